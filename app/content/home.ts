// Copy for the home page sections (docs/product.md, "What the site does and for whom"). Business facts come from
// the owner's business facts (app/business/); the cost, timeline and financing figures of docs/product.md, "Constants" are
// written once below and reused by the FAQ and the financing banner.
import { business } from "#app/business/current.ts";
import { fullAddress } from "#app/business/facts.ts";

export interface StoryBlock {
  id: "history" | "mission" | "promise";
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface HomeStory {
  eyebrow: string;
  lead: string;
  ribbonCaption: string;
  history: StoryBlock;
  mission: StoryBlock;
  promise: StoryBlock;
}

export interface LearningGuide {
  title: string;
  pitch: string;
  inside: string[];
}

export interface PriceComparisonColumn {
  id: "handyman" | "general-contractor" | "lakeside";
  label: string;
}

export interface PriceComparisonRow {
  id: string;
  label: string;
  // One cell per column, in column order.
  cells: [string, string, string];
}

export interface PriceComparison {
  heading: string;
  intro: string;
  caption: string;
  columns: [
    PriceComparisonColumn,
    PriceComparisonColumn,
    PriceComparisonColumn,
  ];
  rows: PriceComparisonRow[];
  takeaway: string;
}

export type BadgeMark = "shield" | "star" | "ribbon" | "check";

export interface Badge {
  id: string;
  label: string;
  detail: string;
  mark: BadgeMark;
}

export interface FaqItem {
  question: string;
  answer: string;
}

function city() {
  return business().address.city;
}
function state() {
  return business().address.state;
}
function county() {
  return business().address.county;
}
function licensedStates() {
  return business().licenses.map((license) => license.state);
}
function licensedStatesText() {
  return `${licensedStates().slice(0, -1).join(", ")} and ${licensedStates().at(-1) ?? ""}`;
}
function extendedAreas() {
  return business().serviceArea.extended;
}
function extendedAreasText() {
  return `${extendedAreas().slice(0, -1).join("; ")}; and ${extendedAreas().at(-1) ?? ""}`;
}
function hoursText() {
  return business()
    .hours.rows.map((row) => `${row.days}: ${row.time}`)
    .join("; ");
}

// docs/product.md, "Constants", FAQ claims.
export const costRanges = {
  kitchen: "$25,000 to $75,000",
  bathroom: "$15,000 to $40,000",
  smallBathroom: "$15,000 to $25,000",
  kitchenTimeline: "6 to 12 weeks",
  bathroomRoi: "60% to 70%",
} as const;

export const financingOffer = {
  headline: "0% for 12 months, terms up to 84 months",
  promoRate: "0%",
  promoMonths: 12,
  maxTermMonths: 84,
  disclaimer: "Subject to credit approval.",
} as const;

export function story(): HomeStory {
  return {
    eyebrow: `Family-owned since ${business().foundedYear} · ${city()}, ${state()}`,
    lead: `We opened in ${business().foundedYear} as a family business, and we still are one: the people who design your kitchen are the people you meet in our ${city()} showroom and the people who pick up when you call. That same year our founders' mother was finishing treatment for breast cancer. She kept the books for our first jobs at her own kitchen table, and she taught us that how you treat a family while their life is turned upside down matters as much as the work itself. A remodel turns a home upside down too, so we run every job with that care, and we wear the pink ribbon for the neighbors, patients and caregivers going through what our family did.`,
    ribbonCaption:
      "Our founders' mother is a breast cancer survivor. The pink ribbon is our way of standing with local patients, survivors and the families who care for them.",
    history: {
      id: "history",
      heading: "Our history",
      paragraphs: [
        `We started in ${business().foundedYear} with one truck, a small crew and a handful of kitchens in ${county()}. Word of mouth did the rest: ${business().projectsCompleted} projects and ${business().yearsInBusiness} years later, many of our jobs still come from past clients and their neighbors.`,
        `Along the way we opened a ${business().showroomSqFt} sq ft showroom on ${business().address.street} so you can open drawers, feel countertops and compare tile before you commit. Our team brings ${business().teamExperienceYears} years of combined experience in the kitchen and bath trades.`,
      ],
    },
    mission: {
      id: "mission",
      heading: "Our mission",
      paragraphs: [
        "Make remodeling understandable. You should know what you are paying for, who will be in your home and what happens each week before a single cabinet comes off the wall.",
        "We design and build under one roof so nothing falls between a designer's drawing and an installer's tape measure, and we choose materials we would put in our own homes.",
      ],
    },
    promise: {
      id: "promise",
      heading: "Our promise",
      paragraphs: ["What you can hold us to on every project, large or small:"],
      bullets: [
        "A fixed, written price and schedule before demolition starts.",
        "One project lead you can call, from the first day to the final walkthrough.",
        "Dust protection, a clean site at the end of each workday and respect for your home.",
        "Straight answers, including when the best advice is a smaller project.",
      ],
    },
  };
}

export const learningGuide: LearningGuide = {
  title: "Free Remodeling Learning Guide",
  pitch:
    "Before you talk to any contractor, including us, learn how a kitchen or bath remodel really comes together. Our free guide walks you through budgets, materials, permits and scheduling in plain language, drawn from the questions homeowners ask most often in our showroom.",
  inside: [
    "How to set a realistic budget and where the money goes in a kitchen or bath remodel.",
    "Stock, semi-custom and custom cabinets explained, and what to look for in the box itself.",
    "Quartz, granite, tile and flooring compared for durability, upkeep and cost.",
    "Permits, inspections and the order in which the trades work.",
    "The questions to ask any contractor before you sign a contract.",
  ],
};

export function priceComparison(): PriceComparison {
  return {
    heading: "Why contractor prices differ",
    intro:
      "Three quotes for the same kitchen or bath can be thousands of dollars apart. Usually the gap is not markup: it is what each bid includes and what it leaves for you to handle.",
    caption:
      "What three common kinds of remodeling bids typically include, compared item by item",
    columns: [
      { id: "handyman", label: "Lowest-bid handyman" },
      { id: "general-contractor", label: "Typical general contractor" },
      { id: "lakeside", label: "Lakeside design-build" },
    ],
    rows: [
      {
        id: "licensing",
        label: "Licensing & insurance",
        cells: [
          "Often insured for small repairs; ask to see a home improvement license and liability certificate.",
          "Usually licensed and insured; subcontractors may carry their own coverage.",
          `Licensed home improvement contractor in ${licensedStatesText()}, fully insured, certificates on request.`,
        ],
      },
      {
        id: "permits",
        label: "Permits & inspections",
        cells: [
          "Sometimes left to the homeowner, or skipped on smaller jobs.",
          "Usually filed by the contractor; fees may be billed separately.",
          "We file the permits and schedule inspections; fees are in the written price.",
        ],
      },
      {
        id: "design",
        label: "Design",
        cells: [
          "You bring the plan and choose products on your own.",
          "Often a separate designer or architect, with a separate fee.",
          "In-house design with 3D drawings and finish selection in our showroom.",
        ],
      },
      {
        id: "materials",
        label: "Materials & cabinet grade",
        cells: [
          "Typically off-the-shelf stock cabinets and whatever is available.",
          "Allowances for finishes that may not cover what you end up choosing.",
          "Stock, semi-custom and custom lines compared side by side and named in your contract.",
        ],
      },
      {
        id: "management",
        label: "Project management",
        cells: [
          "One person doing most of the work, fitted around other jobs.",
          "A supervisor who may run several sites, with trades booked by subcontractors.",
          "One dedicated project lead and a written week-by-week schedule.",
        ],
      },
      {
        id: "warranty",
        label: "Warranty",
        cells: [
          "Verbal or short term, if one is offered.",
          "Varies by company; ask what is covered and for how long.",
          "Written workmanship warranty, plus the manufacturers' product warranties.",
        ],
      },
      {
        id: "price",
        label: "What's in the price",
        cells: [
          "Labor and basic materials; design, permits and disposal may come later.",
          "Construction, with allowances that can rise as selections are made.",
          "Design, permits, materials, labor, cleanup and disposal in one fixed price.",
        ],
      },
    ],
    takeaway:
      "The lowest number is only a bargain if it covers the same work. Line up your bids row by row, ask each contractor what is left out, and feel free to bring any quote to our showroom: we will walk through it with you.",
  };
}

export function badges(): Badge[] {
  return [
    {
      id: "bbb",
      label: "BBB A+ Rating",
      detail:
        "Rated A+ by the Better Business Bureau for how we answer and resolve customer concerns.",
      mark: "shield",
    },
    {
      id: "licensed-insured",
      label: "Licensed & Insured",
      detail: `Licensed home improvement contractor in ${licensedStatesText()}, with liability and workers' compensation coverage.`,
      mark: "check",
    },
    {
      id: "houzz",
      label: "Best of Houzz",
      detail:
        "Recognized by Houzz homeowners for our design work and customer service.",
      mark: "star",
    },
    {
      id: "nkba",
      label: "NKBA Member",
      detail:
        "Member of the National Kitchen & Bath Association, which sets the trade's planning guidelines.",
      mark: "ribbon",
    },
    {
      id: "angi",
      label: "Angi Super Service Award",
      detail:
        "Earned through consistently high ratings and reviews from Angi members.",
      mark: "star",
    },
    {
      id: "homeadvisor",
      label: "HomeAdvisor Top Rated",
      detail: "Top rated by homeowners who hired us through HomeAdvisor.",
      mark: "check",
    },
    {
      id: "epa-lead-safe",
      label: "EPA Lead-Safe Certified Firm",
      detail:
        "Certified to work safely in homes built before 1978, when lead paint was still in use.",
      mark: "shield",
    },
    {
      id: "rockland-business-association",
      label: "Rockland Business Association Member",
      detail: `Part of the ${county()} business community we have served since ${business().foundedYear}.`,
      mark: "ribbon",
    },
  ];
}

export function faq(): FaqItem[] {
  return [
    {
      question: "How much does a kitchen remodel cost?",
      answer: `Most of our kitchen remodels cost ${costRanges.kitchen}. Where you land depends on the size of the room, whether walls, plumbing or gas lines move, and the cabinet line and countertop you choose. After a visit to measure, we give you a fixed written price before any work begins.`,
    },
    {
      question: "How much does a bathroom remodel cost?",
      answer: `A full bathroom remodel typically runs ${costRanges.bathroom}. A larger primary bath with a walk-in shower, double vanity and heated floor sits toward the top of that range, while a straightforward hall bath sits toward the bottom.`,
    },
    {
      question: "What does a small bathroom remodel cost?",
      answer: `A small bathroom or powder room usually costs ${costRanges.smallBathroom}. That covers new tile, vanity, toilet and fixtures, plus the waterproofing and ventilation behind the walls that make the room last.`,
    },
    {
      question: "Why do contractor quotes vary so much?",
      answer:
        "Quotes differ mostly in what they include: design, permits, cabinet grade, project management, cleanup and warranty. Ask every contractor for a written, itemized scope so you can compare the same work. We are happy to go through any quote with you in the showroom.",
    },
    {
      question: "Do you offer free estimates?",
      answer:
        "Yes. Request a quote online or stop by the showroom, and we will talk through your goals and budget at no cost. After we measure your space, you receive a written proposal with a fixed price.",
    },
    {
      question: "How long does a kitchen remodel take?",
      answer: `Most kitchen remodels take ${costRanges.kitchenTimeline} of construction. Custom cabinets and layout changes sit at the longer end, and design and cabinet ordering happen before construction starts. You get a written schedule up front so you can plan around it.`,
    },
    {
      question: "How long does a bathroom remodel take?",
      answer:
        "Most hall baths are finished in three to four weeks of construction, and larger primary baths take longer. The schedule depends on tile work, custom glass and any plumbing changes, and your project lead keeps you updated every week.",
    },
    {
      question: "Do you handle permits and inspections?",
      answer:
        "Yes. We file the building permits your town requires, schedule every inspection and meet the inspectors on site. Permit fees are included in your written price, so there are no surprises later.",
    },
    {
      question: "Do I need a permit for a kitchen or bathroom remodel?",
      answer:
        "Usually, yes, whenever the work moves or adds plumbing, electrical circuits, gas lines or walls. Purely cosmetic work, such as replacing a countertop in place, often does not need one. We check your town's rules during the estimate and tell you exactly what applies.",
    },
    {
      question: "Do you offer financing?",
      answer: `Yes. Qualified homeowners can choose ${financingOffer.promoRate} financing for ${financingOffer.promoMonths} months, or longer terms of up to ${financingOffer.maxTermMonths} months for a lower monthly payment. All financing is subject to credit approval. See our financing page or ask us in the showroom for details.`,
    },
    {
      question: "Is a bathroom remodel a good investment?",
      answer: `A bathroom remodel typically recovers ${costRanges.bathroomRoi} of its cost in added home value at resale. Just as important, a well-built bath with proper waterproofing avoids costly water damage and makes daily life easier for years.`,
    },
    {
      question: "Where is your showroom?",
      answer: `Our showroom is at ${fullAddress(business())}, in ${county()}. There you can see ${business().showroomSqFt} sq ft of kitchen and bath displays, cabinets, countertops and tile, and meet the designers who will plan your project.`,
    },
    {
      question: "What are your showroom hours?",
      answer: `Our showroom hours are ${hoursText()}. Call us at ${business().phone.display} to book a Sunday appointment or a visit outside these hours.`,
    },
    {
      question: "Do I need an appointment to visit the showroom?",
      answer: `Walk-ins are welcome during weekday and Saturday hours, and Sunday visits are by appointment. Booking ahead means a designer will be free to spend time with you, so bring your room measurements and photos if you have them.`,
    },
    {
      question: "What areas do you serve?",
      answer: `Our core service area is ${business().serviceArea.core.join(" and ")}. We also take on projects in ${extendedAreasText()}. If you are unsure whether we reach your town, give us a call.`,
    },
  ];
}
