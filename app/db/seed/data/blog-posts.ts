import { DEMO_BUSINESS as business } from "#app/business/defaults.ts";
import { workmanshipWarrantyYears } from "#app/content/information.ts";
import { costRanges } from "#app/content/home.ts";
import type { IllustrationScene, Palette } from "../illustrations/index.ts";

// Demo blog posts for a fresh install: original, local remodeling advice,
// each tied to one county of the service area. Facts about the business
// come from app/content; nothing here restates a phone number or address.

export interface PostSeed {
  slug: string;
  title: string;
  metaDescription: string;
  excerpt: string;
  county: string;
  state: "NY" | "NJ" | "CT";
  keywords: string;
  publishedAt: string;
  scene: IllustrationScene;
  palette: Palette;
  imageAlt: string;
  content: string;
}

const phone = business.phone.display;
const showroom = `our ${business.showroomSqFt} sq ft showroom in ${business.address.city}`;

export const blogPostSeeds: PostSeed[] = [
  {
    slug: "kitchen-and-bath-permits-in-clarkstown",
    title: "Kitchen and Bath Permits in Clarkstown: A Homeowner's Guide",
    metaDescription:
      "Which kitchen and bathroom remodels need a building permit in Clarkstown (New City, Congers, Valley Cottage), what the inspections are, and how long it takes.",
    excerpt:
      "Which remodels need a permit in New City, Congers and Valley Cottage, what the inspector looks at, and how to keep the paperwork from slowing your project down.",
    county: "Rockland County",
    state: "NY",
    keywords:
      "Clarkstown building permit, New City kitchen remodel, Congers bathroom remodel, Rockland County permits",
    publishedAt: "2026-10-14T13:00:00Z",
    scene: "kitchen",
    palette: {
      wall: "#f1ede4",
      cabinet: "#2f4a62",
      accent: "#c7a46a",
      floor: "#b48a5a",
    },
    imageAlt:
      "Illustration of a finished kitchen with navy cabinets, a light countertop and warm wood floor",
    content: `Most of our projects in New City, Congers and Valley Cottage are in the Town of Clarkstown, and the question we hear first is almost always the same: *do I need a permit for this?* The honest answer is "it depends on what moves". This guide explains how we decide, what the Clarkstown Building Department looks at, and how to keep the paperwork from holding up your kitchen or bath.

## When a permit is usually needed

New York's Residential Code applies across Rockland County, and each town's building department enforces it. As a rule of thumb, you need a building permit when the work changes how the house is built or serviced, not just how it looks. That usually includes:

- **Moving or adding plumbing**, such as relocating a sink to an island or turning a tub into a walk-in shower with a new drain location.
- **New electrical circuits**, for example a dedicated circuit for an induction range, a microwave drawer or a heated bathroom floor.
- **Gas line work**, including moving a range or adding a gas cooktop.
- **Removing or altering walls**, above all a bearing wall between a kitchen and dining room, which is common in the raised ranches and split-levels built here in the 1960s and 1970s.
- **New or enlarged windows and doors**, and anything that changes an exterior wall.

## When it usually is not

Like-for-like replacement rarely needs a permit: new cabinet doors, a countertop set on the same cabinets, a vanity and faucet swapped in place, new tile over a sound floor, or paint. Even then, we check with the town during the estimate, because rules change and a small detail (a new light fixture on a new circuit, for example) can tip the balance.

## What the inspections look like

A typical kitchen or bath permit in Clarkstown involves a few visits from an inspector:

1. **Rough inspections** once the walls are open: framing, plumbing supply and drain lines, and electrical wiring, before anything is covered.
2. **Insulation or other intermediate checks** where an exterior wall was opened.
3. **Final inspection** when the room is finished, after which the permit is closed.

We schedule every inspection and meet the inspector on site, so you do not need to take time off work. Plumbing and electrical work is done and signed by licensed trades, which the inspection requires anyway.

## How permits affect your timeline

Permits rarely add weeks to a well-planned job, because we file them while your cabinets and special-order items are being made. Our kitchen remodels usually take ${costRanges.kitchenTimeline} from demolition to final walkthrough, and the permit runs alongside the ordering period rather than in front of it. What does slow a job down is discovering mid-project that a permit was needed: work stops until the paperwork catches up.

## Why it is worth doing properly

- **Selling the house.** Buyers' attorneys in Rockland routinely ask for closed permits on renovated kitchens and baths. An open or missing permit can delay a closing.
- **Insurance.** If a leak or electrical fault ever leads to a claim, documented, inspected work is much easier to defend.
- **Safety.** Inspectors catch real problems: an undersized drain, a missing GFCI outlet, a joist notched too deep for a new drain line.

## What we handle for you

On every permitted job we prepare the drawings, file the application, pay the fees as part of your written price, schedule inspections and hand you the closed permit at the end. It is one of the reasons our quotes may look higher than a bid that leaves permits "by owner": the work is the same, but one of them is finished properly.

## Questions to ask any contractor

- Who files the permit, and whose name is on it?
- Are the permit fees included in the price?
- Will I receive the certificate of completion or closed permit at the end?
- Are your plumber and electrician licensed, and will they be on site for inspections?

If you are planning a project in New City, Congers or anywhere in Clarkstown, bring your questions to ${showroom}, or call ${phone}. We will tell you during the first visit whether your plan needs a permit and how we will handle it.`,
  },
  {
    slug: "remodeling-an-older-bergen-county-home",
    title: "Remodeling an Older Bergen County Home: What We Find Behind the Walls",
    metaDescription:
      "Galvanized pipes, knob-and-tube wiring, lead paint and uneven floors: what to expect when remodeling a kitchen or bath in a pre-war Bergen County, NJ home.",
    excerpt:
      "Ridgewood colonials, Teaneck Tudors and Englewood four-squares are beautiful to live in and full of surprises to remodel. Here is what we plan for, and why it belongs in the budget.",
    county: "Bergen County",
    state: "NJ",
    keywords:
      "Bergen County bathroom remodel, older home renovation NJ, Ridgewood kitchen, lead-safe remodeling",
    publishedAt: "2026-09-02T13:00:00Z",
    scene: "bathroom",
    palette: {
      wall: "#eef1f4",
      cabinet: "#5b6e5a",
      accent: "#b8925a",
      floor: "#d9d4cc",
    },
    imageAlt:
      "Illustration of a renovated bathroom with sage green vanity, white tile and brass fixtures",
    content: `Much of Bergen County was built between the 1900s and the 1950s. The Tudors in Teaneck, the center-hall colonials in Ridgewood and the four-squares in Englewood have plaster walls, solid trim and proportions that newer houses rarely match. They also have a century of repairs hidden behind those walls. After many remodels in these homes, we know what we are likely to find, and we plan for it before the first wall comes down.

## The usual suspects

### Galvanized and mixed supply pipes

Many older homes still have galvanized steel water lines, often patched with copper or plastic over the years. Galvanized pipe corrodes from the inside, which shows up as low pressure or rusty water. When a kitchen or bath is open, replacing the supply lines back to a solid connection costs far less than it will once the walls are closed again.

### Cast-iron drains

Cast-iron drain stacks can last a very long time, but horizontal runs crack and scale. We camera-inspect the main lines when the layout changes, so you decide about replacement with the facts in front of you.

### Old wiring

Knob-and-tube wiring, ungrounded circuits and overloaded kitchen circuits are common. A modern kitchen needs several dedicated circuits and GFCI and AFCI protection under the code New Jersey enforces, so a remodel is usually when wiring in the room gets brought up to date.

### Lead paint

Any home built before 1978 may contain lead paint. We are an EPA Lead-Safe Certified Firm: we contain the work area, use dust-control methods and clean and verify before you move back into the room. This matters most if children or pregnant family members live in the house.

### Floors that are not flat

Settled joists, old sistering and layers of flooring make for uneven floors. Large-format tile and long runs of cabinets need a flat, stiff base, so we check with a long level and plan leveling or reinforcement in the estimate.

## How permits work in New Jersey

New Jersey uses the Uniform Construction Code, administered by each town's construction code office, such as the Village of Ridgewood Construction Code Office or the Township of Teaneck Construction Code Office. A kitchen or bath that moves plumbing, adds circuits or changes walls typically needs permits for each trade (building, plumbing and electrical), each with its own inspection. We prepare the applications, schedule the inspections and hand you the certificate of approval at the end. Home improvement contractors must also be registered with the New Jersey Division of Consumer Affairs; our registration is on our [licensing page](/licensing-info).

## Budgeting for surprises

We do not like surprises any more than you do, so we price known issues in the written quote and agree a process for the unknown ones:

- **Look first.** Before pricing, we open an access panel, lift a floor register or look in the basement to see the pipes and wiring that feed the room.
- **Name the likely extras.** If a house has galvanized pipe, the quote says so and prices its replacement as an option, rather than leaving it for a change order.
- **Keep a contingency.** For homes older than about 1950 we suggest holding 10 to 15 percent aside. If it is not needed, it stays in your pocket.

A full bathroom remodel typically costs ${costRanges.bathroom}; in an older home, expect to be toward the upper half once plumbing and wiring are brought up to date.

## Keeping the character

Updating what is behind the walls does not mean erasing what makes the house special. We match original trim profiles, choose tile that suits the age of the home (hex and subway tile never look out of place in a 1920s bath), and keep solid-wood doors and windows wherever we can.

## Start with a visit

Bring photos of your rooms, and your basement, to ${showroom}, or call ${phone} to arrange a visit to your home. We will tell you what we expect to find before we give you a price, so the price holds.`,
  },
  {
    slug: "westchester-co-op-bathroom-renovation-rules",
    title: "Renovating a Bathroom in a Westchester Co-op: Board Rules and Timelines",
    metaDescription:
      "Alteration agreements, insurance certificates, work hours and wet-over-dry rules: how to plan a co-op or condo bathroom renovation in Westchester County, NY.",
    excerpt:
      "In a co-op, the board approves your bathroom before anyone picks up a hammer. How alteration agreements work in White Plains, Yonkers and Tarrytown buildings, and how to plan around them.",
    county: "Westchester County",
    state: "NY",
    keywords:
      "Westchester co-op bathroom renovation, alteration agreement, White Plains condo remodel, Yonkers co-op",
    publishedAt: "2026-07-21T13:00:00Z",
    scene: "tile",
    palette: {
      wall: "#f4f4f2",
      cabinet: "#3c4a5c",
      accent: "#9aa7b4",
      floor: "#c9c3ba",
    },
    imageAlt:
      "Illustration of a shower wall in pale tile with a recessed niche and chrome fixtures",
    content: `Renovating a bathroom in a co-op or condominium in White Plains, Yonkers or Tarrytown is a different project from renovating one in a house. The design is yours, but the building decides how, when and by whom the work is done. Planning for that from the start is the difference between a bathroom finished in a few weeks and one that waits months for approval.

## The alteration agreement

Almost every Westchester co-op and many condominiums require an **alteration agreement** before any renovation. It is a contract between you and the corporation (or association) that sets out what you may do and how. Expect it to ask for:

- **Drawings and a scope of work**, sometimes reviewed by the building's architect or engineer at your expense.
- **Contractor documents**: license or registration, certificates of liability and workers' compensation insurance naming the building and its managing agent as additional insureds, often with specific wording.
- **A security deposit** against damage to common areas, returned after a final inspection.
- **Approval before work starts**, and sometimes a sign-off after it ends.

We prepare the contractor side of the package ourselves, including insurance certificates with the exact wording your managing agent asks for, because a certificate with the wrong name is the most common reason an approval stalls.

## House rules that shape the schedule

Buildings protect the neighbors, so most set rules like these:

- **Work hours**, commonly weekdays within set morning and afternoon hours, with no noisy work on weekends or holidays.
- **Elevator reservations** and padding for deliveries and debris removal.
- **A summer work period** in some buildings, or a limit on how long a renovation may take.
- **Protection of hallways** with runners and daily cleaning.

We plan the schedule around these rules from the first meeting. A bathroom that would take three weeks in a house may take four or five in a building with short work hours, and it is better to know that before demolition.

## Wet over dry, and what can move

Many buildings forbid placing a "wet" room (bath or kitchen) over a neighbor's "dry" room such as a bedroom. In practice this means your bathroom usually stays where it is. Within the room, moving a toilet or shower drain may be limited by the building's risers and by the floor slab, and some buildings do not allow changes to the risers at all. We check the building's drawings and open an access panel early to see what is possible before you fall in love with a layout.

## Waterproofing is not optional

In a building, a leak is not just your problem: it is the apartment below. We install a continuous waterproofing membrane on the shower walls and floor, flood-test the shower pan before tile goes down, and document it with photos. Many boards now ask for this, and it is what we do anyway.

## Permits

Work that alters plumbing or electrical systems usually needs a permit from the city or village, such as the City of White Plains Building Department or the Village of Tarrytown Building Department, in addition to board approval. The two processes run side by side, and we handle both.

## A realistic timeline

1. **Design and selections:** two to three weeks, with a visit to ${showroom}.
2. **Board and permit approvals:** often three to six weeks, depending on the building.
3. **Construction:** four to six weeks for a full bath under typical building hours.
4. **Final sign-off** by the building and the return of your deposit.

A full bathroom remodel typically costs ${costRanges.bathroom}; a small bath or powder room usually runs ${costRanges.smallBathroom}.

## Before you call

Ask your managing agent for the alteration agreement, the house rules and any building drawings, and bring them to the showroom or call ${phone}. With those in hand, we can tell you what the board will allow and how long it will really take.`,
  },
  {
    slug: "designing-a-kitchen-for-a-fairfield-county-colonial",
    title: "Designing a Kitchen for a Fairfield County Colonial",
    metaDescription:
      "Layouts, islands, cabinet styles and connecting the kitchen to the family room: planning a kitchen remodel in a Stamford or Greenwich colonial in Fairfield County, CT.",
    excerpt:
      "Center-hall colonials in Stamford and Greenwich often have a kitchen at the back that was never meant to be the heart of the house. How we open it up without losing what makes a colonial a colonial.",
    county: "Fairfield County",
    state: "CT",
    keywords:
      "Fairfield County kitchen remodel, Greenwich colonial kitchen, Stamford kitchen design, kitchen island layout",
    publishedAt: "2026-05-12T13:00:00Z",
    scene: "cabinets",
    palette: {
      wall: "#f3efe8",
      cabinet: "#e8e2d6",
      accent: "#7a5c3e",
      floor: "#a5794e",
    },
    imageAlt:
      "Illustration of painted cream kitchen cabinets with glass-front uppers and walnut accents",
    content: `The center-hall colonial is the classic house of Fairfield County. In Stamford and Greenwich, many were built from the 1930s to the 1980s with a formal living room on one side, a dining room on the other, and a kitchen at the back that was designed for cooking, not for living. Today the kitchen is where the family spends its day, and the challenge is to make it work that way while keeping the order and symmetry that make a colonial pleasant to live in.

## Start with how you use the house

Before we draw a cabinet, we ask how the household moves through the day: where school bags land, who cooks and who cleans up, where guests gather, and how often the dining room is really used. The answers decide the layout more than the size of the room does.

## Three layouts that work in colonials

### Opening to the family room

Many colonials have a family room beside the kitchen, added in a later extension. Widening the opening between them, rather than removing the whole wall, keeps a sense of two rooms while letting light and conversation through. A wide cased opening with trim that matches the rest of the house looks original.

### Borrowing from the dining room

When the dining room is used twice a year, part of it can become a breakfast area or a butler's pantry. A pantry with counter space, a beverage fridge and glass-front uppers is a good home for serving pieces and keeps the kitchen itself clear.

### The island that fits

An island needs clearance around it: we plan at least 42 inches of walkway on working sides and more where two people cook. In a narrower colonial kitchen, a peninsula or a long table-height island often works better than forcing a full island into the room.

## Cabinet style that suits the house

Colonial architecture favors calm, traditional details, and the kitchen should not fight the rest of the house:

- **Inset or full-overlay doors** with a simple recessed panel feel at home; a slab door can work in a modern renovation if the trim elsewhere is simple too.
- **Painted finishes** in warm whites, soft greens or deep blues, with a stained wood island as a counterpoint.
- **Cabinets to the ceiling** with crown molding that echoes the house's trim.
- **Furniture details** such as turned legs on an island or a hutch-style pantry wall.

## Light, windows and the back of the house

Kitchens at the back of a colonial often face the yard. Enlarging a window over the sink or adding a glass door to a patio changes the room more than any cabinet will. Because that changes an exterior wall, it needs a permit from the town, such as the City of Stamford Building Department or the Town of Greenwich Building Division, which we file and follow through.

## Working in Connecticut

Home improvement contractors in Connecticut must be registered with the Department of Consumer Protection, and your contract should include your right to cancel within three business days. Our registration details are on our [licensing page](/licensing-info). Ask any contractor for theirs.

## Budget and timeline

Most of our kitchen remodels cost ${costRanges.kitchen}, and take ${costRanges.kitchenTimeline} from demolition to final walkthrough. Moving walls or windows, custom cabinetry and stone with complex edges push toward the top of that range; keeping the layout and choosing semi-custom cabinets keeps it lower. Financing is available, subject to credit approval.

## Plan it with us

Bring a floor plan or a few photos, and the list of what frustrates you about the current kitchen, to ${showroom}, or call ${phone}. Every kitchen comes with our ${workmanshipWarrantyYears}-year workmanship warranty on top of the manufacturers' own.`,
  },
  {
    slug: "choosing-countertops-for-a-busy-orange-county-kitchen",
    title: "Choosing Countertops for a Busy Family Kitchen",
    metaDescription:
      "Quartz, granite, quartzite, solid surface and butcher block compared for a hard-working family kitchen in Orange County, NY: durability, upkeep and cost.",
    excerpt:
      "Homework, hot pans, red sauce and a dog's water bowl: which countertop materials stand up to a busy family kitchen in Newburgh or Monroe, and which need more care than you may want to give.",
    county: "Orange County",
    state: "NY",
    keywords:
      "countertop comparison, quartz vs granite, family kitchen countertops, Orange County NY kitchen",
    publishedAt: "2026-03-17T13:00:00Z",
    scene: "countertops",
    palette: {
      wall: "#eceae6",
      cabinet: "#46505a",
      accent: "#d8d2c8",
      floor: "#9c7a58",
    },
    imageAlt:
      "Illustration of a long countertop in light veined stone over charcoal base cabinets",
    content: `Countertops take more daily abuse than any other surface in the house. In the family kitchens we build in Newburgh, Monroe and across Orange County, the counter is also the homework desk, the mail drop and the buffet. Here is how the common materials compare when real life happens on them.

## What matters most in a family kitchen

Before looking at colors, decide how you will treat the counter:

- **Stains:** do coffee, wine, turmeric and tomato sauce get wiped right away, or tomorrow?
- **Heat:** will hot pans go straight onto the counter?
- **Knives:** do you cut directly on the surface?
- **Upkeep:** are you happy to seal a surface once or twice a year?

## The materials compared

### Quartz

Engineered from ground quartz and resin, quartz is non-porous, needs no sealing and resists stains better than almost anything else. It is our most requested surface for family kitchens. Its weakness is heat: resin can scorch or discolor under a hot pan, so trivets are a must. Colors are consistent from slab to slab, which makes seams easier to match.

### Granite

Natural granite handles heat well and resists scratches. Most granites need sealing every year or two, though some dense stones barely absorb anything. Each slab is unique, so we invite you to see and choose the actual slabs before they are cut.

### Quartzite

A natural stone harder than granite, with the soft veining many people want from marble. It is durable and heat-tolerant, but some stones sold as quartzite are softer than they should be; we test samples with a knife and acid before recommending one for a busy kitchen. It usually costs more than quartz.

### Solid surface

Seamless, repairable and gentle on dropped glasses, solid surface can include an integral sink. It scratches and dislikes heat, but scratches can be sanded out. A sensible choice for a laundry room or a children's bath.

### Butcher block

Warm and friendly to the hands, wood is lovely on an island used for baking or eating. It needs oiling, and standing water near a sink will mark it, so we often pair a wood island with stone on the sink wall.

### Laminate

Today's laminates look far better than they used to and cost the least. They chip at edges and do not tolerate heat; a reasonable choice for a rental or a budget update.

## A quick guide

| If you... | Consider |
|---|---|
| Want the least upkeep | Quartz |
| Put hot pans down often | Granite or quartzite |
| Love the look of marble | Quartzite, or a marble-look quartz |
| Bake on the island | Butcher block on the island only |

## Edges, thickness and seams

Eased and small beveled edges chip less than sharp square edges and are kinder to hips and small heads. A standard 3 cm slab needs no plywood underlayment. Long runs and L-shapes need seams, and we plan them away from the sink and cooktop where possible and show you the seam layout before cutting.

## What it costs

Countertops are typically 10 to 15 percent of a kitchen remodel, and most of our kitchen remodels cost ${costRanges.kitchen}. Material choice, edge profile, cutouts and the number of seams all affect the price; we give you a fixed written figure after templating.

## See and touch them

Samples in a photo tell you little. Bring a cabinet door or paint chip to ${showroom}, put a hot mug and a lemon on our samples, and decide with your own hands. Call ${phone} with questions, or read our [countertop comparison](/education) in the Education Center.`,
  },
  {
    slug: "waterproofing-a-tile-shower-in-passaic-county",
    title: "Tile That Lasts: How We Waterproof a Shower",
    metaDescription:
      "Why tiled showers fail, and the waterproofing, slope and testing steps that make a shower last: advice for bathroom remodels in Wayne, Clifton and Passaic County, NJ.",
    excerpt:
      "Grout is not waterproof and neither is tile. What actually keeps water inside a shower, the steps we never skip on a Wayne or Clifton bathroom, and the questions to ask any tile installer.",
    county: "Passaic County",
    state: "NJ",
    keywords:
      "shower waterproofing, tile shower installation, Wayne NJ bathroom remodel, Clifton tile contractor",
    publishedAt: "2026-01-27T14:00:00Z",
    scene: "tile",
    palette: {
      wall: "#f2f0ec",
      cabinet: "#2e5d63",
      accent: "#8fb3b0",
      floor: "#cfc8bd",
    },
    imageAlt:
      "Illustration of a tiled shower in teal and white with a linear drain and glass panel",
    content: `When we open an old shower in Wayne, Clifton or West Milford, we often find the same thing: rotted studs, black mold behind the tile, and a subfloor that has been wet for years. The tile looked fine from the outside. Here is why showers fail, and the steps that make a new one last for decades.

## Tile and grout are not waterproof

Ceramic and porcelain tile shed water, but grout is porous and cement backer board lets moisture through. Water that gets behind the tile has to go somewhere. In older showers it soaks into drywall or wood; in a properly built shower it meets a waterproof layer and drains away.

## What goes behind the tile

### A continuous membrane

We install a waterproofing membrane on every shower wall and floor: either a sheet membrane bonded to the backer board, or a liquid-applied membrane built up to the manufacturer's thickness. Seams, corners, the niche and every pipe penetration get preformed pieces or reinforcing fabric. The membrane runs continuously into the drain so there is no gap where water can escape.

### Slope to the drain

The shower floor must slope toward the drain, typically a quarter inch per foot, so no water sits in a corner. Linear drains let us slope the floor in one direction, which suits large-format tile and curbless entries.

### The right backer

Cement board or foam board, never plain drywall, behind a shower. Foam boards are light and already waterproof at the board; cement board needs the membrane over it.

## The flood test

Before any tile goes on the floor, we plug the drain, fill the pan with water and leave it for at least 24 hours. We mark the waterline and check it the next day. If the level has dropped, we find out why now, not after the tile is set. We photograph the test for your records.

## Tile choices that help

- **Porcelain** absorbs less water than ceramic and suits floors and walls.
- **Smaller tiles on the floor** (2 inches or mosaics) follow the slope and give better grip; large tiles work with a linear drain.
- **Grout:** cement grout with a sealer, or an epoxy or urethane grout that resists stains and needs no sealing.
- **Movement joints:** corners and changes of plane get flexible sealant, not grout, so the tile can move without cracking.

## Ventilation finishes the job

A bathroom fan sized for the room and ducted outside, not into the attic, removes the moisture that grows mold on the ceiling and in the grout. We put the fan on a timer or humidity sensor so it actually runs long enough.

## Permits in New Jersey

Replacing a shower valve, moving a drain or adding a fan circuit typically needs plumbing and electrical permits from the town's construction code office, such as the Township of Wayne Construction Code Office or the City of Clifton Construction Code Office. We file them and meet the inspectors.

## Questions to ask any tile installer

1. What waterproofing system will you use, and does it cover the whole shower?
2. Do you flood-test the pan, and for how long?
3. How do you handle the niche, bench and valve?
4. Where will you use sealant instead of grout?
5. What warranty do you give on the installation?

Our answer to the last one: a ${workmanshipWarrantyYears}-year workmanship warranty on everything we install, on top of the manufacturers' warranties. A full bathroom remodel typically costs ${costRanges.bathroom}. See tile samples and a cutaway of our shower system at ${showroom}, or call ${phone}.`,
  },
];
