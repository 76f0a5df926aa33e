import type { Route } from "./+types/ai-faq";
import { business, fullAddress } from "#app/content/business.ts";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "Frequently Asked Questions";
const description =
  "Short, direct answers about Lakeside Kitchen & Bath: services, costs, timelines, financing, service area and showroom hours.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function AiFaqPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "AI FAQ", path: "/ai-faq" },
        ]}
      />
      <Prose>
        <h2>Where is the showroom?</h2>
        <p>
          {fullAddress}. Hours: {business.hours.short}.
        </p>
        <h2>What areas do you serve?</h2>
        <p>{business.serviceArea.summary}.</p>
      </Prose>
    </>
  );
}
