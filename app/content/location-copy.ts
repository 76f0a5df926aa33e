// Copy for the county/city/service pages. The generator
// (app/models/location-pages.server.ts) joins these pieces with each
// town's facts from the database. Each service speaks differently about
// each kind of house, so two towns with different housing never read alike.

export type HousingType =
  | "split-level"
  | "ranch"
  | "cape"
  | "colonial"
  | "historic"
  | "tudor"
  | "condo"
  | "cottage"
  | "multi-family";

// Order matters only for ties: a town's own wording decides which kinds come
// first (see housingTypesOf).
const housingPatterns: Array<[HousingType, RegExp]> = [
  ["split-level", /split-level|hi-ranch|raised ranch/i],
  ["ranch", /(?<!raised |hi-)\branch(es)?\b/i],
  ["cape", /\bcapes?\b/i],
  ["colonial", /colonials?\b/i],
  ["historic", /victorian|italianate|greek revival|19th-century|row houses/i],
  ["tudor", /tudors?\b/i],
  ["condo", /condominium|co-op|high-rise|townhouse/i],
  ["cottage", /cottage|lake house|summer|seasonal/i],
  ["multi-family", /two-family|three-family/i],
];

/** The kinds of house a town's description names, in the order it names them. */
export function housingTypesOf(housingStock: string): HousingType[] {
  return housingPatterns
    .map(([type, pattern]) => ({ type, at: housingStock.search(pattern) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((hit) => hit.type);
}

export const housingNames: Record<HousingType, string> = {
  "split-level": "split-level",
  ranch: "ranch",
  cape: "cape",
  colonial: "colonial",
  historic: "older village house",
  tudor: "Tudor",
  condo: "condominium",
  cottage: "converted lake cottage",
  "multi-family": "two-family house",
};

export interface ServiceLocationCopy {
  /** "a kitchen remodel": the job, as a homeowner says it. */
  job: string;
  /** What each kind of house means for this service. */
  housing: Record<HousingType, string>;
  /** Two wordings of each line below; each town gets one (see pickVariant). */
  permit: Variants<(office: string, town: string) => string>;
  timeline: Variants<string>;
  /** How showroom visits fit the job, given the drive. */
  visits: Variants<(driveMinutes: number, town: string) => string>;
  /** What happens at the first appointment at the client's home. */
  homeVisit: Variants<string>;
}

export type Variants<T> = readonly [T, T];

export const serviceLocationCopy: Record<string, ServiceLocationCopy> = {
  "kitchen-remodeling": {
    job: "a kitchen remodel",
    housing: {
      "split-level":
        "Split-level kitchens sit over the garage or the lower family room, so we trace joist direction before promising an island sink or a vented range hood.",
      ranch:
        "Ranch kitchens are usually long and narrow beside the dining room; a partial wall removal and a peninsula often gives more counter than a full gut layout.",
      cape: "Capes tend to have a compact kitchen under a low ceiling at the back, where shallow upper cabinets and under-cabinet lighting make the room feel larger.",
      colonial:
        "Center-hall colonials often allow the kitchen to open into the family room behind it, which creates space for an island with seating on the far side.",
      historic:
        "Kitchens in older houses meet uneven floors and plaster walls, so we shim cabinet bases individually and scribe fillers to walls that are rarely straight.",
      tudor:
        "Tudor kitchens were built small and closed off; keeping the arched openings while rebuilding storage around them respects the house and still modernizes it.",
      condo:
        "Condominium kitchens come with board rules on working hours, elevator bookings and shut-off valves, and we file the paperwork with management before demolition.",
      cottage:
        "Kitchens in former lake cottages often sit on older framing and small electrical panels, so new appliance circuits are part of the plan from the first drawing.",
      "multi-family":
        "In a two-family house we often remodel one unit's kitchen at a time, keeping the other tenant's water and gas running throughout.",
    },
    permit: [
      (office, town) =>
        `Moving walls, plumbing, gas or adding circuits in ${town} needs a permit from the ${office}; cabinet and counter swaps in place usually do not. We prepare the drawings, file them and meet the inspector.`,
      (office, town) =>
        `For ${town} kitchens the ${office} reviews our drawings whenever a wall, drain, gas pipe or circuit changes; we also book the rough and final inspections.`,
    ],
    timeline: [
      "Plan on 6 to 12 weeks on site once cabinets arrive, after roughly a month of design and ordering.",
      "Expect roughly four weeks of design and ordering, then six to twelve weeks of work in the house.",
    ],
    visits: [
      (minutes, town) =>
        `With the showroom ${minutes} minutes from ${town}, kitchen clients usually come in twice: once to pick a cabinet line and layout, once for counters, hardware and lighting.`,
      (minutes, town) =>
        `Driving ${minutes} minutes from ${town} to Congers, most families plan two evenings or a Saturday with our designer to settle layout, doors, stone and fixtures.`,
    ],
    homeVisit: [
      "A designer measures the kitchen, notes where the plumbing stack and gas line run, and photographs the electrical panel.",
      "Our designer brings a laser measure, checks ceiling height and window positions, and asks how you cook and where people gather.",
    ],
  },
  "bathroom-remodeling": {
    job: "a bathroom remodel",
    housing: {
      "split-level":
        "Split-level hall baths are often stacked over the lower level, so we check the drain slope before moving a toilet or converting the tub to a walk-in shower.",
      ranch:
        "Ranch bathrooms are on one floor with an attic above, which makes a quiet exhaust fan ducted to the roof an easy upgrade we include by default.",
      cape: "Upstairs baths in capes sit under sloped ceilings; a shower placed where the roof is highest and a niche set between studs saves precious headroom.",
      colonial:
        "Colonials often have a primary bath that can borrow a few feet from a closet, making room for a double vanity or a separate shower.",
      historic:
        "Older baths may hide cast-iron drains and ungrounded wiring behind the tile, and we budget for replacing both rather than tiling over them.",
      tudor:
        "Tudor bathrooms often keep original tile worth honoring; we match the period with hex floors or subway walls while rebuilding the waterproofing underneath.",
      condo:
        "Condominium bathrooms share risers with neighbors, so we coordinate water shut-offs with the building and use compact fixtures that fit the existing drain.",
      cottage:
        "Baths in converted cottages often lack proper ventilation and insulated exterior walls, and fixing both is what stops mildew from coming back.",
      "multi-family":
        "Two-family houses often have identical baths stacked upstairs and downstairs; remodeling them together shares plumbing access and shortens the schedule.",
    },
    permit: [
      (office, town) =>
        `Relocating a toilet, shower or tub in ${town} means a plumbing permit from the ${office}; replacing fixtures where they stand usually does not. We handle the application and inspections.`,
      (office, town) =>
        `In ${town}, moving a drain or adding a shower needs sign-off from the ${office}; we submit the plans and schedule each plumbing inspection.`,
    ],
    timeline: [
      "Most hall baths take three to four weeks on site; a primary bath with a new layout takes five to seven.",
      "A powder room is often done in two weeks, a hall bath in three or four, and a reconfigured primary bath in five to seven.",
    ],
    visits: [
      (minutes, town) =>
        `Our showroom is ${minutes} minutes from ${town}; most bath clients choose tile, vanity and glass in a single unhurried visit.`,
      (minutes, town) =>
        `The ${minutes}-minute trip from ${town} is usually needed only once: tile, vanity, glass and fixtures can all be chosen in a single appointment.`,
    ],
    homeVisit: [
      "We measure the room, check the floor for soft spots near the toilet and tub, and look at how the fan vents today.",
      "We look under the sink and in the basement below the bath to see the pipes, and measure for the vanity and shower.",
    ],
  },
  "kitchen-cabinets": {
    job: "new cabinets",
    housing: {
      "split-level":
        "Split-level kitchens often have a soffit over the uppers hiding ductwork; we measure inside it before choosing taller cabinets to the ceiling.",
      ranch:
        "Ranch houses usually have eight-foot ceilings throughout, where 42-inch uppers with a small crown reach the ceiling cleanly.",
      cape: "Capes often need shorter upper cabinets and a shallow pantry cabinet to fit around windows and the stair wall.",
      colonial:
        "Colonial kitchens have room for tall pantry cabinets and a furniture-style island, the two pieces that add the most storage.",
      historic:
        "Older rooms are seldom square, so our installers scribe filler strips and end panels to the walls instead of leaving gaps to caulk.",
      tudor:
        "Tudor kitchens suit inset or beaded doors in painted finishes, which match the trim and plaster of the rest of the house.",
      condo:
        "Condominium kitchens benefit most from interior organizers: pull-out pantries, drawer dividers and corner units that use every inch.",
      cottage:
        "Lake houses get humid, so we recommend plywood boxes and durable painted or thermofoil doors over raw particleboard.",
      "multi-family":
        "For rental units in two-family houses, stock cabinet lines with durable finishes keep costs sensible and replacement parts easy to find.",
    },
    permit: [
      (office, town) =>
        `Cabinets alone rarely need a permit in ${town}, but if new outlets or a relocated sink come with them, the ${office} issues the electrical or plumbing permit and we file it.`,
      (office, town) =>
        `A straight cabinet replacement in ${town} has no permit; relocating the sink or adding outlets brings in the ${office}, and we take care of that filing.`,
    ],
    timeline: [
      "Stock lines arrive in about two weeks, semi-custom in four to six, custom in eight to ten; installation takes a few days.",
      "Delivery ranges from two weeks for stock lines to ten weeks for custom, and installers need three to five days on site.",
    ],
    visits: [
      (minutes, town) =>
        `The showroom is ${minutes} minutes from ${town}; open the drawers and compare door samples before you order.`,
      (minutes, town) =>
        `Families from ${town}, ${minutes} minutes away, usually compare stock, semi-custom and custom boxes side by side in one showroom visit.`,
    ],
    homeVisit: [
      "We measure every wall, window and appliance opening, and note anything that limits cabinet height.",
      "Our designer checks the walls for plumb and the floor for level, and measures window trim and appliance widths.",
    ],
  },
  countertops: {
    job: "new countertops",
    housing: {
      "split-level":
        "Split-level kitchens often pair a peninsula with an L-shaped run, and placing the seam where the two meet keeps it out of the working area.",
      ranch:
        "Long ranch counters usually need one seam; we place it away from the sink and cooktop and match the veining across it.",
      cape: "In a compact cape kitchen a full-height quartz backsplash in the same slab makes a small room look finished and is easy to clean.",
      colonial:
        "Large colonial islands can exceed a single slab, so we confirm slab sizes before you fall in love with a pattern.",
      historic:
        "Older base cabinets can be out of level, so we shim and check them before templating to avoid cracked stone later.",
      tudor:
        "Honed marble or soapstone suits the period character of a Tudor kitchen, and we explain how each one patinas over time.",
      condo:
        "In condominiums we check elevator and stair dimensions before fabrication, since a long slab may have to be cut in two.",
      cottage:
        "For lake houses, quartz resists the stains and moisture of a busy summer kitchen better than porous natural stone.",
      "multi-family":
        "For rental units, a mid-range quartz gives durability tenants cannot easily damage, at a price that makes sense.",
    },
    permit: [
      (office, town) =>
        `Replacing counters alone needs no permit in ${town}. If the sink moves or a cooktop gets a new circuit, the ${office} issues that permit and we arrange it.`,
      (office, town) =>
        `${town} needs no permit for new stone on existing cabinets; the ${office} becomes involved only when plumbing or wiring moves.`,
    ],
    timeline: [
      "About two weeks from template to installation; the old tops come off the same morning the new ones go in.",
      "Templating happens once the cabinets are set, and fabricated tops arrive about ten working days later.",
    ],
    visits: [
      (minutes, town) =>
        `From ${town} our showroom is ${minutes} minutes away; bring a cabinet door and we will lay it against samples.`,
      (minutes, town) =>
        `It is ${minutes} minutes from ${town} to our samples; full slabs are viewed at our fabricator, which we arrange for you.`,
    ],
    homeVisit: [
      "We check the cabinets for level, measure the run and talk through edge profiles and the sink cut-out.",
      "We check each base cabinet, note the sink and faucet model, and measure the run and backsplash height.",
    ],
  },
  "tile-installation": {
    job: "tile work",
    housing: {
      "split-level":
        "Split-level entries and half-flight landings are ideal for porcelain tile, and we set transitions so nobody catches a toe on the stairs.",
      ranch:
        "Ranch houses on slabs or low crawlspaces often need moisture testing before tile, which we do before quoting a floor.",
      cape: "Cape bathrooms and kitchens are small enough that a patterned floor tile becomes the feature without overwhelming the space.",
      colonial:
        "Colonial foyers and mudrooms suit large-format porcelain, laid on a flattened subfloor so long tiles do not lip.",
      historic:
        "Old floors bounce and slope, so we add underlayment and an uncoupling membrane before setting tile on them.",
      tudor:
        "Tudor homes pair well with hexagon floors, subway walls and hand-made accent tile that echo the original period.",
      condo:
        "Condominium buildings may require sound-reducing underlayment under hard floors, which we include when the board requires it.",
      cottage:
        "Lake houses benefit from porcelain floors in entries and mudrooms, which stand up to wet boots and sandy feet.",
      "multi-family":
        "In two-family houses, durable porcelain in kitchens and baths cuts maintenance between tenants.",
    },
    permit: [
      (office, town) =>
        `Tile on its own needs no permit in ${town}; a heated floor adds an electrical permit from the ${office}, which we file.`,
      (office, town) =>
        `Setting tile in ${town} needs no permit; electric radiant heat does, and the ${office} inspects it before the floor is covered.`,
    ],
    timeline: [
      "A backsplash takes a day or two; a shower or a floor a week or so, depending on the membrane and curing time.",
      "Backsplashes usually take one or two days; showers and floors take about a week including waterproofing and cure time.",
    ],
    visits: [
      (minutes, town) =>
        `The showroom is ${minutes} minutes from ${town}; borrow samples and see them in your own light before deciding.`,
      (minutes, town) =>
        `Clients from ${town} drive ${minutes} minutes to browse tile, then take samples home to see them in their own light.`,
    ],
    homeVisit: [
      "We check the subfloor or walls for flatness and moisture, then measure and lay out the pattern on paper.",
      "We test the walls or floor for flatness, check for moisture, and sketch the layout and grout lines.",
    ],
  },
  closets: {
    job: "a custom closet",
    housing: {
      "split-level":
        "Split-level bedrooms often have wide, shallow reach-in closets, where double-hang rods and drawers double the usable space.",
      ranch:
        "Ranch hallways often hide a linen closet we can rebuild as a pantry or a laundry cabinet.",
      cape: "Upstairs in capes, the knee walls under the roof slope are perfect for built-in drawers and low shelving.",
      colonial:
        "Colonial primary bedrooms often have a walk-in that a full system with an island or a shoe wall makes far more useful.",
      historic:
        "Older houses have few, shallow closets, and freestanding wardrobe units built to fit can add storage without moving walls.",
      tudor:
        "Tudor closets often sit under eaves and arches, and we design around the angles instead of fighting them.",
      condo:
        "In condominiums every foot counts, so we design entry closets and pantries down to the last inch.",
      cottage:
        "Lake houses need a mudroom or entry storage for coats, life jackets and gear that can dry out.",
      "multi-family":
        "In two-family homes, simple adjustable systems suit changing tenants and hold up to frequent moves.",
    },
    permit: [
      (office, town) =>
        `Closet systems need no permit in ${town}; if we add lighting circuits, the ${office} issues an electrical permit that we file.`,
      (office, town) =>
        `A closet system in ${town} needs no permit; wiring new lights is the one part the ${office} inspects, and we file for it.`,
    ],
    timeline: [
      "About two weeks from design to installation; most closets go in within one or two days.",
      "Design and manufacture take about two weeks, and installation usually finishes in a day or two.",
    ],
    visits: [
      (minutes, town) =>
        `See finishes and hardware at the showroom ${minutes} minutes from ${town}, or let us bring samples to you.`,
      (minutes, town) =>
        `You can drive ${minutes} minutes from ${town} to see finishes and drawer hardware, or we bring the samples to your home.`,
    ],
    homeVisit: [
      "We measure every wall and count what you own: hanging length, shoes, folded items and accessories.",
      "We measure the space and take stock of long hanging, short hanging, shoes and folded clothes.",
    ],
  },
};

/** Copy for a service the owner adds later: plain, but still about the town. */
export function fallbackCopy(serviceName: string): ServiceLocationCopy {
  const name = serviceName.toLowerCase();
  const permit = (office: string, town: string) =>
    `Where ${name} in ${town} needs a permit, the ${office} issues it and we file the application.`;
  const timeline = "We give you a written schedule with your quote.";
  const visits = (minutes: number, town: string) =>
    `Our showroom is ${minutes} minutes from ${town}.`;
  const homeVisit = "We measure and talk through what you want.";
  const line = (kind: string) =>
    `In a ${kind} we check what is behind the walls before quoting ${name}.`;
  return {
    job: name,
    housing: Object.fromEntries(
      Object.entries(housingNames).map(([type, noun]) => [type, line(noun)]),
    ) as Record<HousingType, string>,
    permit: [permit, permit],
    timeline: [timeline, timeline],
    visits: [visits, visits],
    homeVisit: [homeVisit, homeVisit],
  };
}

const WORDING_LINES = 4;

const differingLines = (a: number, b: number) => {
  let bits = a ^ b;
  let count = 0;
  for (; bits; bits >>= 1) count += bits & 1;
  return count;
};

/**
 * Chooses, per town, which wording of each template line its pages use (a
 * 4-bit number: permit, timeline, visits, home visit). Towns with the same
 * kinds of house already share their housing paragraphs, so each takes the
 * wordings that differ most from those towns' choices.
 */
export function assignWordings(
  towns: ReadonlyArray<{ key: string; housingStock: string | null }>,
): Map<string, number> {
  const chosen: Array<{ types: HousingType[]; wording: number }> = [];
  const result = new Map<string, number>();
  for (const town of towns) {
    const types = housingTypesOf(town.housingStock ?? "").slice(0, 2);
    let best = 0;
    let bestCost = Infinity;
    for (let wording = 0; wording < 2 ** WORDING_LINES; wording++) {
      let cost = 0;
      for (const other of chosen) {
        const sharedTypes = types.filter((t) => other.types.includes(t)).length;
        const sameLines =
          WORDING_LINES - differingLines(wording, other.wording);
        cost += (1 + 2 * sharedTypes) * sameLines ** 2;
      }
      if (cost < bestCost) {
        best = wording;
        bestCost = cost;
      }
    }
    chosen.push({ types, wording: best });
    result.set(town.key, best);
  }
  return result;
}

export const wordingLine = {
  permit: 0,
  timeline: 1,
  visits: 2,
  homeVisit: 3,
} as const;

/** The wording of one template line that `wording` selects. */
export function pickVariant<T>(
  variants: Variants<T>,
  wording: number,
  line: keyof typeof wordingLine,
): T {
  return variants[(wording >> wordingLine[line]) & 1]!;
}
