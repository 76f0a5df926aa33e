import type { Route } from "./+types/learning-guide";
import { Link } from "react-router";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "Free Remodeling Learning Guide";
const description =
  "Our free step-by-step guide to planning a kitchen or bathroom remodel: budget, design, materials, permits and timeline.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function LearningGuidePage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "Learning Guide", path: "/learning-guide" },
        ]}
      />
      <Prose>
        <h2>Step 1: Set your goals and budget</h2>
        <p>
          List what does not work in the room today and what you want it to do.
          A kitchen remodel in our area typically costs $25,000 to $75,000 and a
          bathroom $15,000 to $40,000.
        </p>
        <h2>Step 2: Visit the showroom</h2>
        <p>
          Compare cabinets, counters and tile in person, and leave with a plan.{" "}
          <Link to="/contact">Schedule your visit</Link>.
        </p>
      </Prose>
    </>
  );
}
