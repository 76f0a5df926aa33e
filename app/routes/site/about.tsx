import type { Route } from "./+types/about";
import { Link } from "react-router";
import { business } from "#app/content/business.ts";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "About Lakeside Kitchen & Bath";
const description =
  "A family-owned kitchen and bath remodeler in Congers, NY since 2010: our story, our team and the promise we make on every project.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function AboutPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "About Us", path: "/about" },
        ]}
      />
      <Prose>
        <h2>Our story</h2>
        <p>
          Lakeside Kitchen &amp; Bath opened in {business.foundedYear} as a
          small family shop in Congers. Today we have completed{" "}
          {business.projectsCompleted} projects, and our team brings{" "}
          {business.teamExperienceYears} years of combined experience in the
          kitchen and bath trades.
        </p>
        <h2>What we promise</h2>
        <ul>
          <li>A fixed written price and schedule before any work begins.</li>
          <li>
            One project lead from the first measurement to the final
            walkthrough.
          </li>
          <li>A clean, protected home at the end of every workday.</li>
        </ul>
        <p>
          <Link to="/contact">
            Plan a visit to our {business.showroomSqFt} sq ft showroom
          </Link>{" "}
          to meet the family and see the materials in person.
        </p>
      </Prose>
    </>
  );
}
