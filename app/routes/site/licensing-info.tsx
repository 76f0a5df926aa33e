import type { Route } from "./+types/licensing-info";
import { business } from "#app/content/business.ts";
import { PageIntro, Prose } from "#app/components/ui/page-intro.tsx";
import { pageHead } from "#app/utils/seo.ts";

const title = "Licensing & Insurance";
const description =
  "Home improvement contractor licenses, insurance and EPA lead-safe certification of Lakeside Kitchen & Bath.";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title, description });

export default function LicensingInfoPage() {
  return (
    <>
      <PageIntro
        title={title}
        lead={description}
        trail={[
          { name: "Home", path: "/" },
          { name: "Licensing", path: "/licensing-info" },
        ]}
      />
      <Prose>
        <ul>
          {business.licenses.map((license) => (
            <li key={license.state}>
              {license.state}: {license.authority}, license {license.number}
            </li>
          ))}
        </ul>
        <p>
          We are an EPA Lead-Safe Certified firm and carry general liability and
          workers' compensation insurance.
        </p>
      </Prose>
    </>
  );
}
