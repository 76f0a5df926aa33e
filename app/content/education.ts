// Copy of the Remodeling Education page (/education): materials and choices.
import { business } from "#app/business/current.ts";
import type { InfoLink, InfoSection } from "./info-types.ts";
import type { PageHeadCopy } from "./pages.ts";

export function educationIntro() {
  return `Plain-language guides to the choices that shape a kitchen or bath, written by the designers in our ${business().address.city} showroom. Read them before you shop, then come and see the materials side by side.`;
}

export const cabinetSection: InfoSection = {
  id: "cabinets",
  heading: "Cabinets: stock, semi-custom and custom",
  paragraphs: [
    "Cabinets are usually the largest line in a kitchen budget, often a third of the total. The three grades differ less in looks than in choice of sizes and finishes, lead time and what the box is made of.",
  ],
  blocks: [
    {
      heading: "Stock",
      paragraphs: [
        "Made ahead in standard widths, usually 3-inch steps, with a short list of door styles and finishes. Fillers close the gaps. Typically delivered within a few weeks: a good choice for rentals, laundry rooms and budget-minded kitchens.",
      ],
    },
    {
      heading: "Semi-custom",
      paragraphs: [
        "Built to order from a catalog with far more sizes, depth changes, finishes and interior accessories. Most of the kitchens we design use semi-custom lines; they usually take several weeks to build.",
      ],
    },
    {
      heading: "Custom",
      paragraphs: [
        "Built to the inch for your room, in any species, paint color or detail. Worth it for awkward spaces, very tall ceilings or furniture-style pieces; expect the longest lead time.",
      ],
    },
    {
      heading: "What to check in any grade",
      bullets: [
        "Box material: plywood resists water better than particleboard at the sink; good furniture board is fine elsewhere.",
        "Drawer boxes: dovetailed solid wood or metal, on full-extension soft-close glides.",
        "Hinges: concealed, adjustable, soft-close.",
        "Finish: a factory-cured paint or stain holds up far better than a field finish.",
      ],
    },
  ],
  links: [
    { label: "Our cabinet sales service", href: "/services/kitchen-cabinets" },
  ],
};

export interface CountertopMaterial {
  id: string;
  name: string;
  heat: string;
  stains: string;
  scratches: string;
  upkeep: string;
  cost: string;
  bestFor: string;
}

export const countertopIntro =
  "No countertop is perfect. Pick the one whose weaknesses you can live with, given how you cook and how much upkeep you want. Installed cost depends on the slab, edge profile, cut-outs and seams; the dollar signs compare materials with each other.";

export const countertopCaption =
  "Countertop materials compared: heat, stains, scratches, upkeep and relative installed cost";

export const countertopMaterials: CountertopMaterial[] = [
  {
    id: "quartz",
    name: "Quartz (engineered stone)",
    heat: "Fair: resin can scorch; always use a trivet",
    stains: "Excellent: non-porous, never needs sealing",
    scratches: "Very good",
    upkeep: "Lowest: soap and water",
    cost: "$$–$$$",
    bestFor: "Busy family kitchens and baths that want a consistent look",
  },
  {
    id: "granite",
    name: "Granite",
    heat: "Excellent: takes hot pans",
    stains: "Good once sealed",
    scratches: "Excellent",
    upkeep: "Reseal about once a year",
    cost: "$$–$$$",
    bestFor: "Cooks who want natural stone that shrugs off heat",
  },
  {
    id: "quartzite",
    name: "Quartzite",
    heat: "Excellent",
    stains: "Good to very good once sealed",
    scratches: "Excellent: harder than granite",
    upkeep: "Reseal once or twice a year",
    cost: "$$$–$$$$",
    bestFor: "A marble look with far more durability",
  },
  {
    id: "marble",
    name: "Marble",
    heat: "Good",
    stains: "Fair: etches with lemon, wine and vinegar",
    scratches: "Fair: softer stone",
    upkeep: "Seal often and accept a patina",
    cost: "$$$–$$$$",
    bestFor: "Baking stations, vanities and lightly used kitchens",
  },
  {
    id: "solid-surface",
    name: "Solid surface",
    heat: "Fair: can scorch",
    stains: "Very good: non-porous",
    scratches: "Fair, but sands out",
    upkeep: "Low; repairable in place",
    cost: "$–$$",
    bestFor: "Seamless integrated sinks, baths and accessible counters",
  },
  {
    id: "laminate",
    name: "Laminate",
    heat: "Poor",
    stains: "Good",
    scratches: "Fair",
    upkeep: "Low, but damage cannot be repaired",
    cost: "$",
    bestFor: "Laundry rooms, rentals and tight budgets",
  },
];

export const countertopLinks: InfoLink[] = [
  { label: "Our countertop service", href: "/services/countertops" },
];

export const afterCountertopSections: InfoSection[] = [
  {
    id: "tile",
    heading: "Tile: choosing what goes on floors and walls",
    paragraphs: [
      "Tile is a system: the tile you see, plus the waterproofing, setting material and grout you do not. The most beautiful tile fails if what is behind it leaks.",
    ],
    blocks: [
      {
        heading: "Porcelain, ceramic or natural stone",
        paragraphs: [
          "Porcelain is dense and absorbs almost no water, so it works on floors, in showers and outdoors. Ceramic is softer and lighter, ideal for backsplashes and walls. Natural stone such as marble and slate is beautiful but needs sealing and gentle cleaners.",
        ],
      },
      {
        heading: "Slip resistance and size",
        paragraphs: [
          "For bathroom floors and shower pans choose a tile rated for wet areas; smaller tiles add grout lines that give bare feet more grip. Large-format tiles (24 inches and up) mean fewer grout lines but need a very flat floor, which we prepare first.",
        ],
      },
      {
        heading: "Grout and waterproofing",
        paragraphs: [
          "Every shower we build gets a continuous waterproof membrane behind the tile, not just cement board. Epoxy or high-performance grouts resist stains and never need sealing; ask about them for floors and showers.",
        ],
      },
    ],
    links: [
      {
        label: "Our tile installation service",
        href: "/services/tile-installation",
      },
    ],
  },
  {
    id: "layouts",
    heading: "Kitchen and bath layouts",
    paragraphs: [
      "Layout decides how a room works far more than finishes do. Moving plumbing or walls costs more, so we first look for a better layout within the walls you have.",
    ],
    blocks: [
      {
        heading: "Common kitchen layouts",
        bullets: [
          "Galley: two parallel runs; very efficient for one cook, crowded for two.",
          "L-shape: two walls, open to a dining or family area; easy to add an island.",
          "U-shape: three walls of storage and counter; best in larger rooms.",
          "Island or peninsula: adds seating and prep space, but needs clearance around it.",
        ],
      },
      {
        heading: "Clearances that make a kitchen comfortable",
        bullets: [
          "Work aisles at least 42 inches wide for one cook and 48 inches for two, as the NKBA planning guidelines recommend.",
          "Sink, range and refrigerator close enough to move between easily, with no tall cabinet or busy walkway cutting through.",
          "A landing space of counter beside the refrigerator, range and microwave.",
        ],
      },
      {
        heading: "Bathroom layouts",
        paragraphs: [
          "Keep the toilet out of the direct line of sight from the door when you can, allow at least 30 inches of width for it, and give a shower at least 36 by 36 inches. A tub-to-shower conversion or a larger vanity often fits within the existing plumbing walls.",
        ],
      },
    ],
    links: [
      { label: "Browse design inspiration", href: "/design-inspiration" },
    ],
  },
  {
    id: "accessibility",
    heading: "Accessibility and aging in place",
    paragraphs: [
      "Universal design makes a room easier for everyone, whether that is a toddler, a grandparent or you after knee surgery. Built in from the start, most of it costs little and looks like good design, not a hospital.",
    ],
    bullets: [
      "Curbless (zero-threshold) showers with a linear drain, a bench and a handheld shower on a slide bar.",
      "Solid blocking inside the walls now, so grab bars can be mounted anywhere later.",
      "Comfort-height toilets and wall-hung vanities with knee space for seated use.",
      "Doorways of 32 to 36 inches clear, and a 60-inch turning circle where a wheelchair must turn.",
      "Lever handles, D-pull hardware and drawers instead of base cabinet doors, so nothing needs a tight grip or deep bending.",
      "Layered lighting, contrasting counter edges and slip-resistant flooring for aging eyes and feet.",
    ],
    note: "Planning for a family member with specific needs? Tell us at the consultation; we design around the person, and can work with their occupational therapist.",
    links: [
      {
        label: "Our bathroom remodeling service",
        href: "/services/bathroom-remodeling",
      },
    ],
  },
];

export function educationLinks(): InfoLink[] {
  return [
    {
      label: "Free Remodeling Learning Guide",
      href: "/learning-guide",
      description:
        "Turn what you learned into a step-by-step plan you can print.",
    },
    {
      label: "Homeowner Information Center",
      href: "/information",
      description: "Our process, warranties, permits and what to expect.",
    },
    {
      label: "All our services",
      href: "/services",
      description: "Kitchens, baths, cabinets, countertops, tile and closets.",
    },
    {
      label: "Before & after gallery",
      href: "/gallery",
      description: "See these materials in finished local homes.",
    },
    {
      label: "Remodeling blog",
      href: "/blogs",
      description: "Ideas and advice for homeowners in our area.",
    },
    {
      label: "Visit the showroom",
      href: "/contact",
      description: `Compare cabinets, counters and tile in person in ${business().address.city}.`,
    },
  ];
}

export const educationHead: PageHeadCopy = {
  title: "Remodeling Education",
  description:
    "Guides to remodeling materials and choices: cabinet grades, countertop materials compared, tile, kitchen and bath layouts, and accessible, aging-in-place design.",
};
