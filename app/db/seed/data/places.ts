export interface CitySeed {
  slug: string;
  name: string;
  lat: number;
  lng: number;
  neighborhoods: string[];
  housingStock: string;
  permitOffice: string;
  driveMinutes: number;
  localNote: string;
}

export interface CountySeed {
  slug: string;
  name: string;
  state: "NY" | "NJ" | "CT";
  tier: "core" | "extended";
  cities: CitySeed[];
}

// driveMinutes are typical, non-rush-hour drive times from the Congers
// showroom. Coordinates are approximate town centers.
export const countySeeds: CountySeed[] = [
  {
    slug: "rockland",
    name: "Rockland County",
    state: "NY",
    tier: "core",
    cities: [
      {
        slug: "new-city",
        name: "New City",
        lat: 41.1476,
        lng: -73.9893,
        neighborhoods: ["Little Tor", "South Mountain Road", "Strawtown", "Germonds"],
        housingStock:
          "Most homes are split-levels, raised ranches and center-hall colonials built during the 1960s and 1970s, when the Tappan Zee Bridge opened the area to commuters.",
        permitOffice: "Town of Clarkstown Building Department",
        driveMinutes: 10,
        localNote:
          "Many raised ranches here have a kitchen walled off from the dining room, so we often check whether that wall is load-bearing before finalizing an open-plan design.",
      },
      {
        slug: "congers",
        name: "Congers",
        lat: 41.1507,
        lng: -73.9457,
        neighborhoods: ["Lake DeForest", "Rockland Lake", "Gilchrest Road area"],
        housingStock:
          "Congers mixes 1950s capes and ranches, 1970s hi-ranches, and former lake cottages that were converted to year-round homes over the decades.",
        permitOffice: "Town of Clarkstown Building Department",
        driveMinutes: 5,
        localNote:
          "Our showroom is here, so Congers clients can compare samples in person between site visits, and because many converted cottages were expanded in stages, we check electrical service and framing before opening walls.",
      },
      {
        slug: "nyack",
        name: "Nyack",
        lat: 41.0907,
        lng: -73.9179,
        neighborhoods: ["Downtown Main Street", "South Broadway", "Piermont Avenue", "Midland Avenue"],
        housingStock:
          "The village is dense with 19th-century Victorians, Italianate houses and modest worker cottages, plus riverfront condominiums along the Hudson.",
        permitOffice: "Village of Nyack Building Department",
        driveMinutes: 15,
        localNote:
          "Older Nyack houses often have out-of-level floors and plaster walls, and parts of the village fall under architectural review for exterior changes, so we plan extra time for window or door alterations.",
      },
      {
        slug: "pearl-river",
        name: "Pearl River",
        lat: 41.059,
        lng: -74.0218,
        neighborhoods: ["Central Avenue downtown", "Lake Tappan area", "Blue Hill"],
        housingStock:
          "Pearl River has many 1920s through 1950s capes and colonials close to downtown, with split-levels and ranches from the following decades farther out.",
        permitOffice: "Town of Orangetown Building Department",
        driveMinutes: 20,
        localNote:
          "Expanded capes here often have small kitchens at the back of the house, and borrowing space from an adjacent mudroom or porch is usually the most practical way to gain room.",
      },
      {
        slug: "stony-point",
        name: "Stony Point",
        lat: 41.2293,
        lng: -73.9871,
        neighborhoods: ["Grassy Point", "Tomkins Cove", "Jones Point"],
        housingStock:
          "Homes range from older river-hamlet houses near the water to raised ranches and colonials built between the 1970s and 1990s in the hills.",
        permitOffice: "Town of Stony Point Building Department",
        driveMinutes: 15,
        localNote:
          "Low-lying riverfront streets such as those around Grassy Point are in flood zones, which can affect basement bathrooms, finish choices and permit requirements.",
      },
      {
        slug: "suffern",
        name: "Suffern",
        lat: 41.1148,
        lng: -74.1496,
        neighborhoods: ["Lafayette Avenue downtown", "Washington Avenue", "Route 59 corridor"],
        housingStock:
          "The village has early-1900s homes near Lafayette Avenue, post-war capes on the side streets, and a number of apartments and condominiums close to the train station.",
        permitOffice: "Village of Suffern Building Department",
        driveMinutes: 25,
        localNote:
          "In the oldest houses we budget for surprises behind the walls, such as outdated wiring or galvanized supply lines, before quoting a bathroom or kitchen.",
      },
      {
        slug: "haverstraw",
        name: "Haverstraw",
        lat: 41.1976,
        lng: -73.9646,
        neighborhoods: ["Downtown Broadway", "Riverfront", "Bowline Point"],
        housingStock:
          "Haverstraw's housing reflects its brickmaking past, with 19th-century brick and frame homes near the river alongside newer waterfront condominiums.",
        permitOffice: "Village of Haverstraw Building Department",
        driveMinutes: 12,
        localNote:
          "Waterfront condo projects require association approval and delivery scheduling, while the older brick homes near downtown can have uneven walls that call for careful cabinet scribing.",
      },
      {
        slug: "valley-cottage",
        name: "Valley Cottage",
        lat: 41.1182,
        lng: -73.9557,
        neighborhoods: ["Rockland Lake", "Kings Highway", "Lake Road"],
        housingStock:
          "Valley Cottage is mostly 1950s to 1970s ranches and split-levels, with several townhouse communities built in later decades.",
        permitOffice: "Town of Clarkstown Building Department",
        driveMinutes: 8,
        localNote:
          "Townhouse owners usually need written association approval before work starts, so we prepare drawings and insurance certificates early to avoid delays.",
      },
    ],
  },
  {
    slug: "bergen",
    name: "Bergen County",
    state: "NJ",
    tier: "core",
    cities: [
      {
        slug: "ridgewood",
        name: "Ridgewood",
        lat: 40.9793,
        lng: -74.1165,
        neighborhoods: ["Upper Ridgewood", "Downtown Ridgewood", "Habernickel Park area"],
        housingStock:
          "Ridgewood is known for Victorians, Tudors and colonials built from the late 1800s through the 1930s, with later colonials and split-levels on the outer streets.",
        permitOffice: "Village of Ridgewood Construction Code Office",
        driveMinutes: 30,
        localNote:
          "Many older Ridgewood homes still have small original kitchens and a single full bath upstairs, so carving a second bath out of a hall closet or spare room is a common request.",
      },
      {
        slug: "paramus",
        name: "Paramus",
        lat: 40.9445,
        lng: -74.0754,
        neighborhoods: ["Arcola", "Spring Valley Road area", "Paramus Park area"],
        housingStock:
          "Paramus grew quickly after World War II, and its streets are lined with 1950s capes, ranches and split-levels, many expanded over the years.",
        permitOffice: "Borough of Paramus Construction Code Office",
        driveMinutes: 25,
        localNote:
          "Because of the borough's blue laws, most Paramus stores close on Sundays, so clients who want to shop appliances and fixtures locally should plan those trips for Saturdays.",
      },
      {
        slug: "hackensack",
        name: "Hackensack",
        lat: 40.8859,
        lng: -74.0435,
        neighborhoods: ["Fairmount", "Prospect Avenue", "Main Street downtown"],
        housingStock:
          "Hackensack combines early 20th-century colonials and two-family homes with the mid-rise and high-rise co-ops and condominiums along Prospect Avenue.",
        permitOffice: "City of Hackensack Construction Code Office",
        driveMinutes: 30,
        localNote:
          "Co-op and condo buildings typically require board approval, certificates of insurance, elevator reservations and set work hours, which we factor into the schedule from day one.",
      },
      {
        slug: "mahwah",
        name: "Mahwah",
        lat: 41.0887,
        lng: -74.1438,
        neighborhoods: ["Cragmere", "Fardale", "Masonicus", "West Mahwah"],
        housingStock:
          "Mahwah has 1950s to 1970s ranches and split-levels in its older sections, larger colonials from the 1980s onward, and several townhouse communities.",
        permitOffice: "Township of Mahwah Construction Code Office",
        driveMinutes: 25,
        localNote:
          "Larger newer homes here often have builder-grade kitchens and baths that are structurally sound, so many projects are finish upgrades that avoid moving plumbing.",
      },
      {
        slug: "fort-lee",
        name: "Fort Lee",
        lat: 40.8509,
        lng: -73.9701,
        neighborhoods: ["Coytesville", "Palisade Avenue", "Hudson Terrace"],
        housingStock:
          "Fort Lee is dominated by high-rise co-ops and condominiums along the Palisades, with older single-family and two-family homes on the side streets.",
        permitOffice: "Borough of Fort Lee Construction Code Office",
        driveMinutes: 30,
        localNote:
          "High-rise kitchens and baths are planned around building rules on work hours, freight elevator use and riser plumbing that can't be relocated.",
      },
      {
        slug: "englewood",
        name: "Englewood",
        lat: 40.8929,
        lng: -73.9726,
        neighborhoods: ["East Hill", "Palisade Avenue downtown", "West Side"],
        housingStock:
          "Englewood ranges from large early-1900s houses on East Hill to colonials, capes and two-family homes on the west side of the city.",
        permitOffice: "City of Englewood Construction Code Office",
        driveMinutes: 25,
        localNote:
          "Older East Hill homes often have plaster walls and cast-iron drain lines, so we open walls carefully and include an allowance for replacing old piping.",
      },
      {
        slug: "teaneck",
        name: "Teaneck",
        lat: 40.8976,
        lng: -74.016,
        neighborhoods: ["West Englewood", "Cedar Lane", "Glenpointe"],
        housingStock:
          "Teaneck has many 1920s through 1940s Tudors, colonials and capes, with ranches and split-levels from the post-war years.",
        permitOffice: "Township of Teaneck Construction Code Office",
        driveMinutes: 30,
        localNote:
          "Owners of Tudor-era homes often want to keep period details, so we source hex mosaics, subway tile and trim profiles that suit the original bathrooms.",
      },
    ],
  },
  {
    slug: "westchester",
    name: "Westchester County",
    state: "NY",
    tier: "extended",
    cities: [
      {
        slug: "white-plains",
        name: "White Plains",
        lat: 41.034,
        lng: -73.7629,
        neighborhoods: ["Gedney Farms", "Highlands", "Battle Hill", "Downtown"],
        housingStock:
          "White Plains pairs Tudors and colonials from the 1920s and 1930s in neighborhoods like Gedney Farms with downtown high-rise condominiums.",
        permitOffice: "City of White Plains Building Department",
        driveMinutes: 25,
        localNote:
          "We cross the Mario Cuomo Bridge for these jobs, so we schedule deliveries outside peak traffic and consolidate site visits where we can.",
      },
      {
        slug: "yonkers",
        name: "Yonkers",
        lat: 40.9312,
        lng: -73.8988,
        neighborhoods: ["Park Hill", "Crestwood", "Colonial Heights"],
        housingStock:
          "Yonkers has early 20th-century Victorians and Tudors on its hills, many two- and three-family houses, and mid-century colonials in the northern sections.",
        permitOffice: "City of Yonkers Department of Housing and Buildings",
        driveMinutes: 30,
        localNote:
          "Hillside lots with long stairways and limited street parking mean material deliveries and debris removal take more planning than in a typical suburban driveway.",
      },
      {
        slug: "tarrytown",
        name: "Tarrytown",
        lat: 41.0762,
        lng: -73.8587,
        neighborhoods: ["Main Street", "Broadway", "Hudson Harbor"],
        housingStock:
          "The village has 19th-century homes near Main Street, early 20th-century colonials on the hills, and newer condominiums by the river.",
        permitOffice: "Village of Tarrytown Building Department",
        driveMinutes: 20,
        localNote:
          "Tarrytown is just across the bridge from Rockland, and its older village houses often need subfloor leveling before new tile or cabinets go in.",
      },
    ],
  },
  {
    slug: "orange",
    name: "Orange County",
    state: "NY",
    tier: "extended",
    cities: [
      {
        slug: "newburgh",
        name: "Newburgh",
        lat: 41.5034,
        lng: -74.0104,
        neighborhoods: ["East End Historic District", "Downing Park area", "Broadway corridor"],
        housingStock:
          "The city has a large stock of 19th-century brick row houses, Italianates and Greek Revival homes, many of them in the East End Historic District.",
        permitOffice: "City of Newburgh Building Department",
        driveMinutes: 40,
        localNote:
          "Work on the exterior of homes in the historic district can require review, and interiors often involve balloon framing and plaster that we plan around carefully.",
      },
      {
        slug: "monroe",
        name: "Monroe",
        lat: 41.3306,
        lng: -74.1868,
        neighborhoods: ["Walton Lake", "Mombasha", "Smith's Clove"],
        housingStock:
          "Monroe mixes older village homes and lake cottages with colonials and split-levels built from the 1970s through the 2000s.",
        permitOffice: "Village of Monroe Building Department",
        driveMinutes: 30,
        localNote:
          "Homes on private wells can have hard water, so we point clients toward fixtures and glass treatments that are easier to keep free of mineral spots.",
      },
    ],
  },
  {
    slug: "putnam",
    name: "Putnam County",
    state: "NY",
    tier: "extended",
    cities: [
      {
        slug: "carmel",
        name: "Carmel",
        lat: 41.43,
        lng: -73.6801,
        neighborhoods: ["Lake Gleneida", "Carmel Hamlet", "Lake Mahopac"],
        housingStock:
          "The town has lakeside cottages from the early and mid 20th century alongside larger colonials built from the 1980s onward.",
        permitOffice: "Town of Carmel Building Department",
        driveMinutes: 45,
        localNote:
          "Much of Carmel lies within the New York City watershed, which mainly affects additions and septic work, so interior kitchen and bath remodels are usually simpler to permit.",
      },
      {
        slug: "brewster",
        name: "Brewster",
        lat: 41.3973,
        lng: -73.6171,
        neighborhoods: ["Main Street village", "Peach Lake", "Tonetta Lake"],
        housingStock:
          "Brewster has Victorian-era homes in the village, seasonal-turned-year-round houses around the lakes, and newer colonials on larger lots.",
        permitOffice: "Town of Southeast Building Department",
        driveMinutes: 50,
        localNote:
          "Many Brewster mailing addresses are in the Town of Southeast while homes in the village itself are permitted by the Village of Brewster, so we confirm the correct office first.",
      },
      {
        slug: "cold-spring",
        name: "Cold Spring",
        lat: 41.4201,
        lng: -73.9546,
        neighborhoods: ["Main Street", "Fair Street", "Riverfront near the train station"],
        housingStock:
          "Cold Spring is a compact 19th-century village of frame and brick houses, many with narrow footprints and steep original stairs.",
        permitOffice: "Village of Cold Spring Building Department",
        driveMinutes: 40,
        localNote:
          "Exterior changes in the village historic district go through the Historic District Review Board, and tight staircases can limit the size of cabinets and slabs we bring in.",
      },
    ],
  },
  {
    slug: "passaic",
    name: "Passaic County",
    state: "NJ",
    tier: "extended",
    cities: [
      {
        slug: "wayne",
        name: "Wayne",
        lat: 40.9254,
        lng: -74.2765,
        neighborhoods: ["Packanack Lake", "Pines Lake", "Preakness", "Mountain View"],
        housingStock:
          "Wayne is largely 1950s and 1960s ranches, split-levels and colonials, including homes in its private lake communities.",
        permitOffice: "Township of Wayne Construction Code Office",
        driveMinutes: 40,
        localNote:
          "Parts of Mountain View near the Pompton and Passaic rivers are flood-prone, which affects basement bathrooms and the materials we recommend below grade.",
      },
      {
        slug: "clifton",
        name: "Clifton",
        lat: 40.8584,
        lng: -74.1638,
        neighborhoods: ["Athenia", "Allwood", "Botany Village", "Albion"],
        housingStock:
          "Clifton has many 1920s to 1950s capes, colonials and two-family houses, with ranches and split-levels in its later neighborhoods.",
        permitOffice: "City of Clifton Construction Code Office",
        driveMinutes: 40,
        localNote:
          "Narrow older kitchens are common here, and galley or single-wall layouts with tall pantry cabinets often gain more storage than trying to fit an island.",
      },
      {
        slug: "west-milford",
        name: "West Milford",
        lat: 41.1312,
        lng: -74.3674,
        neighborhoods: ["Greenwood Lake", "Upper Greenwood Lake", "Oak Ridge"],
        housingStock:
          "West Milford has many lake houses and former summer cottages that became year-round homes, along with ranches and colonials on wooded lots.",
        permitOffice: "Township of West Milford Construction Code Office",
        driveMinutes: 45,
        localNote:
          "Most homes rely on wells and septic systems, so adding a bathroom may require a septic review before the remodel can be permitted.",
      },
    ],
  },
  {
    slug: "fairfield",
    name: "Fairfield County",
    state: "CT",
    tier: "extended",
    cities: [
      {
        slug: "stamford",
        name: "Stamford",
        lat: 41.0534,
        lng: -73.5387,
        neighborhoods: ["Shippan", "North Stamford", "Springdale", "Glenbrook"],
        housingStock:
          "Stamford ranges from waterfront homes on Shippan to large colonials on wooded lots in North Stamford and capes and ranches in Springdale and Glenbrook.",
        permitOffice: "City of Stamford Building Department",
        driveMinutes: 40,
        localNote:
          "Shippan homes sit in coastal flood zones where substantial renovations can trigger elevation rules, while North Stamford homes often run on well water and septic.",
      },
      {
        slug: "greenwich",
        name: "Greenwich",
        lat: 41.0262,
        lng: -73.6282,
        neighborhoods: ["Old Greenwich", "Riverside", "Cos Cob", "Byram"],
        housingStock:
          "Greenwich has everything from compact capes in Byram to large colonials and estate homes in the back country, many of which have been renovated more than once.",
        permitOffice: "Town of Greenwich Building Division",
        driveMinutes: 35,
        localNote:
          "Waterfront sections of Old Greenwich and Riverside fall within coastal flood zones, and larger projects can take longer to move through permit review, so we plan schedules accordingly.",
      },
    ],
  },
];
