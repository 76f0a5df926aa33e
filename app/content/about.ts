// Copy of the About page (/about). The story, mission and promise blocks are
// shared with the home page (home.ts); facts come from the owner's business facts (app/business/).
import { business } from "#app/business/current.ts";
import { story } from "./home.ts";
import { listText, type InfoLink, type InfoSection } from "./info-types.ts";
import type { PageHeadCopy } from "./pages.ts";

function city() {
  return business().address.city;
}
function county() {
  return business().address.county;
}

export function aboutLead() {
  return `A family-owned kitchen and bath remodeler in ${city()}, NY since ${business().foundedYear}. Meet the people behind the work, what we believe in and the promise we make on every project.`;
}

export function ourStory(): InfoSection {
  return {
    id: "our-story",
    heading: "Our family story",
    paragraphs: [
      story().lead,
      ...story().history.paragraphs,
      "We are still the size where the family knows every job. Our designers sit in the showroom, our project leads run our own crews, and the licensed plumbers and electricians we call are people we have worked beside for years.",
    ],
  };
}

export interface ExperienceReading {
  id: string;
  value: string;
  label: string;
  detail: string;
}

export const experienceHeading = "Two ways to count our experience";
export const experienceIntro =
  "You may see two different numbers on our site. Both are true; they measure different things.";

export function experienceReadings(): ExperienceReading[] {
  return [
    {
      id: "company",
      value: business().yearsInBusiness,
      label: "years in business",
      detail: `The company's own record: founded in ${business().foundedYear}, with ${business().projectsCompleted} kitchens, baths and other projects completed since.`,
    },
    {
      id: "team",
      value: business().teamExperienceYears,
      label: "years of combined trade experience",
      detail:
        "Our team's experience in the kitchen and bath trades, much of it gained as cabinet installers, tile setters and designers before the company opened.",
    },
  ];
}

export function missionSection(): InfoSection {
  return {
    id: "mission",
    heading: "Our mission",
    paragraphs: story().mission.paragraphs,
  };
}

export function promiseSection(): InfoSection {
  return {
    id: "promise",
    heading: "Our promise",
    paragraphs: story().promise.paragraphs,
    bullets: story().promise.bullets,
    links: [
      { label: "How a project runs, step by step", href: "/information" },
    ],
  };
}

export const teamSection: InfoSection = {
  id: "team",
  heading: "The people you will work with",
  blocks: [
    {
      heading: "Designers",
      paragraphs: [
        "They meet you in the showroom, measure your home, draw the plan in 3D and help you choose every finish, with your budget in view the whole time.",
      ],
    },
    {
      heading: "Project leads",
      paragraphs: [
        "One lead runs your job from the pre-construction meeting to the final walkthrough, is on site most days and is the person you call.",
      ],
    },
    {
      heading: "Installers and trades",
      paragraphs: [
        "Our own carpenters and tile setters, with licensed plumbers and electricians we have worked beside for years. Nobody shows up at your door whom we have not vetted.",
      ],
    },
    {
      heading: "The office",
      paragraphs: [
        "The family members who answer the phone, order your materials, schedule inspections and make sure nothing falls through the cracks.",
      ],
    },
  ],
};

export function communitySection(): InfoSection {
  return {
    id: "community",
    heading: "In our community",
    paragraphs: [
      "The pink ribbon you see on our website is personal. Our founders' mother is a breast cancer survivor, and we support local patient-support and screening programs, and the neighbors, patients and caregivers going through what our family did.",
      `We are members of the Rockland Business Association, hire locally and buy from regional suppliers whenever we can. Many of our clients live within a short drive of the ${city()} showroom, and we intend to be here for every warranty call.`,
    ],
  };
}

export function serviceAreaSection(): InfoSection {
  return {
    id: "service-area",
    heading: "Where we work",
    paragraphs: [
      `${business().serviceArea.summary}. Our core area is ${listText(business().serviceArea.core)}, within easy reach of the showroom in ${county()}. We also build in ${listText(business().serviceArea.extended, "; ")}.`,
    ],
    links: [{ label: "See all the areas we serve", href: "/locations" }],
  };
}

export const aboutLinks: InfoLink[] = [
  {
    label: "Our services",
    href: "/services",
    description: "Kitchens, baths, cabinets, countertops, tile and closets.",
  },
  {
    label: "Before & after gallery",
    href: "/gallery",
    description: "Projects we designed and built for local families.",
  },
  {
    label: "Licensing & Insurance",
    href: "/licensing-info",
    description: "Our licenses, insurance and lead-safe certification.",
  },
  {
    label: "Homeowner Information Center",
    href: "/information",
    description: "Our process, warranties, permits and what to expect.",
  },
  {
    label: "Free Remodeling Learning Guide",
    href: "/learning-guide",
    description: "Plan your remodel step by step.",
  },
  {
    label: "Contact us",
    href: "/contact",
    description: "Plan a showroom visit or request a free quote.",
  },
];

export function aboutHead(): PageHeadCopy {
  return {
    title: `About ${business().name}`,
    description: `A family-owned kitchen and bath remodeler in Congers, NY since ${business().foundedYear}: our story, our experience, mission and promise, our showroom and our community.`,
  };
}
