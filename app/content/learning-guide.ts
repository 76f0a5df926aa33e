// The free remodeling learning guide (/learning-guide): a printable,
// step-by-step plan. Cost and timeline figures come from home.ts.
import { business } from "#app/business/current.ts";
import { costRanges, financingOffer } from "./home.ts";
import type { InfoSection } from "./info-types.ts";
import type { PageHeadCopy } from "./pages.ts";

export const guideIntro = `Use this guide to plan a kitchen or bathroom remodel from the first idea to the final walkthrough. Work through the eight steps in order, tick the boxes as you go, and print it to bring to every contractor meeting, including ours.`;

export const guideHowTo =
  "Print it, or have it emailed to you together with our seasonal remodeling tips.";

export const guideSteps: InfoSection = {
  id: "steps",
  heading: "The eight steps of a successful remodel",
  numberedBlocks: true,
  blocks: [
    {
      heading: "Define what the room must do",
      paragraphs: [
        "Start with problems, not products. Spend a week noticing what frustrates you in the room today.",
      ],
      bullets: [
        "List what does not work: storage, counter space, lighting, traffic, cleaning.",
        "Write down who uses the room, when, and for what.",
        "Sort your wish list into must-haves and nice-to-haves.",
        "Decide how long you plan to stay in the house; it changes what is worth doing.",
      ],
    },
    {
      heading: "Set a realistic budget",
      paragraphs: [
        `In our area most kitchen remodels cost ${costRanges.kitchen} and full bathrooms ${costRanges.bathroom}; a small bath or powder room runs ${costRanges.smallBathroom}. Cabinets are often about a third of a kitchen budget, and labor a third or more.`,
      ],
      bullets: [
        "Pick a number you are comfortable with, not the most you could spend.",
        "Hold back a contingency of 10 to 15 percent for surprises behind the walls, especially in older homes.",
        `Decide how you will pay: savings, a home equity line, or contractor financing (${financingOffer.headline}, ${financingOffer.disclaimer.toLowerCase().replace(/\.$/, "")}).`,
      ],
    },
    {
      heading: "Gather ideas and measure",
      bullets: [
        "Save photos of rooms you like, and note exactly what you like in each one.",
        "Sketch the room with doors, windows, radiators and outlets, and measure every wall.",
        "Photograph the room, including under the sink and the electrical panel.",
        "Visit a showroom to touch materials; photos hide texture and scale.",
      ],
    },
    {
      heading: "Choose the right contractor",
      paragraphs: [
        "Compare at least two or three contractors on the same written scope, not just the bottom line.",
      ],
      bullets: [
        "Check the home improvement license for your county or state, and ask for a certificate of insurance sent by the insurer.",
        "For a home built before 1978, confirm the firm is EPA Lead-Safe Certified.",
        "Read recent reviews and ask to speak with two past clients whose projects resemble yours.",
        "Ask who will run the job day to day, and who actually does the work.",
        "Ask what is included: design, permits, disposal, cleanup and warranty.",
      ],
    },
    {
      heading: "Finalize design and selections",
      bullets: [
        "Approve a measured floor plan and elevations before ordering anything.",
        "Choose cabinets, counters, tile, plumbing fixtures, lighting and hardware; write down model numbers.",
        "Check appliance specifications against the cabinet plan (width, depth, venting, power).",
        "Order long-lead items early; cabinets and special-order tile set the schedule.",
      ],
    },
    {
      heading: "Sign the contract and pull permits",
      bullets: [
        "The contract should name every product, the fixed price, a milestone payment schedule, start and finish dates and your right to cancel.",
        "Avoid paying most of the price up front; payments should follow visible progress.",
        "Make sure the contractor, not you, files the building permits and schedules inspections.",
        "Ask how change orders are priced and approved: always in writing, before the work.",
      ],
    },
    {
      heading: "Prepare for construction",
      paragraphs: [
        `A typical kitchen takes ${costRanges.kitchenTimeline} of construction; most hall baths three to four weeks.`,
      ],
      bullets: [
        "Set up a temporary kitchen or plan which bathroom the family will share.",
        "Empty the room, protect valuables nearby and plan for pets.",
        "Agree on working hours, parking, dumpster location and how you will get updates.",
        "Tell your neighbors, and your building or HOA if you have one.",
      ],
    },
    {
      heading: "Walk through, sign off and care for it",
      bullets: [
        "Test every drawer, door, fixture and appliance, and write a punch list together.",
        "Make the final payment only after the punch list is finished and the final inspection has passed.",
        "Collect the permit sign-off, warranties, care guides and paint and grout colors.",
        "Put resealing dates for natural stone and grout in your calendar.",
      ],
    },
  ],
};

export const contractorQuestions: InfoSection = {
  id: "questions",
  heading: "Questions to ask any contractor",
  ordered: true,
  bullets: [
    "What is your home improvement license number, and may your insurer send me a certificate of insurance?",
    "Who will be my day-to-day contact, and how often will I hear from them?",
    "Which parts of the work do your own employees do, and which are subcontracted?",
    "Is your price fixed? What exactly is included, and what is not?",
    "Who pulls the permits, and are the fees in the price?",
    "What is the schedule, and what happens if it slips?",
    "How do you protect the rest of my home from dust and damage?",
    "What does your workmanship warranty cover, for how long, and how do I use it?",
  ],
};

export const guideNotes = {
  heading: "My project notes",
  prompts: [
    "Room and main goals",
    "Budget and contingency",
    "Contractors contacted",
    "Target start date",
  ],
};

export function guideClosing() {
  return `Questions while you plan? Call ${business().phone.display} or stop by ${business().address.street} in ${business().address.city}. We are happy to look at your notes, even if you are not ready to hire anyone yet.`;
}

export const learningGuideHead: PageHeadCopy = {
  title: "Free Remodeling Learning Guide",
  description:
    "Our free, printable step-by-step guide to planning a kitchen or bathroom remodel: goals, budget, choosing a contractor, design, permits, construction and the final walkthrough.",
};
