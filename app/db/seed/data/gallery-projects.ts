export type IllustrationScene =
  | "kitchen"
  | "bathroom"
  | "cabinets"
  | "countertops"
  | "tile"
  | "closet";

export interface GalleryProjectSeed {
  key: string;
  title: string;
  description: string;
  category:
    | "kitchens"
    | "bathrooms"
    | "cabinets"
    | "countertops"
    | "tile"
    | "closets";
  location: string;
  projectDate: string;
  scene: IllustrationScene;
  palette: { wall: string; cabinet: string; accent: string; floor: string };
  featured: 0 | 1;
  sortOrder: number;
  alt: { before: string; after: string };
}

// Palette colors describe the finished (after) room and drive the
// generated before/after illustrations.
export const galleryProjectSeeds: GalleryProjectSeed[] = [
  {
    key: "modern-kitchen-renovation",
    title: "Modern Kitchen Renovation",
    description:
      "A closed 1970s kitchen in a New City split-level became an open L-shape with a nine-foot island. We removed the partition to the dining room, carried the load on a flush engineered beam, and moved the sink under the rear window. Finishes include slab-front cabinets in deep slate blue, white quartz counters, matte brass fixtures, and wide-plank white oak flooring run through to the dining area. Eleven weeks from demolition to final inspection.",
    category: "kitchens",
    location: "New City, NY",
    projectDate: "May 2025",
    scene: "kitchen",
    palette: {
      wall: "#F2EFEA",
      cabinet: "#2F3B45",
      accent: "#B08D57",
      floor: "#C9B79C",
    },
    featured: 1,
    sortOrder: 1,
    alt: {
      before:
        "Closed-off 1970s kitchen with dark oak cabinets, almond appliances and a wall blocking the dining room",
      after:
        "Open kitchen with slate-blue flat-panel cabinets, a long white quartz island under brass pendants, and white oak floors",
    },
  },
  {
    key: "luxury-bathroom-remodel",
    title: "Luxury Bathroom Remodel",
    description:
      "The primary bath of a 1920s Ridgewood colonial traded a corner whirlpool and a cramped stall for a six-foot glass shower with a built-in bench and linear drain, plus a freestanding soaking tub under the window. A 72-inch walnut double vanity holds two undermount sinks. Marble-look porcelain covers the floor over electric radiant heat, and a new exhaust fan now vents outdoors instead of into the attic. Seven weeks, including village inspections.",
    category: "bathrooms",
    location: "Ridgewood, NJ",
    projectDate: "March 2025",
    scene: "bathroom",
    palette: {
      wall: "#F5F3EF",
      cabinet: "#6B4A33",
      accent: "#BFC3C7",
      floor: "#DCD8D2",
    },
    featured: 1,
    sortOrder: 2,
    alt: {
      before:
        "Cramped primary bath with a beige corner whirlpool tub, a small fiberglass shower stall and a single pedestal sink",
      after:
        "Bright primary bath with a frameless glass shower, freestanding white tub, walnut double vanity and pale marble-look floor",
    },
  },
  {
    key: "custom-cabinet-installation",
    title: "Custom Cabinet Installation",
    description:
      "For a Mahwah colonial we built custom painted cabinetry that runs to the nine-foot ceiling, with stacked glass-front uppers and crown molding scribed to the uneven ceiling line. The plan added an appliance garage, full-extension pantry pull-outs, a paneled refrigerator, and a spice drawer beside the range. Cabinets were built in six weeks, and installation, including scribing and door adjustment, took eight working days.",
    category: "cabinets",
    location: "Mahwah, NJ",
    projectDate: "October 2023",
    scene: "cabinets",
    palette: {
      wall: "#EEEBE5",
      cabinet: "#5E6B5A",
      accent: "#8C6A3F",
      floor: "#A88B6A",
    },
    featured: 1,
    sortOrder: 3,
    alt: {
      before:
        "Kitchen wall of builder-grade honey maple cabinets stopping a foot below the ceiling, with a bulkhead above",
      after:
        "Sage-green painted cabinets running to the ceiling with glass-front uppers, a paneled refrigerator and bronze pulls",
    },
  },
  {
    key: "quartz-countertop-installation",
    title: "Quartz Countertop Installation",
    description:
      "The homeowners in this Nyack Victorian liked their white cabinets but not their worn laminate tops. We templated the existing cabinets and installed three-centimeter quartz with a soft gray vein, a mitered waterfall end on the island, and an undermount stainless sink. A matching slab backsplash runs full height behind the range. Templating to finished installation took two weeks, and plumbing was reconnected the same day.",
    category: "countertops",
    location: "Nyack, NY",
    projectDate: "July 2025",
    scene: "countertops",
    palette: {
      wall: "#D8DDD6",
      cabinet: "#F3F2EE",
      accent: "#E6E3DE",
      floor: "#9C7B5B",
    },
    featured: 1,
    sortOrder: 4,
    alt: {
      before:
        "White kitchen cabinets topped with chipped speckled laminate counters and a drop-in double sink",
      after:
        "The same white cabinets with gray-veined white quartz counters, a waterfall island end and a full-height quartz backsplash",
    },
  },
  {
    key: "custom-tile-work",
    title: "Custom Tile Work",
    description:
      "A Suffern primary shower was rebuilt from the studs with a bonded waterproofing membrane, a sloped mortar bed, and a recessed niche sized to the tile so no cut pieces show. The walls are glazed handmade-look tile in a soft green, the floor is a marble herringbone mosaic, and the niche is trimmed in brushed brass profile. We dry-laid the herringbone with the owners before setting it. Three and a half weeks in total.",
    category: "tile",
    location: "Suffern, NY",
    projectDate: "February 2024",
    scene: "tile",
    palette: {
      wall: "#A9B9A4",
      cabinet: "#F0EDE6",
      accent: "#B8975A",
      floor: "#E2DDD5",
    },
    featured: 0,
    sortOrder: 5,
    alt: {
      before:
        "Shower with cracked white four-inch wall tile, stained grout and a metal soap dish",
      after:
        "Shower with glossy sage-green handmade-look wall tile, a brass-trimmed niche and a marble herringbone floor",
    },
  },
  {
    key: "custom-closet-design",
    title: "Custom Closet Design",
    description:
      "This Paramus primary closet had a single rod and a wire shelf on each side. We redesigned it with double hanging on one wall, long hanging and a slanted shoe display on the other, and a center island with six drawers and a quartz top. LED strips switch on with the door. The system was built in three weeks and installed in two days, including patching and painting the walls.",
    category: "closets",
    location: "Paramus, NJ",
    projectDate: "August 2025",
    scene: "closet",
    palette: {
      wall: "#F1EEE9",
      cabinet: "#D9D2C7",
      accent: "#8E8A84",
      floor: "#B49A7C",
    },
    featured: 0,
    sortOrder: 6,
    alt: {
      before:
        "Walk-in closet with a single sagging rod, wire shelving and shoes piled on the carpet",
      after:
        "Walk-in closet with greige built-in hanging sections, lit shoe shelves and a center island with drawers",
    },
  },
  {
    key: "farmhouse-kitchen-walk-in-pantry",
    title: "Farmhouse Kitchen with Walk-In Pantry",
    description:
      "In this expanded Pearl River cape, we borrowed space from an underused rear mudroom to add a walk-in pantry and relocated the refrigerator to free a long run of counter. Warm white inset Shaker cabinets, a sage-green island, an apron-front fireclay sink, and soapstone-look quartz give the room its farmhouse character. Oil-rubbed bronze hardware and a beadboard ceiling finish it. Ten weeks from start to finish.",
    category: "kitchens",
    location: "Pearl River, NY",
    projectDate: "October 2024",
    scene: "kitchen",
    palette: {
      wall: "#EDE8DF",
      cabinet: "#F4F1EA",
      accent: "#6F7F68",
      floor: "#8A6E4F",
    },
    featured: 0,
    sortOrder: 7,
    alt: {
      before:
        "Narrow cape kitchen with cherry-stained cabinets, a refrigerator blocking the counter and a cluttered back mudroom",
      after:
        "Farmhouse kitchen with warm white inset cabinets, a sage-green island, a white apron sink and a doorway to a walk-in pantry",
    },
  },
  {
    key: "hall-bath-tub-to-shower",
    title: "Hall Bath Tub-to-Shower Conversion",
    description:
      "For a Valley Cottage townhouse owner planning to age in place, we removed a high-walled tub and built a walk-in shower with a low threshold, a fold-down teak seat, a handheld shower on a slide bar, and grab bars anchored into new blocking. Slip-resistant matte porcelain covers the floor, and a comfort-height toilet and wall-hung vanity open up the room. The association approved the plans in advance, and the work took under three weeks.",
    category: "bathrooms",
    location: "Valley Cottage, NY",
    projectDate: "August 2026",
    scene: "bathroom",
    palette: {
      wall: "#E9EEF0",
      cabinet: "#F7F7F5",
      accent: "#4F6D7A",
      floor: "#9EA3A6",
    },
    featured: 0,
    sortOrder: 8,
    alt: {
      before:
        "Hall bathroom with a high-sided white tub, sliding glass doors and a low vanity with a cultured marble top",
      after:
        "Accessible bathroom with a low-threshold tiled shower, fold-down seat, chrome grab bars and a wall-hung white vanity",
    },
  },
  {
    key: "galley-kitchen-peninsula",
    title: "Galley Kitchen Opened to a Peninsula",
    description:
      "This Wayne ranch had a galley kitchen with doors at both ends. We removed a non-bearing wall, reconfigured the cabinets into an L with a seating peninsula, and added under-cabinet LED lighting and two new circuits. Greige Shaker cabinets, white quartz, matte black hardware, and luxury vinyl plank keep the look calm and practical. A temporary kitchen in the dining room kept the family cooking through the nine-week project.",
    category: "kitchens",
    location: "Wayne, NJ",
    projectDate: "June 2024",
    scene: "kitchen",
    palette: {
      wall: "#E6E4DF",
      cabinet: "#A29D93",
      accent: "#1F1F1F",
      floor: "#B5A48C",
    },
    featured: 0,
    sortOrder: 9,
    alt: {
      before:
        "Dark galley kitchen with oak cabinets on both walls, laminate counters and vinyl sheet flooring",
      after:
        "Open L-shaped kitchen with greige Shaker cabinets, a white quartz peninsula with stools and black hardware",
    },
  },
  {
    key: "powder-room-floating-vanity",
    title: "Powder Room with Floating Vanity",
    description:
      "A dated Englewood powder room got a bold but compact update. We replaced the pedestal sink with a 30-inch floating white oak vanity, moved the supply lines into the wall, and installed a wall-mounted faucet. Deep green paint, an unlacquered brass mirror and sconces, and a pale terrazzo-look porcelain floor give the small room some character. Because no layout changes were needed, the project took just under two weeks.",
    category: "bathrooms",
    location: "Englewood, NJ",
    projectDate: "February 2024",
    scene: "bathroom",
    palette: {
      wall: "#2E3A36",
      cabinet: "#B08961",
      accent: "#C9A35B",
      floor: "#E8E4DC",
    },
    featured: 0,
    sortOrder: 10,
    alt: {
      before:
        "Small powder room with a white pedestal sink, builder-grade mirror and beige ceramic floor tile",
      after:
        "Powder room with dark green walls, a floating white oak vanity, brass mirror and sconces, and a pale terrazzo-look floor",
    },
  },
  {
    key: "mudroom-lockers-built-in-bench",
    title: "Mudroom Lockers and Built-In Bench",
    description:
      "A Congers family wanted a drop zone by the garage door. We built four painted lockers with coat hooks and ventilated upper doors, a bench with pull-out shoe bins, and a shallow wall cabinet for keys and mail. The cabinets are finished in a durable blue-gray catalyzed paint, set on a slate-look porcelain floor that tolerates wet boots. Production took five weeks and installation took three days.",
    category: "cabinets",
    location: "Congers, NY",
    projectDate: "November 2025",
    scene: "cabinets",
    palette: {
      wall: "#E4E1DA",
      cabinet: "#3C4F5C",
      accent: "#B5B5B0",
      floor: "#6F6A64",
    },
    featured: 0,
    sortOrder: 11,
    alt: {
      before:
        "Garage entry hallway with coats on wall hooks, a pile of shoes and a worn vinyl floor",
      after:
        "Mudroom with four blue-gray lockers, a built-in bench over shoe bins and a dark slate-look tile floor",
    },
  },
  {
    key: "honed-quartzite-kitchen-counters",
    title: "Honed Quartzite Kitchen Countertops",
    description:
      "Tile counters with failing grout gave way to honed quartzite in a White Plains Tudor. The owners chose their slabs in person, and we book-matched the island so the veining flows across the seam. The perimeter has an eased edge, and the range wall has a full-height slab backsplash with a small ledge for oils. The stone was sealed on site, and the countertops were templated and installed within twelve days.",
    category: "countertops",
    location: "White Plains, NY",
    projectDate: "July 2025",
    scene: "countertops",
    palette: {
      wall: "#EAE6DE",
      cabinet: "#4A4E4D",
      accent: "#CFC8BC",
      floor: "#7E6650",
    },
    featured: 0,
    sortOrder: 12,
    alt: {
      before:
        "Kitchen counters covered in square white ceramic tile with dark, stained grout lines",
      after:
        "Charcoal cabinets topped with honed, softly veined quartzite and a matching full-height backsplash behind the range",
    },
  },
];
