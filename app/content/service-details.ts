// The long copy of each service page (/services/{slug}): what the service
// includes, the process from showroom visit to final walkthrough, materials
// and options, figures at a glance and service FAQs. Cost and timeline
// figures of docs/product.md, "Constants" come from home.ts, where they are written once.
import { costRanges, type FaqItem } from "./home.ts";

export type ServiceSlug =
  | "kitchen-remodeling"
  | "bathroom-remodeling"
  | "kitchen-cabinets"
  | "countertops"
  | "tile-installation"
  | "closets";

export interface DetailItem {
  title: string;
  text: string;
}

export interface ServiceFact {
  label: string;
  value: string;
  note?: string;
}

export interface ServiceDetail {
  /** How the page refers to the job in calls to action ("your kitchen"). */
  projectNoun: string;
  includes: DetailItem[];
  /** Five or six steps, from the showroom visit to the final walkthrough. */
  process: DetailItem[];
  materials: DetailItem[];
  /** Price range and timeline where the spec gives them. */
  facts: ServiceFact[];
  faqs: FaqItem[];
}

const freeQuote: ServiceFact = {
  label: "Pricing",
  value: "Free measure and written quote",
  note: "A fixed price for the scope you choose, before any work starts.",
};

export const serviceDetails = {
  "kitchen-remodeling": {
    projectNoun: "kitchen",
    includes: [
      {
        title: "Design and 3D drawings",
        text: "A designer measures the room, works out the layout with you and shows every wall in 3D before you commit, down to where the outlets and pendant lights go.",
      },
      {
        title: "Protection and demolition",
        text: "Zip walls seal the kitchen off from the rest of the house, floors are covered along the path to the door, and the old cabinets, counters and appliances leave in our dumpster.",
      },
      {
        title: "Walls, plumbing, gas and electrical",
        text: "Opening a wall onto the dining room, moving the sink under a window, running a gas line to an island range or adding circuits for new appliances, all done by licensed trades.",
      },
      {
        title: "Cabinets, counters and backsplash",
        text: "Cabinetry from our stock, semi-custom or custom lines, stone or quartz counters templated after the cabinets are set, and a tile or slab backsplash to finish the walls.",
      },
      {
        title: "Lighting, flooring and paint",
        text: "Recessed, pendant and under-cabinet lighting, new flooring run under the new layout, drywall repairs and paint, so the room is finished rather than almost finished.",
      },
      {
        title: "Permits, inspections and cleanup",
        text: "We file the permits, meet every inspector on site and leave the work area broom-clean at the end of each day.",
      },
    ],
    process: [
      {
        title: "Showroom visit",
        text: "Meet a designer in our Congers showroom, open the drawers, compare door styles and counters, and talk through how you cook, store and gather. Bring phone photos and rough measurements if you have them.",
      },
      {
        title: "In-home measure and estimate",
        text: "We measure the kitchen, check the walls, plumbing, venting and electrical panel, talk openly about budget and send you a written estimate with a clear scope.",
      },
      {
        title: "Design and selections",
        text: "Your designer draws the plan in 3D while you choose cabinets, counters, hardware, tile, fixtures and appliances. The contract names every item, with a fixed price and a week-by-week schedule.",
      },
      {
        title: "Ordering and permits",
        text: "Cabinets and materials are ordered and checked on arrival while we file the permits. Demolition starts only when everything is on hand or has a confirmed delivery date.",
      },
      {
        title: "Construction",
        text: "Your project lead runs each trade in order: demolition, rough plumbing and electrical, inspections, walls, cabinets, countertop template and install, backsplash and finishes, with an update every week.",
      },
      {
        title: "Final walkthrough",
        text: "We walk the kitchen with you, test every drawer, appliance and fixture, finish the punch list, and hand over care guides, warranties and the final inspection sign-off.",
      },
    ],
    materials: [
      {
        title: "Cabinetry",
        text: "Stock, semi-custom and custom lines in Shaker, slab, inset and raised-panel doors; painted maple, stained oak, walnut and rift-cut white oak; soft-close drawers, roll-outs and pantry pull-outs.",
      },
      {
        title: "Countertops",
        text: "Quartz, granite, quartzite, marble and solid surface, with eased, beveled or mitered edges, waterfall island ends and butcher block for a baking station.",
      },
      {
        title: "Backsplash and flooring",
        text: "Ceramic and porcelain tile, zellige-look handmade tile, full-height slab backsplashes, porcelain or luxury vinyl plank floors and site-finished hardwood.",
      },
      {
        title: "Lighting, sinks and faucets",
        text: "Recessed LED, pendants and under-cabinet strips on dimmers; undermount, farmhouse and workstation sinks; pull-down faucets, pot fillers and filtered-water taps.",
      },
    ],
    facts: [
      {
        label: "Typical investment",
        value: costRanges.kitchen,
        note: "Depends on the room's size, layout changes and the cabinet line and counters you choose.",
      },
      {
        label: "Construction time",
        value: costRanges.kitchenTimeline,
        note: "Design and cabinet ordering happen before construction starts.",
      },
    ],
    faqs: [
      {
        question:
          "How much does a kitchen remodel cost, and how long does it take?",
        answer: `Most of our kitchen remodels cost ${costRanges.kitchen} and take ${costRanges.kitchenTimeline} of construction. Moving walls, plumbing or gas and choosing custom cabinets push a project toward the top of both ranges; keeping the layout and picking a stock or semi-custom line keeps it toward the bottom.`,
      },
      {
        question: "Can we live at home while the kitchen is remodeled?",
        answer:
          "Yes, almost every family does. We seal the kitchen off with dust walls and help you set up a temporary kitchen elsewhere, often the refrigerator and a microwave in the dining room and the laundry sink for washing up. Your schedule tells you ahead of time the days when water or power will be off.",
      },
      {
        question: "Is my kitchen big enough for an island?",
        answer:
          "An island needs clear aisles on every working side: about 42 inches for one cook and 48 inches for two, following the National Kitchen & Bath Association's planning guidelines. With a small island that usually means a room at least 12 to 13 feet wide. If yours is narrower, a peninsula often gives you the same seating and counter space.",
      },
      {
        question: "Can I buy my own appliances?",
        answer:
          "Of course. Many clients buy them during holiday sales. We need the exact model numbers before cabinets are ordered so the openings, panels and ventilation fit, and we coordinate delivery so the appliances arrive when the crew is ready to install them.",
      },
    ],
  },
  "bathroom-remodeling": {
    projectNoun: "bathroom",
    includes: [
      {
        title: "Layout and design",
        text: "A plan for the shower, tub, vanity and toilet with comfortable clearances, storage and lighting, drawn to scale so you see the room before work begins.",
      },
      {
        title: "Demolition and repairs",
        text: "Old tile and fixtures come out, and any rotted subfloor, leaking valve or mold we find behind the walls is repaired before anything new goes in.",
      },
      {
        title: "Plumbing and waterproofing",
        text: "New supply lines, drains and shower valves, a bonded waterproof membrane in every shower and a shower floor sloped properly to the drain, flood-tested before tile.",
      },
      {
        title: "Ventilation and electrical",
        text: "A quiet exhaust fan ducted outdoors, GFCI-protected outlets, vanity and shower lighting, and optional heated floors and towel warmers.",
      },
      {
        title: "Tile, vanity, glass and fixtures",
        text: "Tile set by our own setters, vanity and top, toilet, frameless glass measured after the tile is in, mirrors and accessories installed and adjusted.",
      },
      {
        title: "Safety and aging in place",
        text: "Curbless showers, wall blocking for grab bars, comfort-height toilets, handheld showers and slip-resistant floor tile, planned in from the start.",
      },
    ],
    process: [
      {
        title: "Showroom visit",
        text: "Compare vanities, tile, shower glass and fixtures in our showroom, and tell us who uses the room: a shared primary bath, a kids' bath, a guest powder room or a bath to age in place.",
      },
      {
        title: "In-home assessment and estimate",
        text: "We measure, look for soft subfloor, water damage, poor venting and old piping, talk through budget and send you a written estimate.",
      },
      {
        title: "Design and selections",
        text: "You approve the drawings, the tile layout and every fixture, all listed in a fixed-price contract with a start date and schedule.",
      },
      {
        title: "Demolition and rough-in",
        text: "Dust protection goes up, the room comes down, and plumbing, wiring and the fan are roughed in and inspected where your town requires it.",
      },
      {
        title: "Waterproofing, tile and finishes",
        text: "The shower is waterproofed and flood-tested, then tile, vanity, toilet, glass and accessories go in, with your project lead checking each stage.",
      },
      {
        title: "Final walkthrough",
        text: "We run every fixture, check drainage and seals, and show you how to care for grout, stone and glass before we hand over your warranty.",
      },
    ],
    materials: [
      {
        title: "Showers and tubs",
        text: "Walk-in showers with benches and niches, linear or center drains, curbless entries, freestanding and alcove soaking tubs, and tub-to-shower conversions.",
      },
      {
        title: "Tile and stone",
        text: "Porcelain in large-format, marble-look and wood-look styles, glazed ceramic wall tile, natural marble and mosaic floors in hex, penny or herringbone patterns.",
      },
      {
        title: "Vanities and tops",
        text: "Floating, furniture-style and double vanities with quartz or marble tops, undermount or vessel sinks and medicine cabinets recessed into the wall.",
      },
      {
        title: "Fixtures and comfort",
        text: "Pressure-balanced or thermostatic valves, rain heads and handshowers, comfort-height and wall-hung toilets, radiant floor heat and heated towel bars in chrome, nickel, black or brass.",
      },
    ],
    facts: [
      {
        label: "Full bathroom",
        value: costRanges.bathroom,
        note: "A larger primary bath sits toward the top of the range, a hall bath toward the bottom.",
      },
      {
        label: "Small bath or powder room",
        value: costRanges.smallBathroom,
      },
      {
        label: "Construction time",
        value: "3 to 4 weeks",
        note: "For most hall baths; larger primary baths take longer.",
      },
    ],
    faqs: [
      {
        question: "How much does a bathroom remodel cost?",
        answer: `A full bathroom remodel typically runs ${costRanges.bathroom}, and a small bath or powder room ${costRanges.smallBathroom}. The size of the shower, the tile you choose, moving plumbing and adding heated floors or custom glass make the biggest difference.`,
      },
      {
        question:
          "We only have one full bathroom. How long will we be without it?",
        answer:
          "Most hall baths take three to four weeks of construction. If it is your only shower, tell us at the estimate: we order everything before demolition, keep the toilet working for as many days as possible and plan the schedule so the shower is out of use for the shortest stretch we can manage.",
      },
      {
        question: "Can you turn my tub into a walk-in shower?",
        answer:
          "Yes, tub-to-shower conversions are one of our most common projects. We remove the tub, move the drain and valve for a shower, build a waterproofed and sloped shower floor, and add a niche, a bench if there is room, and glass. If it is the only tub in the house, we will mention that families with small children may look for one when you sell.",
      },
      {
        question: "What if you find water damage behind the walls?",
        answer:
          "Older bathrooms often hide rotted subfloor around the toilet or a slow leak at the shower valve. Your contract explains how hidden repairs are priced; if we find one, we show you photos and agree on the cost with you before doing the work.",
      },
    ],
  },
  "kitchen-cabinets": {
    projectNoun: "cabinets",
    includes: [
      {
        title: "Cabinet design",
        text: "A designer plans the layout, door style and the storage inside every box, with 3D drawings and a cabinet-by-cabinet list you can check line by line.",
      },
      {
        title: "Lines compared side by side",
        text: "Stock, semi-custom and custom cabinetry on display in our showroom, with the differences in box material, drawer construction and finish explained plainly.",
      },
      {
        title: "Field measurement",
        text: "We measure on site so fillers, scribes and appliance openings are right before the order is placed, including out-of-level floors and crooked walls.",
      },
      {
        title: "Ordering and delivery checks",
        text: "We place and track the order, then inspect every box, door and panel when it arrives and reorder anything damaged before installation day.",
      },
      {
        title: "Professional installation",
        text: "Cabinets set level and plumb, fastened to studs, with crown molding, light rail, end panels and hardware installed and every door aligned.",
      },
      {
        title: "Cabinets only, if you prefer",
        text: "Contractors and homeowners with their own installer can buy cabinets alone, with design help and a measurement check included.",
      },
    ],
    process: [
      {
        title: "Showroom visit",
        text: "Open doors and drawers across our cabinet lines, compare finishes in daylight and narrow down a style, color and budget with a designer.",
      },
      {
        title: "Measure",
        text: "We measure the room and note windows, soffits, out-of-level floors and where plumbing, vents and outlets come through the walls.",
      },
      {
        title: "Design review and quote",
        text: "You review 3D drawings and the cabinet list, fine-tune the storage, approve finish samples and sign a quote that names every cabinet and accessory.",
      },
      {
        title: "Order and delivery",
        text: "Stock lines usually arrive within a few weeks; semi-custom and custom cabinets are built to order and take longer. Every piece is inspected on arrival.",
      },
      {
        title: "Installation",
        text: "Our installers set and secure the cabinets, scribe fillers and panels to your walls and add crown and hardware, ready for the countertop template.",
      },
      {
        title: "Final walkthrough",
        text: "We adjust every hinge and drawer glide with you, go over caring for the finish and register your manufacturer's warranty.",
      },
    ],
    materials: [
      {
        title: "Box construction",
        text: "Plywood or furniture-board boxes, framed or frameless full-overlay construction, dovetailed drawer boxes and full-extension soft-close glides.",
      },
      {
        title: "Door styles",
        text: "Shaker, slab, inset, beaded and raised-panel doors, plus glass-front uppers and open shelving where you want to show things off.",
      },
      {
        title: "Woods and finishes",
        text: "Painted maple and MDF in any color, stained oak, cherry, walnut and rift-cut white oak, and durable textured laminates for busy family kitchens.",
      },
      {
        title: "Storage inside",
        text: "Roll-out trays, pull-out trash and recycling, blind-corner pull-outs, tray dividers, spice pull-outs, appliance garages and charging drawers.",
      },
    ],
    facts: [
      freeQuote,
      {
        label: "Typical lead time",
        value: "A few weeks to three months",
        note: "Stock lines arrive fastest; semi-custom and custom cabinets are built to order.",
      },
    ],
    faqs: [
      {
        question:
          "What is the difference between stock, semi-custom and custom cabinets?",
        answer:
          "Stock cabinets come in set sizes and finishes and arrive fastest. Semi-custom lines add more sizes, finishes and storage options, and can be resized in small steps. Custom cabinets are built to your exact dimensions in any species, color or detail, such as cabinetry that runs to an uneven ceiling. Many kitchens mix them: stock boxes along the walls and a custom island.",
      },
      {
        question: "Can I buy cabinets without hiring you to install them?",
        answer:
          "Yes. Contractors and homeowners can buy cabinets alone. Design help is included, and we recommend a site measurement by our team so the order matches the room; your installer can call us with questions at any point.",
      },
      {
        question: "How long do new cabinets take to arrive?",
        answer:
          "Stock lines usually arrive within a few weeks. Semi-custom and custom cabinets are built to order and can take up to about three months, depending on the manufacturer and the finish. We give you the expected delivery date with your quote and schedule the rest of the work around it.",
      },
      {
        question: "Should I paint my old cabinets instead of replacing them?",
        answer:
          "If the boxes are solid, the layout works and the doors are a style you like, painting or new hardware can be a good low-cost update. If the boxes are water-damaged, the drawers are failing or you want a different layout, new cabinets are the better investment, and we will tell you honestly which one your kitchen needs.",
      },
    ],
  },
  countertops: {
    projectNoun: "countertops",
    includes: [
      {
        title: "Choosing your actual slab",
        text: "Compare samples in our showroom, then pick the exact slab at our fabrication partner's yard, so you know the veining and color you will live with.",
      },
      {
        title: "Digital templating",
        text: "Once the cabinets are level and secure, the tops are templated with a digital laser system for a tight fit along walls that are rarely straight.",
      },
      {
        title: "Seam and vein layout",
        text: "Before any cut, we show you where seams will fall and how the pattern runs across the island, the corners and a waterfall end.",
      },
      {
        title: "Sink, faucet and cooktop cut-outs",
        text: "Undermount sinks mounted to the stone, faucet and soap holes drilled, and cooktop or slide-in range openings cut to the appliance's specifications.",
      },
      {
        title: "Removal and reconnection",
        text: "We take out and dispose of your old counters and reconnect the sink and faucet on installation day.",
      },
      {
        title: "Backsplash and sealing",
        text: "A matching four-inch or full-height stone backsplash or a tile one, and sealing of granite, marble and quartzite before we leave.",
      },
    ],
    process: [
      {
        title: "Showroom visit",
        text: "Handle quartz, granite, quartzite, marble and solid surface samples side by side with your cabinet door and flooring samples.",
      },
      {
        title: "Measure and quote",
        text: "We measure the existing layout and give you a written quote covering material, fabrication, edges, cut-outs, removal and installation.",
      },
      {
        title: "Slab selection",
        text: "You choose and tag your slab at the fabricator's yard; for quartz, a sample of the production run is enough.",
      },
      {
        title: "Templating",
        text: "We template on site with the sink and faucet models on hand and confirm overhangs, seams and edge profile with you.",
      },
      {
        title: "Fabrication and installation",
        text: "Your tops are cut in about two weeks. Installation usually takes one day, with plumbing reconnected the same day.",
      },
      {
        title: "Final walkthrough",
        text: "We check seams, overhangs and sealing with you and leave care instructions for your material.",
      },
    ],
    materials: [
      {
        title: "Quartz",
        text: "Engineered stone that never needs sealing and resists stains, with a consistent color and pattern. Use trivets: direct heat can mark it.",
      },
      {
        title: "Granite and quartzite",
        text: "Natural stone that stands up to heat and scratches. Quartzite gives a marble-like look with much more hardness. Both need periodic sealing.",
      },
      {
        title: "Marble and solid surface",
        text: "Marble is classic but softer and etches with lemon or vinegar; a honed finish hides wear. Solid surface is seamless, takes integral sinks and can be repaired.",
      },
      {
        title: "Edges and details",
        text: "Eased, beveled, bullnose and ogee edges, mitered thick edges, waterfall island ends, drainboard grooves and full-height slab backsplashes.",
      },
    ],
    facts: [
      freeQuote,
      {
        label: "Template to install",
        value: "About 2 weeks",
        note: "Installation itself is usually a single day.",
      },
    ],
    faqs: [
      {
        question: "Quartz or granite: which is better for a busy kitchen?",
        answer:
          "Both are durable. Quartz never needs sealing and shrugs off stains, which makes it easy for families; it dislikes hot pans set directly on it. Granite handles heat and scratches well and every slab is unique, but it needs sealing from time to time. We help you weigh looks, upkeep and budget in the showroom.",
      },
      {
        question: "Can you install new countertops on my existing cabinets?",
        answer:
          "Usually, yes. We check that the cabinets are level, solid and able to carry the weight of stone before templating, and shim or reinforce them where needed. A new undermount sink may also need a new sink base cabinet, and we will tell you if yours does.",
      },
      {
        question: "How long will my kitchen be without counters?",
        answer:
          "Normally only a day. Where possible we template around your existing tops, then remove them on installation day and reconnect the sink the same afternoon.",
      },
      {
        question: "Do stone countertops need sealing?",
        answer:
          "Granite, marble and quartzite should be sealed when installed and then every year or two, depending on the stone; a simple water-drop test tells you when. Quartz and solid surface are non-porous and never need sealing.",
      },
    ],
  },
  "tile-installation": {
    projectNoun: "tile project",
    includes: [
      {
        title: "Backsplashes",
        text: "Subway, handmade-look, mosaic and stone backsplashes with outlets and switches extended flush to the new tile surface and clean edges at every end.",
      },
      {
        title: "Showers, niches and benches",
        text: "Shower walls and floors, recessed niches sized to the tile so no slivers show, built-in benches and curbless entries.",
      },
      {
        title: "Floors and heated floors",
        text: "Kitchen, bath, mudroom and entry floors, with electric radiant heat mats under the tile on a programmable thermostat if you want them.",
      },
      {
        title: "Substrate and waterproofing",
        text: "Flattening, cement or foam backer board, crack-isolation and waterproofing membranes, and a flood test for every shower before tile is set.",
      },
      {
        title: "Layout and pattern planning",
        text: "Centered layouts with balanced cuts, and herringbone, chevron and large-format patterns dry-laid and approved with you before setting.",
      },
      {
        title: "Grout, trim and sealing",
        text: "Cement, urethane or epoxy grout in your color, metal or stone edge trims, caulked corners where surfaces meet and sealed natural stone.",
      },
    ],
    process: [
      {
        title: "Showroom visit",
        text: "Look at tile on our displays, hold samples next to your cabinet and counter choices, and pick a pattern and grout color with a designer.",
      },
      {
        title: "Site check and quote",
        text: "We measure, check the floor's flatness and stiffness and the condition of the walls, and quote the job with the right waste allowance for your pattern.",
      },
      {
        title: "Layout approval",
        text: "We mark centerlines and show you where the cuts will fall and which way the pattern runs, and dry-lay featured patterns with you.",
      },
      {
        title: "Preparation",
        text: "Old tile comes off, surfaces are flattened, backer board and membranes go on, and showers are flood-tested before the first tile is set.",
      },
      {
        title: "Setting and grouting",
        text: "Tile is set with proper mortar coverage, left to cure, then grouted, with flexible caulk at corners and changes of plane.",
      },
      {
        title: "Final walkthrough",
        text: "We clean off grout haze, seal stone and grout where needed, and go over care and cleaning products with you.",
      },
    ],
    materials: [
      {
        title: "Porcelain",
        text: "Dense and water-resistant, the first choice for floors and showers, in large-format, wood-look, concrete-look and marble-look styles.",
      },
      {
        title: "Ceramic",
        text: "Glazed wall tile for backsplashes and shower walls: classic subway, handmade-look zellige styles and a wide range of colors.",
      },
      {
        title: "Natural stone",
        text: "Marble, travertine and slate in floors, mosaics and feature walls, sealed on installation to keep stains out.",
      },
      {
        title: "Glass, mosaics and patterns",
        text: "Glass and stone mosaics for accents and niches, and straight, offset, stacked, herringbone, chevron and basketweave layouts.",
      },
    ],
    facts: [
      freeQuote,
      {
        label: "Typical backsplash",
        value: "1 to 2 days",
        note: "Showers and floors are scheduled around waterproofing and curing time.",
      },
    ],
    faqs: [
      {
        question: "Why does the preparation under the tile matter so much?",
        answer:
          "Tile is only as good as what it is set on. A floor that flexes cracks grout and tile, a wall that is not flat shows uneven edges, and a shower without a continuous waterproof membrane can rot the framing behind perfect-looking tile. That is why we spend as much time on the substrate as on setting the tile.",
      },
      {
        question: "Can you tile over my existing tile?",
        answer:
          "Sometimes, on a backsplash or floor that is flat, solidly bonded and has room for the extra height. In showers we never do: we remove the old tile so we can inspect the walls and install proper waterproofing.",
      },
      {
        question: "Which grout should I choose?",
        answer:
          "Cement grout is traditional and economical but should be sealed. Urethane and epoxy grouts resist stains and never need sealing, which makes them worth it on kitchen floors, backsplashes behind the range and shower floors. We bring grout samples so you can see the color against your tile.",
      },
      {
        question: "Can you install heated floors?",
        answer:
          "Yes. Electric radiant mats go under the tile and run on their own circuit with a programmable thermostat. They are most popular in bathrooms, kitchens and mudrooms, and are best decided on before the old floor comes up.",
      },
    ],
  },
  closets: {
    projectNoun: "closet",
    includes: [
      {
        title: "Walk-in closets",
        text: "Long and double hanging, shoe walls, drawers, islands and a place for luggage, laid out around the wardrobe of each person who uses the closet.",
      },
      {
        title: "Reach-in closets",
        text: "Wire shelving replaced by hanging rods, shelves and drawer stacks that use the full width and height behind the doors.",
      },
      {
        title: "Pantries",
        text: "Adjustable shelves sized to cans, jars and small appliances, pull-out baskets and a countertop zone with outlets for the coffee maker.",
      },
      {
        title: "Mudrooms and entries",
        text: "Lockers with hooks and cubbies for each family member, a bench with boot storage and a drop zone for keys and mail.",
      },
      {
        title: "Garage and utility storage",
        text: "Wall-hung cabinets, slatwall and overhead racks that get bikes, tools and sports gear off the garage floor.",
      },
      {
        title: "Lighting and accessories",
        text: "LED strip lighting, valet rods, jewelry and tie drawers, belt racks, pull-out hampers and full-length mirrors.",
      },
    ],
    process: [
      {
        title: "Showroom visit",
        text: "See panel finishes, drawer fronts and hardware in our showroom and pick the look for your closet.",
      },
      {
        title: "In-home design consultation",
        text: "A designer measures the space and takes stock of what you own: long and short hanging, folded clothes, shoes, bags and the things you want out of sight.",
      },
      {
        title: "3D design and quote",
        text: "You review a 3D drawing of every wall and a written quote, and fine-tune shelves, drawers and accessories before anything is built.",
      },
      {
        title: "Manufacturing",
        text: "Panels, shelves and drawers are cut and edge-banded to your closet's exact dimensions.",
      },
      {
        title: "Installation",
        text: "Our installers remove old shelving and fit the system in a day or two for most closets, fastened to studs and leveled.",
      },
      {
        title: "Final walkthrough",
        text: "We show you how to move the adjustable shelves and rods as your needs change, and hand over the care guide and warranty.",
      },
    ],
    materials: [
      {
        title: "Panels and finishes",
        text: "Thick thermally fused laminate panels in white, solid colors and realistic wood grains, which resist scratches and moisture better than painted shelving.",
      },
      {
        title: "Doors and drawer fronts",
        text: "Slab, Shaker and glass-front doors and drawers, with soft-close hinges and full-extension glides.",
      },
      {
        title: "Hanging and shelving",
        text: "Double hang for shirts and jackets, long hang for dresses and coats, pull-down rods for high spaces and adjustable shelves on a standard hole pattern.",
      },
      {
        title: "Hardware and accessories",
        text: "Pulls and rods in chrome, nickel, black or brass, LED lighting, pull-out hampers and baskets, shoe shelves, valet rods and jewelry inserts.",
      },
    ],
    facts: [
      freeQuote,
      {
        label: "Installation",
        value: "1 to 2 days",
        note: "For most closets, once the parts are made.",
      },
    ],
    faqs: [
      {
        question: "How much hanging space do I need?",
        answer:
          "Count your hanging clothes: most shirts and jackets need about an inch of rod each, and heavy coats and suits two. Double hang, two rods stacked about 40 inches apart, doubles the space for shirts, pants and skirts, while dresses and long coats need a section of long hang. We measure your wardrobe during the consultation so the plan fits it.",
      },
      {
        question: "Can the shelves be changed later?",
        answer:
          "Yes. Shelves and rods sit on a standard hole pattern, so you can move them yourself in minutes as your wardrobe changes or your children grow.",
      },
      {
        question: "What happens to my old wire shelving?",
        answer:
          "We remove it and haul it away on installation day and fill the old anchor holes that the new system does not cover.",
      },
      {
        question: "How long does a custom closet take?",
        answer:
          "After you approve the design, the parts are made to your measurements, and installation takes a day or two for most closets. Larger walk-ins with islands or many drawers can take longer, and we give you the dates with your quote.",
      },
    ],
  },
} satisfies Record<ServiceSlug, ServiceDetail>;

export function getServiceDetail(slug: string): ServiceDetail | undefined {
  return Object.hasOwn(serviceDetails, slug)
    ? serviceDetails[slug as ServiceSlug]
    : undefined;
}
