export interface ReviewSeed {
  customerName: string;
  rating: number;
  reviewText: string;
  serviceType: string;
  location: string;
  projectDate: string;
}

// The demo seed holds 150 published reviews, every one of them 5 stars, so the
// rating the site computes from them (JSON-LD aggregate rating included) is 5.0
// from 150 reviews. Names, details and dates are fictional demo content.
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
  {
    customerName: "Brian C.",
    rating: 5,
    reviewText:
      "Our kitchen had a soffit around the whole ceiling that turned out to hide nothing but empty space. Mike's crew took it down, ran the cabinets to the ceiling with stacked glass uppers, and moved the fridge out of the path to the back door. The electrical inspection passed on the first visit.",
    serviceType: "Kitchen Remodeling",
    location: "Nanuet, NY",
    projectDate: "March 2023",
  },
  {
    customerName: "Heather N.",
    rating: 5,
    reviewText:
      "We have three kids and a shedding dog, so the crew sealed the kitchen off with zipper walls and ran a negative air machine vented out the window. Ten weeks later the only sign of the work was the new room itself. Lisa steered us toward rift-cut white oak for the island, and it hides crumbs far better than the white we first wanted.",
    serviceType: "Kitchen Remodeling",
    location: "Scarsdale, NY",
    projectDate: "July 2023",
  },
  {
    customerName: "Ravi P.",
    rating: 5,
    reviewText:
      "Our high-rise condo kitchen had no window and a dropped ceiling full of ductwork. Lakeside worked within the building's 9-to-4 rules, booked the service elevator for every delivery, and fit slim LED strips under the uppers to brighten the space. Dan copied the building manager on every schedule change, which kept the board happy.",
    serviceType: "Kitchen Remodeling",
    location: "Fort Lee, NJ",
    projectDate: "November 2023",
  },
  {
    customerName: "Margaret O.",
    rating: 5,
    reviewText:
      "We cook a lot, so the range got a 600 CFM hood vented through the exterior wall instead of the old recirculating fan. The crew patched the clapboard so neatly that we cannot find the cut, and they added the makeup air the village code required. Seven weeks start to finish, including a two-day wait for the inspector.",
    serviceType: "Kitchen Remodeling",
    location: "Tarrytown, NY",
    projectDate: "February 2024",
  },
  {
    customerName: "Luis M.",
    rating: 5,
    reviewText:
      "Our budget was tight, and Lisa respected that from the first meeting. She kept the sink where it was, swapped a blind corner upper for open shelves, and priced two counter options side by side so we could choose. The crew finished a day early and left a binder with every warranty card and paint color.",
    serviceType: "Kitchen Remodeling",
    location: "Haverstraw, NY",
    projectDate: "May 2024",
  },
  {
    customerName: "Colleen F.",
    rating: 5,
    reviewText:
      "The old kitchen had four layers of flooring, and the bottom one was 9-inch tile that tested positive for asbestos. Lakeside stopped work, brought in a licensed abatement company, and gave us the added cost in writing before anything continued. Once the air test cleared, the hickory floor and shaker cabinets went in on the original schedule.",
    serviceType: "Kitchen Remodeling",
    location: "Westwood, NJ",
    projectDate: "August 2024",
  },
  {
    customerName: "Samuel J.",
    rating: 5,
    reviewText:
      "We wanted a prep sink on the island, which meant a new drain line across the basement ceiling. Mike showed us where it would run before opening anything, and the plumber pitched it properly and added a cleanout. The island seats four now, and the two of us can cook at the same time without bumping elbows.",
    serviceType: "Kitchen Remodeling",
    location: "Ramsey, NJ",
    projectDate: "January 2025",
  },
  {
    customerName: "Ingrid H.",
    rating: 5,
    reviewText:
      "Our farmhouse kitchen needed updating without losing its wide pine floorboards. The crew kept those boards under taped-down Ram Board for nine weeks, and not one scratch came through. Lisa found an unlacquered brass bridge faucet and inset doors that look right in a house built in 1840.",
    serviceType: "Kitchen Remodeling",
    location: "Ridgefield, CT",
    projectDate: "April 2025",
  },
  {
    customerName: "Anthony D.",
    rating: 5,
    reviewText:
      "We moved the kitchen from the back of the house to the old family room so it could open onto the deck. That meant new gas and water lines plus a 200-amp service upgrade, all permitted through Orangetown. Dan's weekly schedule stayed accurate within a couple of days the whole way, and the final punch list had three items.",
    serviceType: "Kitchen Remodeling",
    location: "Blauvelt, NY",
    projectDate: "June 2025",
  },
  {
    customerName: "Yolanda B.",
    rating: 5,
    reviewText:
      "The kitchen in our 1950s ranch was dark, with one ceiling fixture and brown cabinets. Lakeside added six recessed lights on two dimmers, a skylight over the sink, and painted maple cabinets in a soft sage. My husband doubted the green until he saw a sample door in our own afternoon light.",
    serviceType: "Kitchen Remodeling",
    location: "New Rochelle, NY",
    projectDate: "September 2025",
  },
  {
    customerName: "Gregory T.",
    rating: 5,
    reviewText:
      "Living out in Warwick, we expected a contractor based in Rockland to treat us as an afterthought. The crew showed up at 7:30 every day and reshuffled the cabinet delivery around a week of snow without losing time. We now have a walk-in pantry carved out of an old coat closet, and the town building department had no notes.",
    serviceType: "Kitchen Remodeling",
    location: "Warwick, NY",
    projectDate: "December 2025",
  },
  {
    customerName: "Hannah W.",
    rating: 5,
    reviewText:
      "Our previous contractor walked off halfway through, leaving open walls and no permit on file. Mike assessed what was there, redid framing that was not to code, and filed a proper permit before closing anything up. He was straight with us about what could be kept and what had to come out.",
    serviceType: "Kitchen Remodeling",
    location: "Glen Rock, NJ",
    projectDate: "February 2026",
  },
  {
    customerName: "Vincent A.",
    rating: 5,
    reviewText:
      "We kept our cherry cabinet boxes, had them refaced in matte white, and spent the savings on a bigger window over the sink and a new porcelain floor. The crew reframed the window opening in one day and had it weathertight before a thunderstorm rolled in that evening. New crown molding and hardware finished the look.",
    serviceType: "Kitchen Remodeling",
    location: "Mahopac, NY",
    projectDate: "May 2026",
  },
  {
    customerName: "Olivia R.",
    rating: 5,
    reviewText:
      "We needed the kitchen done before our daughter's wedding, and Lakeside said eight weeks was realistic only if every selection was locked in advance. We locked them, they met the date, and the out-of-town family saw a finished room with a beverage station by the back door. Dan even came back to adjust a sticking drawer the week of the party.",
    serviceType: "Kitchen Remodeling",
    location: "Stamford, CT",
    projectDate: "July 2026",
  },
  {
    customerName: "Patrick S.",
    rating: 5,
    reviewText:
      "The floor under our old dishwasher had rotted from a slow leak nobody knew about. The crew replaced two joists and a section of subfloor, sent us photos of the damage, and put a drip pan and a leak sensor under the new dishwasher. Every change order was written up and signed before work went on.",
    serviceType: "Kitchen Remodeling",
    location: "Cornwall, NY",
    projectDate: "October 2023",
  },
  {
    customerName: "Deborah K.",
    rating: 5,
    reviewText:
      "I bake seriously, and Lisa designed the kitchen around that: a lowered marble section on the island for rolling dough, a double wall oven, and deep drawers for sheet pans. She spent an afternoon in the Congers showroom with me testing drawer heights. It is the first kitchen I have owned that fits the way I work.",
    serviceType: "Kitchen Remodeling",
    location: "Tenafly, NJ",
    projectDate: "March 2024",
  },
  {
    customerName: "Jamal E.",
    rating: 5,
    reviewText:
      "Our two-family house needed both kitchens redone, and Lakeside staggered them so the tenant upstairs was never without a working stove. The crew taped off and cleaned the shared stairwell every day. Both kitchens passed the city inspections on the first try, and we stayed on budget.",
    serviceType: "Kitchen Remodeling",
    location: "Yonkers, NY",
    projectDate: "October 2024",
  },
  {
    customerName: "Fiona L.",
    rating: 5,
    reviewText:
      "We wanted a kitchen that will still work for us in our eighties. Lakeside raised the dishwasher, put the wall oven at counter height, and chose D-shaped pulls that are easy to grip with arthritic hands. Mike explained each choice without making us feel old, and the room looks like any other handsome kitchen.",
    serviceType: "Kitchen Remodeling",
    location: "Pleasantville, NY",
    projectDate: "March 2025",
  },
  {
    customerName: "Marcus G.",
    rating: 5,
    reviewText:
      "The estimate was detailed down to the outlet count, which made comparing bids simple. During demolition they found knob-and-tube wiring behind the range wall and replaced it at the price they had listed in advance as a possible extra. The kitchen took twelve weeks, and the house was swept every night.",
    serviceType: "Kitchen Remodeling",
    location: "Montvale, NJ",
    projectDate: "August 2025",
  },
  {
    customerName: "Beth A.",
    rating: 5,
    reviewText:
      "We are on a well and septic, so moving the sink to the island took planning, including a new trench in the crawlspace. Lakeside got the plumber and the inspector out on the same morning so the trench could be closed that day. The island is walnut with a quartz top, and it is where everyone ends up at parties.",
    serviceType: "Kitchen Remodeling",
    location: "Brewster, NY",
    projectDate: "November 2025",
  },
  {
    customerName: "Ethan Y.",
    rating: 5,
    reviewText:
      "Our kitchen expansion tied a new bump-out into the existing roofline, which meant a structural engineer and a longer zoning review. Lakeside handled the drawings and the variance questions, and the framers had the shell closed in within a week. The finished kitchen looks like it was always part of the house.",
    serviceType: "Kitchen Remodeling",
    location: "Darien, CT",
    projectDate: "January 2026",
  },
  {
    customerName: "Donna C.",
    rating: 5,
    reviewText:
      "Our only full bathroom was out of service for nineteen days, and Lakeside gave us that number up front so we could plan showers at the gym. The new room has a tiled shower with a fixed glass panel, a floating vanity, and a fan that actually clears the steam. A dust wall at the bedroom door kept the rest of the upstairs clean.",
    serviceType: "Bathroom Remodeling",
    location: "Orangeburg, NY",
    projectDate: "January 2023",
  },
  {
    customerName: "Raymond L.",
    rating: 5,
    reviewText:
      "We converted the unused tub in our primary bath into a large shower with a rain head, a handheld, and a bench. Under the tub the crew found a cracked drain that had been leaking into the living room ceiling, and they fixed both. The extra was explained and priced before they touched it.",
    serviceType: "Bathroom Remodeling",
    location: "Yorktown Heights, NY",
    projectDate: "April 2023",
  },
  {
    customerName: "Aisha M.",
    rating: 5,
    reviewText:
      "The powder room under our stairs is tiny, so Lisa suggested a wall-hung toilet and a corner sink to gain a few inches. That made a real difference, and the bold botanical wallpaper we picked at the showroom gives the little room character. The job took six working days.",
    serviceType: "Bathroom Remodeling",
    location: "Bergenfield, NJ",
    projectDate: "June 2023",
  },
  {
    customerName: "Frank Z.",
    rating: 5,
    reviewText:
      "My wife uses a walker, so we needed a shower with no curb at all. The crew dropped the subfloor between the joists to slope toward a linear drain, and the transition from the bedroom is perfectly flat. They also widened the doorway to 36 inches and reframed the header.",
    serviceType: "Bathroom Remodeling",
    location: "Middletown, NY",
    projectDate: "September 2023",
  },
  {
    customerName: "Carmen R.",
    rating: 5,
    reviewText:
      "We had mold behind our old shower surround. Lakeside opened the wall, treated it, replaced the wet insulation and two studs, and installed a proper waterproofing system, then showed us a 24-hour flood test before any tile went up. I no longer worry every time I smell something musty.",
    serviceType: "Bathroom Remodeling",
    location: "Port Chester, NY",
    projectDate: "December 2023",
  },
  {
    customerName: "Gary N.",
    rating: 5,
    reviewText:
      "The kids' Jack-and-Jill bathroom had to survive two teenagers. We went with terrazzo-look porcelain, a double vanity, and a separate toilet room behind a pocket door. Four weeks of work, and the crew kept the noise down around my home office on the other side of the wall.",
    serviceType: "Bathroom Remodeling",
    location: "Airmont, NY",
    projectDate: "February 2024",
  },
  {
    customerName: "Stephanie Q.",
    rating: 5,
    reviewText:
      "Our primary bath had a jetted tub we never used taking up half the room. Lakeside removed it, set a freestanding soaking tub under the window, and doubled the size of the shower. The heated floor runs on a programmable thermostat, which is wonderful on January mornings.",
    serviceType: "Bathroom Remodeling",
    location: "Ho-Ho-Kus, NJ",
    projectDate: "May 2024",
  },
  {
    customerName: "Peter V.",
    rating: 5,
    reviewText:
      "Our 1920s bathroom had original black and white floor tile we wanted to keep. The crew replaced the toilet, pedestal sink, and shower valve without cracking a single old tile, and Tony matched the grout on a few repairs. Dan patiently answered my questions about the galvanized supply lines, which they replaced with PEX.",
    serviceType: "Bathroom Remodeling",
    location: "Croton-on-Hudson, NY",
    projectDate: "July 2024",
  },
  {
    customerName: "Lauren E.",
    rating: 5,
    reviewText:
      "Our basement bathroom needed an upflush pump because the sewer line leaves the house above the slab. The crew mounted the unit behind an access panel, explained its maintenance, and built a shower with a low curb. Guests use that bathroom now, and the basement finally feels finished.",
    serviceType: "Bathroom Remodeling",
    location: "Fair Lawn, NJ",
    projectDate: "October 2024",
  },
  {
    customerName: "Omar S.",
    rating: 5,
    reviewText:
      "I work nights, so the crew agreed to start at 10 instead of 8 and kept the loud demolition to the first two days. That kind of flexibility is rare. The hall bathroom now has a shampoo niche, a new window with obscure glass, and matte black fixtures.",
    serviceType: "Bathroom Remodeling",
    location: "Spring Valley, NY",
    projectDate: "January 2025",
  },
  {
    customerName: "Jacqueline P.",
    rating: 5,
    reviewText:
      "Our house sits in a flood zone, so every change had to meet FEMA rules, and the city looked closely at the plans. Lakeside handled that paperwork and the elevation details for the new electrical. The marble-look porcelain shower came out gorgeous, and the project wrapped up in five weeks.",
    serviceType: "Bathroom Remodeling",
    location: "Rye, NY",
    projectDate: "March 2025",
  },
  {
    customerName: "Harold B.",
    rating: 5,
    reviewText:
      "We are in our seventies and wanted a bathroom we can age in. The new shower has a bench, two grab bars that look like towel bars, and a thermostatic valve so the water cannot scald. The crew wore shoe covers every day and cleaned up at lunch and again at quitting time.",
    serviceType: "Bathroom Remodeling",
    location: "Goshen, NY",
    projectDate: "May 2025",
  },
  {
    customerName: "Megan T.",
    rating: 5,
    reviewText:
      "I brought photos of a hotel bathroom I loved to the showroom, and Lisa found a fluted vanity, green handmade-look wall tile, and brushed nickel fixtures that came close for far less money. The installation ran exactly as long as the estimate said, just under four weeks.",
    serviceType: "Bathroom Remodeling",
    location: "Cresskill, NJ",
    projectDate: "June 2025",
  },
  {
    customerName: "Andre W.",
    rating: 5,
    reviewText:
      "We bought an old brick row house, and the upstairs bathroom was a gut job. Lakeside sistered the joists under the tub, ran new supply lines from the basement, and installed a cast-iron tub we found at a salvage yard. Two other contractors had refused to work with a used tub.",
    serviceType: "Bathroom Remodeling",
    location: "Newburgh, NY",
    projectDate: "August 2025",
  },
  {
    customerName: "Kathleen M.",
    rating: 5,
    reviewText:
      "We added a bathroom where the upstairs laundry closet used to be, so the plumbing was already close by. The crew fit a shower, toilet, and narrow vanity into a six-by-eight room, with a pocket door to save swing space. The Bedford inspector called it a tidy job, and we agree.",
    serviceType: "Bathroom Remodeling",
    location: "Katonah, NY",
    projectDate: "September 2025",
  },
  {
    customerName: "Ryan O.",
    rating: 5,
    reviewText:
      "Our primary bathroom had a skylight that leaked every spring. Lakeside replaced it with a properly flashed unit, then redid the room below with a walk-in shower and a double vanity. It has been through two nor'easters without a drip.",
    serviceType: "Bathroom Remodeling",
    location: "New Canaan, CT",
    projectDate: "November 2025",
  },
  {
    customerName: "Teresa H.",
    rating: 5,
    reviewText:
      "The bathroom in our Cape Cod sits under a sloped ceiling, which made the shower layout tricky. Mike framed a shed dormer to give us full standing height at the shower head. The permit review took three weeks, and Lakeside used that time to get every fixture delivered and checked.",
    serviceType: "Bathroom Remodeling",
    location: "Tappan, NY",
    projectDate: "February 2026",
  },
  {
    customerName: "Victor C.",
    rating: 5,
    reviewText:
      "We wanted a steam shower, and Lakeside was clear about what it required: a sloped ceiling, a vapor barrier, a sealed glass door, and a dedicated circuit for the generator. They built it that way, and the walls outside the shower have stayed dry. The bench has a tiled footrest my wife loves.",
    serviceType: "Bathroom Remodeling",
    location: "River Edge, NJ",
    projectDate: "April 2026",
  },
  {
    customerName: "Nadia K.",
    rating: 5,
    reviewText:
      "Our guest bathroom went from pink 1960s tile to a crisp white and navy room in twenty days. The crew saved the original recessed medicine cabinet at our request and had it refinished. Every evening they rolled up the floor protection and vacuumed the hallway, which mattered with a baby crawling around.",
    serviceType: "Bathroom Remodeling",
    location: "Danbury, CT",
    projectDate: "June 2026",
  },
  {
    customerName: "Philip G.",
    rating: 5,
    reviewText:
      "Our old house had a bathroom with no exhaust fan and peeling paint on the ceiling. The crew ran a quiet fan through the attic, insulated the duct, and put it on a humidity sensor. They also replaced the window and its sill, which had rotted from years of condensation.",
    serviceType: "Bathroom Remodeling",
    location: "Piermont, NY",
    projectDate: "August 2026",
  },
  {
    customerName: "Allison J.",
    rating: 5,
    reviewText:
      "We have two small children and one bathroom, so speed mattered. Lakeside had the tile, tub, and vanity sitting in our garage before the start date, and the whole room was done in sixteen working days. The tub is deep enough for bath time and has a tiled ledge for the toys.",
    serviceType: "Bathroom Remodeling",
    location: "Hillsdale, NJ",
    projectDate: "November 2023",
  },
  {
    customerName: "Curtis N.",
    rating: 5,
    reviewText:
      "I am particular about tile layout, and Tony walked me through centering the back wall of the shower so the cuts on each side matched. Lakeside also replaced a spongy subfloor, added a heated towel bar, and hung a frameless door that seals well. The crew treated our home with respect.",
    serviceType: "Bathroom Remodeling",
    location: "Carmel, NY",
    projectDate: "March 2026",
  },
  {
    customerName: "Jessica W.",
    rating: 5,
    reviewText:
      "We were replacing only the cabinets, and Lisa was happy to work with that narrow scope. She measured twice, noticed our ceiling dropped an inch toward the back wall, and planned a scribe molding to hide it. The painted white cabinets with soft-close hinges arrived in six weeks.",
    serviceType: "Cabinet Sales",
    location: "West Nyack, NY",
    projectDate: "February 2023",
  },
  {
    customerName: "Eugene F.",
    rating: 5,
    reviewText:
      "We compared framed and frameless cabinets side by side at the showroom and chose frameless for the wider drawer interiors. Lisa was honest about the price difference and kept us on budget by using stock widths wherever it would not show. The installers laid down runners to protect our new hardwood.",
    serviceType: "Cabinet Sales",
    location: "Upper Saddle River, NJ",
    projectDate: "May 2023",
  },
  {
    customerName: "Rebecca S.",
    rating: 5,
    reviewText:
      "Our laundry room got cabinets above the machines, a tall broom closet, and a folding counter. Lisa suggested a drying rack that pulls down from one of the uppers, and I use it daily. Everything came from the same door line as our kitchen, so the two rooms match.",
    serviceType: "Cabinet Sales",
    location: "Mamaroneck, NY",
    projectDate: "August 2023",
  },
  {
    customerName: "Marco L.",
    rating: 5,
    reviewText:
      "We are a family of six and needed cabinets that can take abuse. Lisa recommended plywood boxes, full-extension drawers, and a catalyzed paint finish that holds up to scrubbing. The quote listed every cabinet with its size and price, so the invoice held no surprises.",
    serviceType: "Cabinet Sales",
    location: "Chester, NY",
    projectDate: "October 2023",
  },
  {
    customerName: "Amy D.",
    rating: 5,
    reviewText:
      "We used our own contractor but bought the cabinets through Lakeside for the design help. Lisa produced drawings our builder could follow exactly, and when one door arrived with a scratch she had a replacement here in nine days. The support continued even though Lakeside was not doing the install.",
    serviceType: "Cabinet Sales",
    location: "Woodcliff Lake, NJ",
    projectDate: "January 2024",
  },
  {
    customerName: "Sean H.",
    rating: 5,
    reviewText:
      "My home office needed built-in cabinets, a desk, and open bookshelves along one wall. Lakeside used kitchen cabinetry with a desk-height top and a file drawer base, which cost far less than custom millwork. The installers caulked every seam and touched up the paint, so it reads as part of the house.",
    serviceType: "Cabinet Sales",
    location: "Armonk, NY",
    projectDate: "March 2024",
  },
  {
    customerName: "Renee P.",
    rating: 5,
    reviewText:
      "We went two-tone, with navy on the island and white on the perimeter. Lisa lent us sample doors so we could see both colors in our kitchen at night and in the morning before ordering. The order came in correct down to the last filler strip.",
    serviceType: "Cabinet Sales",
    location: "Florida, NY",
    projectDate: "June 2024",
  },
  {
    customerName: "Alan B.",
    rating: 5,
    reviewText:
      "After a pipe burst, our insurance covered new cabinets, and Lakeside worked directly with the adjuster on the quote. Lisa kept the old layout so the plumbing and appliances did not have to move, which kept the claim simple. The paperwork help alone saved me hours of phone calls.",
    serviceType: "Cabinet Sales",
    location: "Emerson, NJ",
    projectDate: "September 2024",
  },
  {
    customerName: "Irene V.",
    rating: 5,
    reviewText:
      "I wanted a glass-front hutch for my grandmother's china, and Lisa designed one with interior lighting and plate grooves in the shelves. It sits between two windows and looks like a piece of furniture. She also fit a pull-out spice rack beside the range that I now cannot live without.",
    serviceType: "Cabinet Sales",
    location: "Sleepy Hollow, NY",
    projectDate: "November 2024",
  },
  {
    customerName: "Terrence M.",
    rating: 5,
    reviewText:
      "I own a small rental building and needed durable, affordable cabinets for two apartments. Lakeside offered a stock line in white thermofoil, gave me a volume price, and scheduled both deliveries for the same week. Both tenants moved in on the dates in their leases.",
    serviceType: "Cabinet Sales",
    location: "Thiells, NY",
    projectDate: "February 2025",
  },
  {
    customerName: "Gina R.",
    rating: 5,
    reviewText:
      "The showroom has a whole wall of hardware, and we spent an hour trying pulls and knobs against our chosen door. Lisa's plan put the microwave in a drawer below the counter and the trash pull-out right next to the sink. One end panel came a week late, and Lakeside told us before delivery day.",
    serviceType: "Cabinet Sales",
    location: "Wyckoff, NJ",
    projectDate: "April 2025",
  },
  {
    customerName: "Walter E.",
    rating: 5,
    reviewText:
      "The kitchen in our prewar apartment is narrow, so Lisa specified 15-inch-deep uppers and a shallower base run on one wall to keep the walkway open. Those few inches made the room usable. The co-op board approved the plans quickly because Lakeside supplied everything on their checklist.",
    serviceType: "Cabinet Sales",
    location: "Bronxville, NY",
    projectDate: "June 2025",
  },
  {
    customerName: "Sophia N.",
    rating: 5,
    reviewText:
      "We chose rift white oak with a clear finish, and Lisa warned us the grain would vary from door to door. She asked the manufacturer to grain-match the pair of tall pantry doors, and they are beautiful. The installers took two days and left the room cleaner than they found it.",
    serviceType: "Cabinet Sales",
    location: "Norwalk, CT",
    projectDate: "July 2025",
  },
  {
    customerName: "Derek O.",
    rating: 5,
    reviewText:
      "The wet bar in our finished basement needed new cabinets and a spot for a wine fridge. Lisa designed around a steel support column, wrapping it in matching panels so it looks intentional. The order took five weeks and the installation one afternoon.",
    serviceType: "Cabinet Sales",
    location: "Pomona, NY",
    projectDate: "September 2025",
  },
  {
    customerName: "Monica A.",
    rating: 5,
    reviewText:
      "I brought a napkin sketch to the showroom and left with a real plan. Lisa turned my wish list into a layout with a corner lazy Susan, a stack of deep pot drawers, and a tray divider over the oven. Two months later the cabinets were in and everything fit.",
    serviceType: "Cabinet Sales",
    location: "Dumont, NJ",
    projectDate: "November 2025",
  },
  {
    customerName: "Keith R.",
    rating: 5,
    reviewText:
      "We wanted cabinets built in the United States, and Lisa showed us two lines that qualified, with their lead times. We chose a maple shaker in a gray stain, and the dovetailed drawer boxes are obviously well made. The installers scribed every filler to our crooked farmhouse walls.",
    serviceType: "Cabinet Sales",
    location: "Walden, NY",
    projectDate: "January 2026",
  },
  {
    customerName: "Lorraine G.",
    rating: 5,
    reviewText:
      "We were downsizing and needed a small kitchen to feel roomy. Lisa suggested a light finish, slab doors, and integrated finger pulls so the room reads as calm and open. Moving the microwave into the pantry cabinet freed up a whole stretch of counter.",
    serviceType: "Cabinet Sales",
    location: "Old Tappan, NJ",
    projectDate: "March 2026",
  },
  {
    customerName: "Hector D.",
    rating: 5,
    reviewText:
      "Lakeside delivered our cabinets in one truck, carried every box into the garage, and checked each label against the order before leaving. The installers started two days later and finished in three. My father, a retired finish carpenter, inspected the reveals and had nothing to criticize.",
    serviceType: "Cabinet Sales",
    location: "Garnerville, NY",
    projectDate: "May 2026",
  },
  {
    customerName: "Julia F.",
    rating: 5,
    reviewText:
      "We bought vanities and linen cabinets for two bathrooms from Lakeside while another builder handled our renovation. Lisa coordinated measurements with our builder and raised both vanities to 36 inches at our request. The inset doors sit with perfectly even gaps.",
    serviceType: "Cabinet Sales",
    location: "Weston, CT",
    projectDate: "July 2026",
  },
  {
    customerName: "Naveen R.",
    rating: 5,
    reviewText:
      "We needed a tall pantry wall with roll-out shelves, an appliance garage for the toaster and blender, and a coffee station. Lisa's design fit all of it into eleven feet, with outlets inside the appliance garage. The boxes are solid and the drawers close silently.",
    serviceType: "Cabinet Sales",
    location: "Franklin Lakes, NJ",
    projectDate: "April 2023",
  },
  {
    customerName: "Shannon K.",
    rating: 5,
    reviewText:
      "Our kitchen has an odd angled wall, and Lisa solved it with a clipped-corner end cabinet instead of a dead corner. Her drawings were clear, and she revised them twice when we changed our minds about the range size. The installers handled that angled piece with real care.",
    serviceType: "Cabinet Sales",
    location: "Washingtonville, NY",
    projectDate: "August 2023",
  },
  {
    customerName: "Dennis W.",
    rating: 5,
    reviewText:
      "Lakeside priced the same layout three ways: stock, semi-custom, and custom. Seeing the numbers side by side made the decision easy, and we went semi-custom with upgraded drawer boxes. Delivery took seven weeks, exactly as promised.",
    serviceType: "Cabinet Sales",
    location: "Harrison, NY",
    projectDate: "December 2024",
  },
  {
    customerName: "Lucia B.",
    rating: 5,
    reviewText:
      "My husband is six foot four and I am five foot one, so Lisa kept the counters at standard height but raised the sink base two inches for him. She also put pull-down shelf inserts in the uppers so I can reach them. We both use the kitchen comfortably now.",
    serviceType: "Cabinet Sales",
    location: "Closter, NJ",
    projectDate: "October 2025",
  },
  {
    customerName: "Christopher L.",
    rating: 5,
    reviewText:
      "We chose leathered granite for the island and worried about a seam on a ten-foot top. The fabricator placed the seam through the cooktop cutout, where it disappears. The installers pulled the pieces tight with vacuum clamps and filled the joint with epoxy tinted to the stone.",
    serviceType: "Countertops",
    location: "Sparkill, NY",
    projectDate: "February 2023",
  },
  {
    customerName: "Diane S.",
    rating: 5,
    reviewText:
      "Our quartz was templated with a digital laser, and the finished pieces follow our wavy plaster wall exactly. The installers remounted the undermount sink with new clips and a fresh bead of silicone. The whole job took one morning, and they vacuumed up every bit of dust.",
    serviceType: "Countertops",
    location: "Demarest, NJ",
    projectDate: "June 2023",
  },
  {
    customerName: "Mohammed A.",
    rating: 5,
    reviewText:
      "I cook on a high-output wok burner, so Lisa steered us to granite rather than quartz for heat resistance. She was right, and the black granite with faint flecks hides everything. Fabrication took under two weeks, and the eased edge is crisp.",
    serviceType: "Countertops",
    location: "New Hempstead, NY",
    projectDate: "September 2023",
  },
  {
    customerName: "Karen V.",
    rating: 5,
    reviewText:
      "We replaced two bathroom vanity tops with remnant pieces from Lakeside's fabricator, which saved us several hundred dollars. The installers drilled the faucet holes on site to fit our existing widespread faucets. They were honest about which remnants were large enough and which were not.",
    serviceType: "Countertops",
    location: "Somers, NY",
    projectDate: "December 2023",
  },
  {
    customerName: "Daniel J.",
    rating: 5,
    reviewText:
      "The soapstone we chose is soft, and Lakeside explained scratches and patina before we committed. They left us a sanding pad and a bottle of mineral oil at installation. A year in, the counters look better than the day they went in.",
    serviceType: "Countertops",
    location: "Park Ridge, NJ",
    projectDate: "March 2024",
  },
  {
    customerName: "Evelyn M.",
    rating: 5,
    reviewText:
      "We wanted a waterfall edge on the island, and the fabricator matched the veining so it flows over the corner and down the side. The miter is tight and sharp. Lisa came with us to the slab yard and chalked which section of the slab to use for the waterfall.",
    serviceType: "Countertops",
    location: "Harriman, NY",
    projectDate: "May 2024",
  },
  {
    customerName: "Jonathan P.",
    rating: 5,
    reviewText:
      "Our old counter had a cutout that would not fit the new induction cooktop, so we replaced the whole run with quartz. The template crew came the same week, and the tops were installed ten days later. They added a matching quartz windowsill at our request for a small extra charge.",
    serviceType: "Countertops",
    location: "Dobbs Ferry, NY",
    projectDate: "August 2024",
  },
  {
    customerName: "Priscilla H.",
    rating: 5,
    reviewText:
      "We chose Calacatta marble for the kitchen knowing that it etches. Lakeside applied an impregnating sealer and walked us through cleaning with pH-neutral products only. The seams are nearly invisible, and the book-matched slab behind the range is the best part of the room.",
    serviceType: "Countertops",
    location: "Alpine, NJ",
    projectDate: "October 2024",
  },
  {
    customerName: "Roberto C.",
    rating: 5,
    reviewText:
      "The fabricator found a fissure in our first slab at the shop and called us before cutting. They replaced it with a slab from the same lot at no charge and still kept the install date. That honesty sold us on Lakeside.",
    serviceType: "Countertops",
    location: "Montgomery, NY",
    projectDate: "December 2024",
  },
  {
    customerName: "Sandra Y.",
    rating: 5,
    reviewText:
      "Our butler's pantry and bar needed tops in the same quartzite as the kitchen. Lakeside templated all three areas in one visit and installed them on the same day. Every edge matches, and the bar top has a drip edge underneath that I would not have known to ask for.",
    serviceType: "Countertops",
    location: "Easton, CT",
    projectDate: "February 2025",
  },
  {
    customerName: "Gerald P.",
    rating: 5,
    reviewText:
      "Our kitchen has an odd L with a 135-degree corner, and the installer templated it precisely. The counters went in without a single shim, and the breakfast bar overhang sits on hidden steel brackets. Nothing wobbles when the grandkids lean on it.",
    serviceType: "Countertops",
    location: "Sloatsburg, NY",
    projectDate: "April 2025",
  },
  {
    customerName: "Tanya F.",
    rating: 5,
    reviewText:
      "We chose a porcelain slab for our outdoor kitchen because it will not fade in full sun. The installers cut it on site for the grill and the bar sink and used an exterior-rated adhesive. It came through last winter without a chip or a crack.",
    serviceType: "Countertops",
    location: "Haworth, NJ",
    projectDate: "June 2025",
  },
  {
    customerName: "Francis O.",
    rating: 5,
    reviewText:
      "We replaced the laminate in our condo with an affordable quartz. Lisa found a discontinued color still in stock that matched our budget and our cabinets. The installers disconnected the sink, cooktop, and dishwasher and had them all reconnected by lunchtime.",
    serviceType: "Countertops",
    location: "Hastings-on-Hudson, NY",
    projectDate: "August 2025",
  },
  {
    customerName: "Grace L.",
    rating: 5,
    reviewText:
      "I wanted wood on my baking island and quartz everywhere else. Lakeside sourced an end-grain maple top, finished it with food-safe oil, and set it dead level with the quartz run. The two materials meet at the end of the island with a tight, clean joint.",
    serviceType: "Countertops",
    location: "Bethel, CT",
    projectDate: "October 2025",
  },
  {
    customerName: "Eric N.",
    rating: 5,
    reviewText:
      "We wanted a thick mitered edge on a slim quartz island, and the fabricator built it up to two and a half inches with the seam hidden along the bottom. Before templating, the crew checked the cabinets and shimmed one base that was an eighth of an inch low. The island reads as one solid block of stone.",
    serviceType: "Countertops",
    location: "Saddle River, NJ",
    projectDate: "December 2025",
  },
  {
    customerName: "Valerie D.",
    rating: 5,
    reviewText:
      "Our integrated quartz sink was a special order, and Lakeside coordinated it with the fabricator so the bowl is molded into the countertop. There is no seam and no rim to clean around. The installers even reset the dishwasher brackets for the new counter thickness.",
    serviceType: "Countertops",
    location: "Tallman, NY",
    projectDate: "February 2026",
  },
  {
    customerName: "Howard K.",
    rating: 5,
    reviewText:
      "We changed our minds about the edge profile after templating, from a simple eased edge to an ogee. Lakeside updated the order without a fuss and told us it would add two days. The tops arrived exactly on the new date, and the profile is clean all the way around.",
    serviceType: "Countertops",
    location: "Mount Kisco, NY",
    projectDate: "April 2026",
  },
  {
    customerName: "Samantha R.",
    rating: 5,
    reviewText:
      "The showroom had full slabs on display, which showed us how a quartz pattern repeats across a long run. We picked one with subtle movement and a honed finish. The installers caulked the backsplash joint in a color that matches the stone.",
    serviceType: "Countertops",
    location: "Oradell, NJ",
    projectDate: "June 2026",
  },
  {
    customerName: "Arthur M.",
    rating: 5,
    reviewText:
      "We reused a heavy cast-iron farmhouse sink from our old house, which complicated the countertop. Lakeside built a reinforced platform in the sink base and cut the stone to meet the apron flush. Two other shops had told us to buy a new sink.",
    serviceType: "Countertops",
    location: "Putnam Valley, NY",
    projectDate: "August 2026",
  },
  {
    customerName: "Joyce B.",
    rating: 5,
    reviewText:
      "We kept our cabinets and replaced only the counters and the backsplash. The fabricator copied our old sink cutout so the plumbing did not change. It was the quickest home update we have ever done, in and out in a day.",
    serviceType: "Countertops",
    location: "Wesley Hills, NY",
    projectDate: "March 2023",
  },
  {
    customerName: "Wei Z.",
    rating: 5,
    reviewText:
      "We chose a dark quartz that imitates soapstone and worried it would show fingerprints. Lakeside brought a large sample to our kitchen so we could live with it for a week first. The island top was heavy, and four installers set it without a scratch on the cabinets.",
    serviceType: "Countertops",
    location: "Englewood Cliffs, NJ",
    projectDate: "July 2024",
  },
  {
    customerName: "Brenda T.",
    rating: 5,
    reviewText:
      "Our bathroom counters were cultured marble with hairline cracks around both sinks. Lakeside replaced the tops with quartz and new undermount bowls. They lifted the old tops out carefully and did not chip the tile backsplash behind them.",
    serviceType: "Countertops",
    location: "Pine Bush, NY",
    projectDate: "November 2024",
  },
  {
    customerName: "Jeffrey S.",
    rating: 5,
    reviewText:
      "We had 24-by-48 porcelain installed across our kitchen and family room. Tony used a leveling clip system and back-buttered every tile, so no edges stick up. The grout joints are an eighth of an inch and dead straight from one end of the house to the other.",
    serviceType: "Tile Installation",
    location: "Palisades, NY",
    projectDate: "January 2023",
  },
  {
    customerName: "Maureen C.",
    rating: 5,
    reviewText:
      "Our basement slab has control joints and some moisture, so the crew laid an uncoupling membrane before the porcelain planks. Tony explained how it keeps cracks in the concrete from telegraphing through. Two winters later we have no cracks and no hollow-sounding tiles.",
    serviceType: "Tile Installation",
    location: "Hillburn, NY",
    projectDate: "April 2023",
  },
  {
    customerName: "Ahmed K.",
    rating: 5,
    reviewText:
      "We chose a zellige backsplash knowing it is irregular. Tony set the tiles tight with no spacers, which is how the look is meant to be done, and sealed them before grouting. The shine and color variation are everything we hoped for.",
    serviceType: "Tile Installation",
    location: "Eastchester, NY",
    projectDate: "July 2023",
  },
  {
    customerName: "Stacy G.",
    rating: 5,
    reviewText:
      "Our shower walls are long subway tiles in a vertical stack. Tony made sure the grout lines on adjoining walls meet exactly at the corners. The niche has a sloped bottom shelf so water runs off instead of pooling.",
    serviceType: "Tile Installation",
    location: "Midland Park, NJ",
    projectDate: "October 2023",
  },
  {
    customerName: "Leonard W.",
    rating: 5,
    reviewText:
      "When the old vinyl in our entry came up, the subfloor underneath was cracked and soft near the door. The crew replaced it with new plywood and a membrane before setting slate. The slate has a natural cleft finish that hides muddy boots, which is exactly what we wanted.",
    serviceType: "Tile Installation",
    location: "New Windsor, NY",
    projectDate: "January 2024",
  },
  {
    customerName: "Christine E.",
    rating: 5,
    reviewText:
      "Tony set a hand-painted Talavera border in our kitchen backsplash, which took careful planning around the outlets. He had the electrician shift two boxes so the border runs unbroken, and he centered the pattern on the range. It is the detail every guest comments on.",
    serviceType: "Tile Installation",
    location: "Pelham, NY",
    projectDate: "April 2024",
  },
  {
    customerName: "Nathan B.",
    rating: 5,
    reviewText:
      "We had a cement tile floor installed in our laundry room. The crew sealed the tiles before and after grouting so the grout would not stain them. Tony's layout keeps the pattern centered on the doorway even though the walls are out of square.",
    serviceType: "Tile Installation",
    location: "Norwood, NJ",
    projectDate: "June 2024",
  },
  {
    customerName: "Patricia J.",
    rating: 5,
    reviewText:
      "Our fireplace surround was redone in handmade terracotta, which needed cement board and a heat-rated thinset. The crew protected the hearth and the oak floor around it with plastic sheeting and cardboard. It looks like it has always been part of the room.",
    serviceType: "Tile Installation",
    location: "Cold Spring, NY",
    projectDate: "September 2024",
  },
  {
    customerName: "Kenneth L.",
    rating: 5,
    reviewText:
      "Our shower pan had to be rebuilt after a leak. Lakeside tore out the old mortar bed, installed a bonded waterproof membrane, and flood tested it for a full day before any tile went down. They texted us a photo of the water line at the start and the end of the test.",
    serviceType: "Tile Installation",
    location: "Briarcliff Manor, NY",
    projectDate: "November 2024",
  },
  {
    customerName: "Eileen R.",
    rating: 5,
    reviewText:
      "We wanted a marble mosaic medallion in our front hall. Tony dry-laid it first and showed us how it would sit relative to the front door and the foot of the stairs. He then cut the surrounding field tile around it without a gap anywhere.",
    serviceType: "Tile Installation",
    location: "Allendale, NJ",
    projectDate: "January 2025",
  },
  {
    customerName: "Raj G.",
    rating: 5,
    reviewText:
      "Our pool house bathroom needed slip-resistant tile, and Lakeside suggested a textured porcelain with a high wet friction rating. Tony sloped the floor to the drain precisely. The kids run in and out with wet feet all summer, and nobody has slipped.",
    serviceType: "Tile Installation",
    location: "Bedford, NY",
    projectDate: "March 2025",
  },
  {
    customerName: "Melissa O.",
    rating: 5,
    reviewText:
      "Our kitchen backsplash is a glass mosaic, which shows every flaw in the setting bed. Tony used white thinset so the color stays true and cut the glass with a fine wet saw blade. Under the cabinet lights, the glass looks clear and even.",
    serviceType: "Tile Installation",
    location: "Montebello, NY",
    projectDate: "May 2025",
  },
  {
    customerName: "Douglas F.",
    rating: 5,
    reviewText:
      "We put wood-look porcelain across our first floor, about 900 square feet. The crew offset the planks by a third rather than half, to avoid lippage from the slight bow in long tiles. It took six days, and at a glance visitors take it for hardwood.",
    serviceType: "Tile Installation",
    location: "Trumbull, CT",
    projectDate: "July 2025",
  },
  {
    customerName: "Anita P.",
    rating: 5,
    reviewText:
      "Tony tiled our tub surround in large marble-look porcelain panels with only two vertical joints. He mitered the outside corners instead of using metal trim. It looks clean and far more expensive than it was.",
    serviceType: "Tile Installation",
    location: "Central Valley, NY",
    projectDate: "September 2025",
  },
  {
    customerName: "Russell H.",
    rating: 5,
    reviewText:
      "Our mudroom floor is a black and white marble checkerboard. Tony set it on the diagonal and planned the cuts so the border pieces are even on all four walls. He sealed the marble twice and left us a spare box for future repairs.",
    serviceType: "Tile Installation",
    location: "Waldwick, NJ",
    projectDate: "November 2025",
  },
  {
    customerName: "Yvonne D.",
    rating: 5,
    reviewText:
      "We had tile installed on our screened porch, which needed an exterior-rated setting system. The crew checked the slope of the old concrete and added a leveling layer where it pitched toward the house. Rain now drains off the porch instead of collecting by the door.",
    serviceType: "Tile Installation",
    location: "Larchmont, NY",
    projectDate: "January 2026",
  },
  {
    customerName: "Charles A.",
    rating: 5,
    reviewText:
      "The shower floor at our lake house kept cracking. Lakeside found the joists were too springy for tile and added blocking and a thicker underlayment before retiling. The new pebble floor feels great underfoot and has held up through a busy summer.",
    serviceType: "Tile Installation",
    location: "Greenwood Lake, NY",
    projectDate: "March 2026",
  },
  {
    customerName: "Miriam L.",
    rating: 5,
    reviewText:
      "We chose Victorian-style encaustic tile for our entry, and Tony helped us pick a border that frames the room. He tiled up to the original oak threshold without disturbing it. He also notched the tile around the door stops and baseboard returns so no caulk was needed.",
    serviceType: "Tile Installation",
    location: "Rutherford, NJ",
    projectDate: "May 2026",
  },
  {
    customerName: "Joseph N.",
    rating: 5,
    reviewText:
      "Our new kitchen floor has electric radiant heat under porcelain tile. Tony tested the resistance of the heating cable before, during, and after setting to make sure nothing was nicked. The floor warms evenly from wall to wall, and the thermostat is easy to use.",
    serviceType: "Tile Installation",
    location: "Shelton, CT",
    projectDate: "July 2026",
  },
  {
    customerName: "Amanda K.",
    rating: 5,
    reviewText:
      "Our laundry room got a backsplash in a green glazed tile and a floor of matching penny rounds. The crew used a stain-resistant grout and sealed the floor. The penny tiles run in straight lines across the room, which is harder than it looks.",
    serviceType: "Tile Installation",
    location: "Chappaqua, NY",
    projectDate: "September 2026",
  },
  {
    customerName: "Bruce T.",
    rating: 5,
    reviewText:
      "Lakeside tiled our basement shower in a porcelain that looks like poured concrete. Tony chose a grout that blends in and finished every exposed edge with a metal profile. The lines are straight and the corners are neat.",
    serviceType: "Tile Installation",
    location: "Patterson, NY",
    projectDate: "June 2023",
  },
  {
    customerName: "Svetlana V.",
    rating: 5,
    reviewText:
      "Tony set a herringbone backsplash in honed white marble, running it up to the ceiling behind the range hood. He planned each row so the points meet the side walls cleanly. It took three days and is the most photographed corner of our house.",
    serviceType: "Tile Installation",
    location: "Harrington Park, NJ",
    projectDate: "August 2024",
  },
  {
    customerName: "Oscar P.",
    rating: 5,
    reviewText:
      "Our kitchen floor had been patched twice over the years, with three different tiles. Lakeside removed everything to the joists, added new plywood and a membrane, and set a 12-by-24 porcelain in a third offset. The floor is flat and solid, with no more hollow spots near the sink.",
    serviceType: "Tile Installation",
    location: "Upper Nyack, NY",
    projectDate: "December 2025",
  },
  {
    customerName: "Abigail S.",
    rating: 5,
    reviewText:
      "Our garage had become a jumble of bikes, tools, and sports gear. Lakeside installed slatwall panels with hooks and baskets, a locking cabinet for garden chemicals, and ceiling racks for seasonal bins. We can park both cars inside for the first time since we moved in.",
    serviceType: "Closets & Storage",
    location: "Ossining, NY",
    projectDate: "March 2023",
  },
  {
    customerName: "Martin C.",
    rating: 5,
    reviewText:
      "The guest room reach-in closet now has a double hanging section and adjustable shelves. Ana, their closet designer, fit a small drawer stack into the corner for spare linens. The installer was in and out in four hours and took all the packaging with him.",
    serviceType: "Closets & Storage",
    location: "Leonia, NJ",
    projectDate: "June 2023",
  },
  {
    customerName: "Joan W.",
    rating: 5,
    reviewText:
      "Our pantry had deep, dark shelves where food disappeared. Lakeside replaced them with pull-out drawers and added a door-mounted rack for spices. During the cleanout I found four jars of paprika, and now I can see everything at a glance.",
    serviceType: "Closets & Storage",
    location: "Tuxedo Park, NY",
    projectDate: "September 2023",
  },
  {
    customerName: "Lawrence G.",
    rating: 5,
    reviewText:
      "We turned an unused bedroom into a dressing room with floor-to-ceiling wardrobes, a makeup table, and a full-length mirror. Ana designed the layout around the window and the heating register. The installers spent two days and left the room spotless.",
    serviceType: "Closets & Storage",
    location: "West Haverstraw, NY",
    projectDate: "November 2023",
  },
  {
    customerName: "Kimberly N.",
    rating: 5,
    reviewText:
      "Our small apartment needed storage everywhere. Lakeside built a window seat with drawers, a wall bed flanked by shelves, and a closet system in the hallway. The building's super said it was the neatest install he had seen in years.",
    serviceType: "Closets & Storage",
    location: "Cliffside Park, NJ",
    projectDate: "February 2024",
  },
  {
    customerName: "Gordon F.",
    rating: 5,
    reviewText:
      "Our basement storage room had rusting metal shelves. Lakeside replaced them with melamine shelving on adjustable standards and added a workbench with a pegboard above it. The boxes of holiday decorations finally have labeled homes.",
    serviceType: "Closets & Storage",
    location: "Peekskill, NY",
    projectDate: "April 2024",
  },
  {
    customerName: "Diana M.",
    rating: 5,
    reviewText:
      "Our mudroom now has a locker for each kid with hooks, a bench, and cubbies for shoes. Lakeside suggested a charging station inside one of the upper cabinets so phones stop piling up on the kitchen counter. The installers anchored every unit to the studs.",
    serviceType: "Closets & Storage",
    location: "Wilton, CT",
    projectDate: "July 2024",
  },
  {
    customerName: "Ramon A.",
    rating: 5,
    reviewText:
      "We needed one closet to hold towels, sheets, and cleaning supplies. Ana designed pull-out baskets at the bottom, fixed shelves in the middle, and a shallow top shelf for light bulbs and batteries. Even my teenagers put things back now.",
    serviceType: "Closets & Storage",
    location: "Elmwood Park, NJ",
    projectDate: "September 2024",
  },
  {
    customerName: "Caroline B.",
    rating: 5,
    reviewText:
      "Our walk-in closet has a sloped ceiling on one side. Lakeside designed short hanging for the low side and full-height hanging and shelves on the other. They also added LED strips on a motion sensor, so the lights come on when the door opens.",
    serviceType: "Closets & Storage",
    location: "Irvington, NY",
    projectDate: "December 2024",
  },
  {
    customerName: "Neil K.",
    rating: 5,
    reviewText:
      "We needed garage cabinets that could handle humidity and winter cold. Lakeside recommended powder-coated steel cabinets with a butcher-block workbench. The installers leveled everything on our sloped garage floor with adjustable feet.",
    serviceType: "Closets & Storage",
    location: "Fairfield, CT",
    projectDate: "February 2025",
  },
  {
    customerName: "Bridget H.",
    rating: 5,
    reviewText:
      "Our kids' closets were a mess of plastic bins. Lakeside installed adjustable systems that grow with them, with low rods now and room to raise them later. The installers patiently answered every question our six-year-old asked.",
    serviceType: "Closets & Storage",
    location: "Wood-Ridge, NJ",
    projectDate: "April 2025",
  },
  {
    customerName: "Jae L.",
    rating: 5,
    reviewText:
      "The closet in my home office became a storage wall with file drawers, a printer shelf, and a spot for paper and toner. Ana measured twice, and the drawer fronts line up exactly with the top of my desk. Nothing is stacked on the floor anymore.",
    serviceType: "Closets & Storage",
    location: "Highland Falls, NY",
    projectDate: "June 2025",
  },
  {
    customerName: "Tiffany C.",
    rating: 5,
    reviewText:
      "The hall closet by our front door now has a shoe rack, hooks for bags, and a shelf for hats and gloves. Lakeside added a slim mirror inside the door at no extra charge. It was installed in one morning.",
    serviceType: "Closets & Storage",
    location: "Rochelle Park, NJ",
    projectDate: "August 2025",
  },
  {
    customerName: "Edward P.",
    rating: 5,
    reviewText:
      "We added wine storage to our basement, with racks for about 300 bottles and a small tasting counter. Lakeside designed it around a support column and added puck lights above the counter. The installers laid drop cloths over our new basement carpet.",
    serviceType: "Closets & Storage",
    location: "Westport, CT",
    projectDate: "October 2025",
  },
  {
    customerName: "Marilyn J.",
    rating: 5,
    reviewText:
      "My craft room now has cabinets with pull-out bins for yarn, a pegboard wall, and a cutting table on locking casters. Ana spent an hour with me at the showroom sorting out what I actually needed. The room is finally a pleasure to work in.",
    serviceType: "Closets & Storage",
    location: "Port Jervis, NY",
    projectDate: "December 2025",
  },
  {
    customerName: "Kyle D.",
    rating: 5,
    reviewText:
      "Our bedroom closet had sliding doors that kept jumping their tracks. Lakeside replaced them with bifold doors and installed a new system with a tie rack, a belt rack, and a pull-out valet rod. Both of us have our own half now.",
    serviceType: "Closets & Storage",
    location: "Garrison, NY",
    projectDate: "February 2026",
  },
  {
    customerName: "Rosa V.",
    rating: 5,
    reviewText:
      "We wanted the laundry room to hold the vacuum, mop, and ironing board as well as the detergent. Lakeside designed a tall utility cabinet with hooks inside and a fold-down ironing board. The installers finished in a day.",
    serviceType: "Closets & Storage",
    location: "Little Ferry, NJ",
    projectDate: "April 2026",
  },
  {
    customerName: "Dominic T.",
    rating: 5,
    reviewText:
      "The closet under our stairs was wasted space. Lakeside built roll-out drawers that step down with the stair slope and a tall section for the vacuum. That odd triangle now holds all our board games.",
    serviceType: "Closets & Storage",
    location: "Lyndhurst, NJ",
    projectDate: "June 2026",
  },
  {
    customerName: "Paula N.",
    rating: 5,
    reviewText:
      "Our walk-in closet needed more drawers. Lakeside added two drawer stacks with velvet jewelry inserts, a valet rod, and a pull-out mirror. The new finish matches the existing shelves exactly.",
    serviceType: "Closets & Storage",
    location: "Cortlandt Manor, NY",
    projectDate: "August 2026",
  },
  {
    customerName: "Tomasz R.",
    rating: 5,
    reviewText:
      "We moved into a house with no linen closet and no coat closet. Lakeside built a wardrobe unit into a hallway alcove, with cubbies for shoes below and towel shelves above. It looks original to the house.",
    serviceType: "Closets & Storage",
    location: "Saddle Brook, NJ",
    projectDate: "January 2023",
  },
  {
    customerName: "Heidi L.",
    rating: 5,
    reviewText:
      "Our attic storage space had no floor and no shelves. Lakeside laid plywood across the joists, built shelving along the knee walls, and added a light with a switch at the bottom of the stairs. We no longer crawl across beams to reach the holiday boxes.",
    serviceType: "Closets & Storage",
    location: "Redding, CT",
    projectDate: "May 2024",
  },
  {
    customerName: "Trevor M.",
    rating: 5,
    reviewText:
      "Our garage loft held nothing but dust. Lakeside installed a pull-down stair, plywood decking, and a row of wall cabinets on the garage side. The camping gear and the kids' outgrown toys now live up there, and we use the space every week.",
    serviceType: "Closets & Storage",
    location: "Tomkins Cove, NY",
    projectDate: "October 2024",
  },
];
