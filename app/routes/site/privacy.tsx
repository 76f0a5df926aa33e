import type { Route } from "./+types/privacy";
import { business } from "#app/content/business.ts";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "Privacy Policy";
const description =
  "How Lakeside Kitchen & Bath collects, uses and protects the information you share through this website.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function PrivacyPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "Privacy Policy", path: "/privacy" },
        ]}
      />
      <Prose>
        <p>
          We collect only what you choose to send us through our forms (your
          name, contact details and project information) and use it to answer
          your request. We never sell your information. Public pages set no
          cookies.
        </p>
        <p>
          Questions: <a href={`mailto:${business.email}`}>{business.email}</a>.
        </p>
      </Prose>
    </>
  );
}
