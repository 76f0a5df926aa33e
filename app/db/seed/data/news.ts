import { DEMO_BUSINESS as business } from "#app/business/defaults.ts";
import { hoursShort } from "#app/business/hours.ts";
import type { IllustrationScene, Palette } from "../illustrations/index.ts";

// Demo company news for a fresh install: events, recognition and community
// work, told the way the home and about pages tell the family's story.
// Stored as blog_posts rows of kind 'news' (docs/decisions/0010).

export interface NewsSeed {
  slug: string;
  title: string;
  metaDescription: string;
  excerpt: string;
  publishedAt: string;
  scene: IllustrationScene;
  palette: Palette;
  imageAlt: string;
  content: string;
}

const { city } = business.address;
const phone = business.phone.display;

export const newsSeeds: NewsSeed[] = [
  {
    slug: "pink-ribbon-design-night-2026",
    title: "Pink Ribbon Design Night at the showroom",
    metaDescription:
      `Our October Pink Ribbon Design Night in ${city} supported local breast cancer patient-support and screening programs.`,
    excerpt:
      "An evening of design talks in the showroom, in support of local breast cancer patient-support and screening programs.",
    publishedAt: "2026-10-20T16:00:00Z",
    scene: "kitchen",
    palette: {
      wall: "#f6eef0",
      cabinet: "#f2f2f0",
      accent: "#d67a96",
      floor: "#b89373",
    },
    imageAlt:
      "Illustration of a bright white kitchen with pink accents, decorated for the Pink Ribbon Design Night",
    content: `For Breast Cancer Awareness Month, we opened the ${city} showroom for our Pink Ribbon Design Night. Neighbors, clients and friends came for short talks from our designers on planning a kitchen, choosing tile and making a bathroom safer to use after surgery or during treatment, followed by questions over coffee and dessert.

The pink ribbon on our website is personal. Our founders' mother is a breast cancer survivor, and she kept the books for our first jobs at her kitchen table while she finished treatment. Every guest's donation, and a contribution from us for every design consultation booked that night, went to local patient-support and screening programs.

Thank you to everyone who came, and to the nurses and volunteers who spoke about screening. If you or someone you care for is going through treatment and needs a bathroom made easier to use, with grab bars, a handheld shower or a curbless entry, call us at ${phone}. We will make those visits a priority.`,
  },
  {
    slug: "best-of-houzz-recognition",
    title: "Recognized by Houzz homeowners",
    metaDescription:
      `${business.name} has been recognized by Houzz homeowners for design and customer service.`,
    excerpt:
      "Homeowners on Houzz recognized our design work and customer service. The credit belongs to our clients and our crews.",
    publishedAt: "2026-02-10T15:00:00Z",
    scene: "bathroom",
    palette: {
      wall: "#eef1f4",
      cabinet: "#1f3b57",
      accent: "#c7a46a",
      floor: "#d6d0c6",
    },
    imageAlt:
      "Illustration of a finished bathroom with a navy vanity, marble-look tile and brass mirror",
    content: `We are proud to share that Houzz homeowners have recognized ${business.name} with a Best of Houzz badge for design and customer service.

The recognition comes from reviews and ratings by the people we actually work for, which is why it means more to us than any trade award. It reflects the designers who sit with you in the showroom, the project leads who are on site most days, and the crews who clean up before they leave.

To everyone who took the time to write a review: thank you. If you are planning a kitchen or bath and want to see the projects behind the reviews, browse our [before and after gallery](/gallery) or read what our clients say on the [home page](/).`,
  },
  {
    slug: "fifteen-years-in-business",
    title: `Fifteen years of kitchens and baths in ${city}`,
    metaDescription: `${business.name} celebrates fifteen years as a family-owned remodeler in ${city}, NY, with ${business.projectsCompleted} projects completed.`,
    excerpt: `We opened in ${business.foundedYear} as a family business and we still are one. A thank-you to the clients, crews and neighbors who got us here.`,
    publishedAt: "2025-06-05T15:00:00Z",
    scene: "cabinets",
    palette: {
      wall: "#f2efe9",
      cabinet: "#3f5a47",
      accent: "#c9a66b",
      floor: "#a27b55",
    },
    imageAlt:
      "Illustration of a wall of green shaker cabinets with brass pulls and open wood shelves",
    content: `This summer marks fifteen years since we opened our doors in ${business.foundedYear}. Since then we have completed ${business.projectsCompleted} kitchens, baths and other projects for families across Rockland and Bergen counties and the wider tri-state area.

A lot has changed: the showroom has grown to ${business.showroomSqFt} square feet, our crews have grown, and we now build across New York, New Jersey and Connecticut. What has not changed is how we work. The people who design your kitchen are the people you meet in the showroom, and the people who pick up when you call.

To celebrate, we held an open house with our cabinet, tile and countertop suppliers, and a thank-you lunch for the crews and trades who have worked beside us for years. Thank you to every family who has trusted us with their home. Here is to the next fifteen years.`,
  },
  {
    slug: "spring-showroom-open-house",
    title: "Spring open house: new displays in the showroom",
    metaDescription:
      `See the new kitchen, bath and closet displays at our spring showroom open house in ${city}, NY.`,
    excerpt:
      "Three new displays in the showroom: a working kitchen with an induction cooktop, a curbless accessible shower and a walk-in closet system.",
    publishedAt: "2026-04-08T15:00:00Z",
    scene: "closet",
    palette: {
      wall: "#f1eee8",
      cabinet: "#ffffff",
      accent: "#8a6a4a",
      floor: "#b59675",
    },
    imageAlt:
      "Illustration of a walk-in closet with white shelving, hanging rods and wood drawer fronts",
    content: `We have refreshed the showroom with three new displays, and you are invited to see them at our spring open house.

- **A working kitchen** with an induction cooktop you can try, quartz and quartzite side by side, and cabinets with the storage inserts our clients ask about most.
- **A curbless, accessible shower** with a linear drain, a fold-down bench and grab bars that look like towel bars, for anyone planning to stay in their home for the long run.
- **A walk-in closet system** with adjustable shelving, drawers and lighting, to show what fits in a spare bedroom or an awkward attic space.

Our designers will be on hand all day to answer questions, and you are welcome to bring photos and measurements of your own rooms. If the open house does not suit your schedule, the showroom is open ${hoursShort(business.weeklyHours)}; call ${phone} to book a time with a designer.`,
  },
  {
    slug: "community-bathroom-for-a-local-family",
    title: "Giving back: an accessible bathroom for a neighbor",
    metaDescription:
      "Our crews and trade partners donated an accessible bathroom for a Rockland County family after a cancer diagnosis.",
    excerpt:
      "When a Rockland County mother came home from cancer surgery to a bathroom she could not use, our crews and trade partners donated a new one.",
    publishedAt: "2025-11-18T15:00:00Z",
    scene: "bathroom",
    palette: {
      wall: "#eef2f0",
      cabinet: "#6b7f73",
      accent: "#b0b8b4",
      floor: "#d2cdc4",
    },
    imageAlt:
      "Illustration of an accessible bathroom with a walk-in shower, grab bars and a floating vanity",
    content: `Through a local patient-support program, we met a Rockland County family whose mother had come home from breast cancer surgery to a second-floor bathroom with a high tub she could not safely step into.

Our designers drew a plan the same week. Our crews, with the plumber, electrician and tile suppliers we have worked with for years, donated their time and materials to replace the tub with a low-threshold shower, add a fold-down seat, grab bars and a handheld shower, and widen the doorway. The work took eight working days, and the family stayed in the house throughout.

This is the kind of project our family understands. Our founders' mother went through the same treatment the year we opened, and the pink ribbon on our site is our way of standing with the patients, survivors and caregivers going through it now. If you know a family who could use help like this, please tell us.`,
  },
];
