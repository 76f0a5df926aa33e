export interface InspirationSeed {
  title: string;
  description: string;
  category:
    | "kitchens"
    | "bathrooms"
    | "cabinets"
    | "countertops"
    | "tile"
    | "closets";
  sourceType: "youtube" | "vimeo" | "pinterest" | "instagram" | "houzz" | "article";
  sourceUrl: string | null;
  embedCode: string | null;
  scene: "kitchen" | "bathroom" | "cabinets" | "countertops" | "tile" | "closet";
  sortOrder: number;
}

// Source URLs use generic demo ids; "article" items are written in-house and
// have no external source.
export const inspirationSeeds: InspirationSeed[] = [
  {
    title: "Planning Kitchen Work Zones",
    description:
      "Instead of relying only on the classic work triangle, plan your kitchen in zones: prep, cooking, cleanup, and storage. Put the main prep counter between the sink and the range, give yourself at least 15 inches of landing space beside the refrigerator, and keep dishes in drawers near the dishwasher. In most kitchens, the layout that works is the one with the fewest steps between the tasks you do most.",
    category: "kitchens",
    sourceType: "youtube",
    sourceUrl: "https://www.youtube.com/watch?v=LkbKitchn01",
    embedCode: null,
    scene: "kitchen",
    sortOrder: 1,
  },
  {
    title: "How a Curbless Shower Stays Dry",
    description:
      "A curbless shower only works if the floor is planned for it. The subfloor is usually recessed between the joists so the shower can slope toward a linear drain while the bathroom floor stays level. A continuous waterproofing membrane runs under the whole wet area and up the walls. If your joists can't be recessed, a low threshold of about half an inch is a sensible compromise.",
    category: "bathrooms",
    sourceType: "youtube",
    sourceUrl: "https://www.youtube.com/watch?v=LkbShower02",
    embedCode: null,
    scene: "bathroom",
    sortOrder: 2,
  },
  {
    title: "Inset vs. Full-Overlay Cabinet Doors",
    description:
      "Inset doors sit flush inside the face frame for a furniture-like, traditional look, but they cost more and need seasonal adjustment as the wood moves. Full-overlay doors cover almost the entire frame, give you slightly wider drawer openings, and suit both modern and transitional kitchens. If you love the inset look but not the price, a beaded face frame with overlay doors comes close.",
    category: "cabinets",
    sourceType: "vimeo",
    sourceUrl: "https://vimeo.com/100000003",
    embedCode: null,
    scene: "cabinets",
    sortOrder: 3,
  },
  {
    title: "Herringbone and Chevron Backsplash Ideas",
    description:
      "Herringbone uses rectangular tiles laid at right angles to each other, while chevron tiles are cut at an angle so the points line up in a clean V. Both add movement to a plain backsplash. Expect more labor and about 15 percent extra tile for cuts, and choose a grout close to the tile color if you want the pattern to read as texture rather than lines.",
    category: "tile",
    sourceType: "pinterest",
    sourceUrl: "https://www.pinterest.com/pin/100000000000000004/",
    embedCode: null,
    scene: "tile",
    sortOrder: 4,
  },
  {
    title: "Waterfall Island Edges in Quartz",
    description:
      "A waterfall end carries the countertop down the side of the island to the floor. It protects the cabinet side from chairs and kicks, and it looks best when the fabricator miters the corner and matches the veining from top to side. Plan for an extra slab or a larger one, because the vertical panel needs uninterrupted material.",
    category: "countertops",
    sourceType: "instagram",
    sourceUrl: "https://www.instagram.com/p/LkbQuartz05/",
    embedCode: null,
    scene: "countertops",
    sortOrder: 5,
  },
  {
    title: "Walk-In Closet with a Center Island",
    description:
      "A closet island needs room around it: aim for at least 36 inches of clear aisle on each side so drawers and doors can open while you stand in front of them. Islands work well in closets about 10 feet wide or wider. Use the top for folding and a valet rod, and put jewelry or accessory trays in the shallow top drawers.",
    category: "closets",
    sourceType: "houzz",
    sourceUrl:
      "https://www.houzz.com/photos/walk-in-closet-with-center-island-phvw-vp~100000006",
    embedCode: null,
    scene: "closet",
    sortOrder: 6,
  },
  {
    title: "Quartz, Quartzite or Granite? How We Help Clients Choose",
    description:
      "Quartz is an engineered surface: consistent in color, nonporous, and never in need of sealing, but it can discolor under a hot pan and isn't rated for outdoor sun. Quartzite is a natural stone that is often harder than granite, with dramatic veining; it should be sealed, and each slab is unique, so pick yours in person. Granite is durable and heat tolerant and comes in a huge range of prices. For busy family kitchens we usually steer people toward quartz, and for homeowners who want natural movement and don't mind a little upkeep, toward quartzite. Whichever you pick, ask where the seams will fall before you sign off on the layout.",
    category: "countertops",
    sourceType: "article",
    sourceUrl: null,
    embedCode: null,
    scene: "countertops",
    sortOrder: 7,
  },
  {
    title: "Lighting a Bathroom Vanity Without Shadows",
    description:
      "A single fixture above the mirror casts shadows under your eyes and chin, which makes shaving and makeup harder. The better approach is side lighting: a pair of sconces mounted roughly at eye level, about 36 to 40 inches apart, on each side of the mirror. If the wall is too narrow, use a long bar light above the mirror and add a lighted mirror or a recessed light over the sink. Choose bulbs around 2700K to 3000K with a high color rendering index so skin tones look natural. Put the vanity lights on a dimmer so the same fixtures work for getting ready in the morning and for a softer light at night.",
    category: "bathrooms",
    sourceType: "article",
    sourceUrl: null,
    embedCode: null,
    scene: "bathroom",
    sortOrder: 8,
  },
];
