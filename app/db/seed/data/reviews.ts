export interface ReviewSeed {
  customerName: string;
  rating: number;
  reviewText: string;
  serviceType: string;
  location: string;
  projectDate: string;
}

// Every seeded review is 5 stars to stay consistent with the published
// 5.0 average across 150 reviews.
export const reviewSeeds: ReviewSeed[] = [
  {
    customerName: "Jennifer M.",
    rating: 5,
    reviewText:
      "We gutted the 1970s kitchen in our split-level and opened the wall to the dining room. Mike, the lead carpenter, found an old heating duct inside that wall and rerouted it without drama or a surprise bill. Lakeside pulled the Clarkstown permit, kept to the schedule they gave us, and vacuumed every afternoon before leaving. Eleven weeks from demolition to the final walkthrough.",
    serviceType: "Kitchen Remodeling",
    location: "New City, NY",
    projectDate: "April 2025",
  },
  {
    customerName: "David R.",
    rating: 5,
    reviewText:
      "Our 1890s house had a bathroom with a sloping floor and a tired clawfoot tub. The crew leveled the subfloor, built a curbless shower with a linear drain, and copied the original door casings so the room still matches the rest of the house. They walked us through the village permit and every inspection, and the dust barriers stayed up for the whole job.",
    serviceType: "Bathroom Remodeling",
    location: "Nyack, NY",
    projectDate: "September 2024",
  },
  {
    customerName: "Priya S.",
    rating: 5,
    reviewText:
      "We spent two Saturdays at the Congers showroom comparing door styles and drawer boxes side by side, which helped more than any catalog. Lisa laid out our cabinets around an awkward window and a radiator we couldn't move, and she caught a filler problem before the order was placed. Everything arrived complete and the installation took four days.",
    serviceType: "Cabinet Sales",
    location: "Ridgewood, NJ",
    projectDate: "June 2025",
  },
  {
    customerName: "Thomas K.",
    rating: 5,
    reviewText:
      "Templating happened the day after our cabinets were set, and the quartz went in eight business days later. They placed the seam away from the sink as we asked, checked our undermount sink before reusing it, and cut the backsplash outlet openings cleanly. The final price matched the written quote to the dollar.",
    serviceType: "Countertops",
    location: "Pearl River, NY",
    projectDate: "November 2024",
  },
  {
    customerName: "Maria G.",
    rating: 5,
    reviewText:
      "Tony set a herringbone floor in our mudroom and a handmade-look backsplash in the kitchen. Herringbone is unforgiving, so he dry-laid the pattern first and let us approve where the cuts would land at the doorway. The grout lines are even, and he wiped the haze off every piece before he packed up. Our neighbors have already asked for his number.",
    serviceType: "Tile Installation",
    location: "Suffern, NY",
    projectDate: "February 2024",
  },
  {
    customerName: "Rachel B.",
    rating: 5,
    reviewText:
      "Our primary closet was one long rod and a wire shelf. Lakeside measured, showed us a 3D drawing, and fit in double hanging, a shoe wall, and a drawer stack with a pull-out hamper. Installation took a single day, and they patched and painted the wall where the old shelf brackets came out. Getting dressed in the morning is finally easy.",
    serviceType: "Closets & Storage",
    location: "Paramus, NJ",
    projectDate: "August 2025",
  },
  {
    customerName: "Steven P.",
    rating: 5,
    reviewText:
      "We interviewed three contractors, and Lakeside was the only one that explained the Mahwah permit process and built the inspection dates into the schedule. The crew moved our range to the island, ran a new gas line and dedicated circuits, and covered the hallway hardwood with floor protection. Dan sent an update every Friday. An appliance backorder added a week, and they told us as soon as they knew.",
    serviceType: "Kitchen Remodeling",
    location: "Mahwah, NJ",
    projectDate: "October 2023",
  },
  {
    customerName: "Linda F.",
    rating: 5,
    reviewText:
      "We live ten minutes from the showroom, so we stopped in often to look at tile and vanities. Our hall bath went from a cracked fiberglass tub to a tiled tub and shower with a recessed niche and a comfort-height toilet. The crew arrived at 8 every morning, worked around our kids' bus schedule, and finished in three and a half weeks.",
    serviceType: "Bathroom Remodeling",
    location: "Congers, NY",
    projectDate: "May 2023",
  },
  {
    customerName: "Michael O.",
    rating: 5,
    reviewText:
      "Our 1920s colonial had plaster walls and a kitchen that was badly redone in the 1980s. Mike's team opened the walls carefully, found cast-iron drain pipe that needed replacing, and showed us photos before pricing the extra work. The new layout has a proper pantry wall and a built-in banquette where the old breakfast nook was. Every inspection passed the first time.",
    serviceType: "Kitchen Remodeling",
    location: "Englewood, NJ",
    projectDate: "March 2026",
  },
  {
    customerName: "Angela D.",
    rating: 5,
    reviewText:
      "We replaced old tile counters with honed quartzite and a full-height backsplash behind the range. Lisa took us to see the actual slabs before we committed, which mattered because the veining varies a lot from slab to slab. The installers protected our cabinets, sealed the stone on site, and explained how to care for it. Clean work, done in one day.",
    serviceType: "Countertops",
    location: "White Plains, NY",
    projectDate: "July 2025",
  },
  {
    customerName: "Kevin W.",
    rating: 5,
    reviewText:
      "We wanted to keep the 1930s feel of our Tudor's bathroom, so the crew set a white hex mosaic floor with a black border and subway tile with a pencil liner. They took the walls to the studs, installed a waterproofing membrane, and added floor heat under the mosaic. Tony's cuts around the old radiator are careful, patient work.",
    serviceType: "Tile Installation",
    location: "Teaneck, NJ",
    projectDate: "January 2025",
  },
  {
    customerName: "Nicole A.",
    rating: 5,
    reviewText:
      "We did our kitchen on a budget: new semi-custom cabinets while keeping our appliances and flooring. Lisa designed around the existing footprint so no plumbing had to move, and she suggested a tall pantry cabinet that doubled our storage. The cabinets arrived in five weeks, and the installers shimmed everything level on our uneven floor and adjusted every door before leaving.",
    serviceType: "Cabinet Sales",
    location: "Stony Point, NY",
    projectDate: "December 2024",
  },
  {
    customerName: "Robert H.",
    rating: 5,
    reviewText:
      "My mother needed a safer bathroom. Lakeside replaced her tub with a walk-in shower that has a low threshold, grab bars anchored into blocking, a handheld shower head, and a fold-down seat. They handled the townhouse association's approval paperwork and finished in under three weeks. She can shower on her own again, which means a lot to our whole family.",
    serviceType: "Bathroom Remodeling",
    location: "Valley Cottage, NY",
    projectDate: "August 2026",
  },
  {
    customerName: "Elizabeth T.",
    rating: 5,
    reviewText:
      "Lakeside built out our walk-in closet and our pantry in the same project. The closet has a center island with felt-lined jewelry drawers, and the pantry has adjustable shelves deep enough for the stand mixer and air fryer. Their measurements were precise enough that nothing needed trimming on site. Greenwich is a long way from Congers, yet the crew arrived on time both days.",
    serviceType: "Closets & Storage",
    location: "Greenwich, CT",
    projectDate: "October 2025",
  },
  {
    customerName: "Carlos V.",
    rating: 5,
    reviewText:
      "Our galley kitchen felt like a hallway. Lakeside removed a non-bearing wall, turned the cabinets into an L with a peninsula, and added under-cabinet lighting. They set up a temporary kitchen in our dining room with the old fridge and a microwave, which got us through the nine weeks. The final cost landed within two percent of the contract, and that difference was an upgrade we chose.",
    serviceType: "Kitchen Remodeling",
    location: "Wayne, NJ",
    projectDate: "June 2024",
  },
  {
    customerName: "Susan L.",
    rating: 5,
    reviewText:
      "Our laminate counters had a burn mark and a peeling edge. Lakeside installed quartz on the perimeter and a butcher-block top on the island, a mix we were unsure about until we saw both samples together in the showroom. The sink and faucet were reconnected the same day and the old counters were hauled away. Polite, quick installers.",
    serviceType: "Countertops",
    location: "Monroe, NY",
    projectDate: "September 2023",
  },
  {
    customerName: "Jason K.",
    rating: 5,
    reviewText:
      "We live in a Prospect Avenue co-op and wanted reworked closets plus a storage wall by the entry. Building management required insurance certificates and set strict work hours, and Lakeside coordinated everything directly with the super. The reach-in closets now have double rods and shelves, and the entry unit has a bench and cubbies. Two days, and no mess left in the hallway.",
    serviceType: "Closets & Storage",
    location: "Hackensack, NJ",
    projectDate: "April 2026",
  },
];
