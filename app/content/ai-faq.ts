// Short, self-contained answers for AI assistants and voice search (/ai-faq
// and /llms.txt). Every fact comes from the other content files.
import { business } from "#app/business/current.ts";
import { fullAddress } from "#app/business/facts.ts";
import { costRanges, type FaqItem, financingOffer } from "./home.ts";
import { workmanshipWarrantyYears } from "./information.ts";
import { serviceSummaries } from "./services.ts";
import type { PageHeadCopy } from "./pages.ts";

function listText(items: readonly string[], joiner = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${joiner} ${items.at(-1)}`;
}

function name() {
  return business().name;
}
function phone() {
  return business().phone;
}
function address() {
  return business().address;
}
function serviceArea() {
  return business().serviceArea;
}
function hoursText() {
  return business().hours.rows.map((row) => `${row.days} ${row.time}`);
}
const serviceNames = serviceSummaries.map((service) =>
  service.title.toLowerCase(),
);
function licensedStates() {
  return business().licenses.map((license) => license.state);
}

export function aiFaq(): FaqItem[] {
  return [
    {
      question: `What is ${name()}?`,
      answer: `${name()} is a family-owned kitchen and bathroom remodeling company with a ${business().showroomSqFt} sq ft design showroom in ${address().city}, ${address().state}. It has been in business since ${business().foundedYear} and has completed ${business().projectsCompleted} projects.`,
    },
    {
      question: `Where is ${name()} located?`,
      answer: `The showroom is at ${fullAddress(business())}, in ${address().county}.`,
    },
    {
      question: `What is the phone number for ${name()}?`,
      answer: `Call ${phone().display}. You can also text that number or use the contact form on the website.`,
    },
    {
      question: "What are the showroom hours?",
      answer: `${listText(hoursText())}.`,
    },
    {
      question: "Do I need an appointment to visit the showroom?",
      answer:
        "Walk-ins are welcome during weekday and Saturday hours. Sunday visits are by appointment, and booking ahead on any day means a designer is free to spend time with you.",
    },
    {
      question: "What services do you offer?",
      answer: `We offer ${listText(serviceNames)}. Kitchens and bathrooms are design-build: one team designs, prices and builds the whole project.`,
    },
    {
      question: "What areas do you serve?",
      answer: `Our core service area is ${listText(serviceArea().core)}. We also serve homeowners across New York, New Jersey and Connecticut, including ${listText(serviceArea().extended)}.`,
    },
    {
      question: "Do you serve only Rockland and Bergen counties?",
      answer: `No. ${listText(serviceArea().core)} are our core area, where most of our projects are, and we also take projects in ${listText(serviceArea().extended)}.`,
    },
    {
      question: "How much does a kitchen remodel cost?",
      answer: `Most of our kitchen remodels cost ${costRanges.kitchen}. You get a fixed written price after we measure your space.`,
    },
    {
      question: "How much does a bathroom remodel cost?",
      answer: `A full bathroom remodel typically costs ${costRanges.bathroom}, and a small bathroom or powder room usually ${costRanges.smallBathroom}.`,
    },
    {
      question: "How long does a kitchen remodel take?",
      answer: `Most kitchen remodels take ${costRanges.kitchenTimeline} of construction, after design and cabinet ordering. You get a written schedule before work starts.`,
    },
    {
      question: "How long does a bathroom remodel take?",
      answer:
        "Most hall baths take three to four weeks of construction; larger primary baths take longer.",
    },
    {
      question: "Do you offer financing?",
      answer: `Yes: ${financingOffer.promoRate} financing for ${financingOffer.promoMonths} months, or terms up to ${financingOffer.maxTermMonths} months for a lower monthly payment. ${financingOffer.disclaimer}`,
    },
    {
      question: "Are free estimates available?",
      answer:
        "Yes. Estimates and design consultations are free, and after measuring we give you a written proposal with a fixed price.",
    },
    {
      question: "Are you licensed and insured?",
      answer: `Yes. We are a registered home improvement contractor in ${listText(licensedStates())}, and we carry general liability and workers' compensation insurance. License numbers are listed on our licensing page.`,
    },
    {
      question: "Do you handle permits and inspections?",
      answer:
        "Yes. We file the permits your town requires, schedule every inspection and meet the inspector on site; permit fees are included in your written price.",
    },
    {
      question: "What warranty do you give?",
      answer: `Every project has our written ${workmanshipWarrantyYears}-year workmanship warranty from the final walkthrough. Products also carry their manufacturers' warranties, which we register for you.`,
    },
    {
      question: "Do you sell cabinets without a full remodel?",
      answer:
        "Yes. Our showroom sells cabinets on their own, with design help and measuring, and we can install them or supply them to your contractor.",
    },
    {
      question: "Is a bathroom remodel a good investment?",
      answer: `A bathroom remodel typically recovers ${costRanges.bathroomRoi} of its cost in added home value at resale.`,
    },
    {
      question: "How long has the company been in business?",
      answer: `${business().yearsInBusiness} years: the company was founded in ${business().foundedYear}. Our team together brings ${business().teamExperienceYears} years of experience in the trades.`,
    },
    {
      question: "How do I start a project?",
      answer: `Visit the showroom, call ${phone().display}, or request a free quote on our contact page. Bring room measurements and photos if you have them.`,
    },
  ];
}

export function aiFaqHead(): PageHeadCopy {
  return {
    title: "Frequently Asked Questions",
    description: `Short, direct answers about ${business().name}: services, costs, timelines, financing, service area and showroom hours.`,
  };
}
