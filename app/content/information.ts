// Copy of the Homeowner Information Center (/information).
import { business } from "#app/business/current.ts";
import { costRanges, financingOffer } from "./home.ts";
import { listText, type InfoLink, type InfoSection } from "./info-types.ts";
import type { PageHeadCopy } from "./pages.ts";

function licensedStates() {
  return listText(business().licenses.map((l) => l.state));
}

export const workmanshipWarrantyYears = 2;

export const informationIntro = `Remodeling is easier when you know what happens next. This page collects what homeowners ask us most often: how a project runs from first visit to final walkthrough, what our warranty covers, who handles permits and insurance, and how to get your home ready.`;

export function informationSections(): InfoSection[] {
  return [
    {
      id: "process",
      heading: "Our process, step by step",
      paragraphs: [
        "Every kitchen and bath we build follows the same eight steps, so you always know where you stand and what comes next.",
      ],
      numberedBlocks: true,
      blocks: [
        {
          heading: "Showroom visit or consultation",
          paragraphs: [
            `Meet a designer in our ${business().address.city} showroom or by phone. We talk through what is not working today, your wish list and a comfortable budget range. There is no charge and no obligation.`,
          ],
        },
        {
          heading: "In-home measurement",
          paragraphs: [
            "We measure the room and photograph plumbing, wiring, ventilation and the condition of floors and walls, so the design fits the house you actually have.",
          ],
        },
        {
          heading: "Design and selections",
          paragraphs: [
            "You review floor plans and 3D drawings, then choose cabinets, counters, tile, fixtures and lighting in the showroom, with samples you can take home.",
          ],
        },
        {
          heading: "Fixed written proposal and contract",
          paragraphs: [
            "You receive an itemized proposal with a fixed price, the products by name, a payment schedule tied to milestones and a written schedule. Nothing starts until you have read and signed it.",
          ],
        },
        {
          heading: "Permits and ordering",
          paragraphs: [
            "We file the permits and order materials. Demolition is scheduled only once cabinets and special-order items are confirmed, so your kitchen is not torn out while you wait for parts.",
          ],
        },
        {
          heading: "Pre-construction meeting",
          paragraphs: [
            "Your project lead walks the house with you to agree on the work area, dust protection, parking, the dumpster location, working hours and how you prefer to be updated.",
          ],
        },
        {
          heading: "Construction",
          paragraphs: [
            `Our crews and licensed trades work in order: demolition, rough plumbing and electrical, inspections, walls, cabinets, counters, tile and finishes. A typical kitchen takes ${costRanges.kitchenTimeline}; most hall baths take three to four weeks.`,
          ],
        },
        {
          heading: "Final walkthrough and warranty",
          paragraphs: [
            "We test every door, drawer, appliance and fixture with you, finish a written punch list, collect the final inspection sign-off and hand over care guides and warranty documents.",
          ],
        },
      ],
      links: [
        { label: "Plan a showroom visit", href: "/contact" },
        { label: "See finished projects", href: "/gallery" },
      ],
    },
    {
      id: "what-to-expect",
      heading: "What to expect while we work",
      bullets: [
        "Working hours of 8 AM to 4:30 PM on weekdays; we tell you in advance about any Saturday work.",
        "Plastic dust walls with zippered doors, floor protection along the path from the door, and a cleaned, broom-swept site at the end of every day.",
        "Notice at least a day ahead before water, power or gas must be shut off.",
        "A weekly update from your project lead, by phone, text or email as you prefer, plus a call the same day if anything changes.",
        "For a kitchen remodel, help setting up a temporary kitchen: we can reconnect your old sink or leave the refrigerator running elsewhere in the house.",
        "Trucks, a dumpster or a trailer in your driveway; we check any rules with your town, HOA or building management first.",
      ],
    },
    {
      id: "preparing",
      heading: "How to prepare your home",
      bullets: [
        "Empty the cabinets, closets and vanity in the work area, and clear a path from the entry door.",
        "Take down pictures and fragile items on the walls next to the work area; vibration travels.",
        "Plan for pets: a closed room or a stay with friends keeps them away from open doors and tools.",
        "Set aside a spot in the garage or a spare room where deliveries can be stored.",
        "Tell your neighbors when work starts; we are glad to give them our project lead's number too.",
        "If you live in a co-op or condo, ask your managing agent for the alteration agreement early: board approval can take several weeks.",
      ],
    },
    {
      id: "warranties",
      heading: "Warranties",
      paragraphs: [
        `Every project comes with our written workmanship warranty: for ${workmanshipWarrantyYears} years from the final walkthrough, we fix at our cost any defect in our installation, such as a drawer that sags, a grout joint that cracks or a leak at a connection we made.`,
        "Products carry their manufacturers' warranties on top of ours: cabinet lines commonly warrant their boxes for many years or for life, quartz makers often for 10 to 25 years, and faucets and valves for life against leaks. We register the warranties for you and give you a folder with every document.",
        "Warranties do not cover normal wear, damage from misuse, or sealing and caulking that is part of regular upkeep; your care guide explains what to do and when.",
      ],
      note: "Something not right after the job? Call the showroom; we schedule warranty visits ahead of new work.",
    },
    {
      id: "permits",
      heading: "Permits and inspections",
      paragraphs: [
        "Most kitchen and bath remodels need a building permit when they move or add plumbing, electrical circuits, gas lines or walls, or change a window. Replacing a countertop or vanity in place usually does not. Rules differ from town to town, so we check yours during the estimate.",
        "We prepare the drawings, file the applications, pay the fees (they are included in your written price), schedule each inspection and meet the inspector on site. Typical inspections are rough plumbing and electrical before the walls close, sometimes insulation, and a final inspection at the end.",
        "When the work passes its final inspection, you receive the certificate of completion or closed permit for your records. You will want it when you sell the house.",
      ],
    },
    {
      id: "insurance",
      heading: "Licenses and insurance",
      paragraphs: [
        `We are a registered home improvement contractor in ${licensedStates()}, and we carry general liability, workers' compensation and auto insurance. Our plumbing and electrical work is done by licensed trades. Ask any contractor you consider for their license number and a certificate of insurance sent by their insurer; we will gladly send ours.`,
      ],
      links: [{ label: "Our licenses and insurance", href: "/licensing-info" }],
    },
    {
      id: "payments",
      heading: "Payments and financing",
      paragraphs: [
        "Your contract lists a payment schedule tied to milestones you can see: a deposit at signing, progress payments when cabinets are delivered and when installation is substantially complete, and the final payment only after the walkthrough and punch list.",
        `If you prefer monthly payments, financing is available: ${financingOffer.headline}. ${financingOffer.disclaimer}`,
      ],
      links: [{ label: "Financing options", href: "/financing" }],
    },
  ];
}

export function informationLinks(): InfoLink[] {
  return [
    {
      label: "Free Remodeling Learning Guide",
      href: "/learning-guide",
      description: "A printable, step-by-step planning guide.",
    },
    {
      label: "Remodeling Education",
      href: "/education",
      description: "Cabinets, countertops, tile, layouts and accessibility.",
    },
    {
      label: "Frequently asked questions",
      href: "/ai-faq",
      description: "Costs, timelines, permits, financing and hours.",
    },
    {
      label: "Licensing & Insurance",
      href: "/licensing-info",
      description: "License numbers, insurance and lead-safe certification.",
    },
    {
      label: "Areas we serve",
      href: "/locations",
      description: business().serviceArea.summary + ".",
    },
    {
      label: "Contact us",
      href: "/contact",
      description: "Request a free estimate or plan a showroom visit.",
    },
  ];
}

export function informationHead(): PageHeadCopy {
  return {
    title: "Homeowner Information Center",
    description: `What to expect when you remodel with ${business().name}: our step-by-step process, warranties, permits and inspections, insurance, payments and how to prepare your home.`,
  };
}
