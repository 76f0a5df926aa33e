import { business } from "#app/business/current.ts";
import type { PageHeadCopy } from "./pages.ts";

// Apart from home.ts, whose story and FAQ other pages share: importing the
// head from there would put all of that copy in the home page's JavaScript.
export function homeHead(): PageHeadCopy {
  return {
    title: `${business().name} | Kitchen & Bath Remodeling in Congers, NY`,
    description: `Family-owned kitchen and bathroom remodeler with a ${business().showroomSqFt} sq ft showroom in Congers, NY. ${business().serviceArea.summary}.`,
  };
}
