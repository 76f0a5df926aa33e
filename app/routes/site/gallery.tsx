import type { Route } from "./+types/gallery";
import { Link } from "react-router";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "Before & After Gallery";
const description =
  "Before and after photos of kitchens, bathrooms, cabinets, countertops, tile and closets we have remodeled across Rockland, Bergen and the tri-state area.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function GalleryPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "Gallery", path: "/gallery" },
        ]}
      />
      <Prose>
        <p>
          Every project in this gallery was designed in our Congers showroom and
          built by our own crews. Browse kitchens, bathrooms, cabinetry,
          countertops, tile and closets, then{" "}
          <Link to="/contact">book a showroom visit</Link> to talk about yours.
        </p>
      </Prose>
    </>
  );
}
