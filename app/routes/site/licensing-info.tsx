import type { Route } from "./+types/licensing-info";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { licensingInfoHead } from "#app/content/legal.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import { ShieldCheck } from "lucide-react";
import { business } from "#app/business/current.ts";
import {
  demoValueNotice,
  insuranceCoverages,
  insuranceNotes,
  leadSafeSections,
  licenseVerification,
  licensingIntro,
} from "#app/content/legal.ts";
import {
  InfoSectionView,
  NextSteps,
} from "#app/components/info/info-sections.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;
const trail = trailTo(pages.licensingInfo);

const DEMO_SUFFIX = /\s*\(demo value\)$/i;

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = licensingInfoHead();
  return pageHead(args, {
    title,
    description,
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });
};

const h2 = "text-2xl font-bold text-brand-900 sm:text-3xl";

export default function LicensingInfoPage() {
  const { title } = licensingInfoHead();
  return (
    <>
      <PageIntro title={title} lead={licensingIntro()} trail={trail} />
      <div className="mx-auto max-w-3xl divide-y divide-brand-100 px-4 py-10 text-lg leading-relaxed">
        <section aria-labelledby="licenses-heading" className="pb-8">
          <h2 id="licenses-heading" className={h2}>
            Licenses and registrations by state
          </h2>
          <p className="mt-4">
            {business().legalName} holds a home improvement license or
            registration in each state we work in.
          </p>
          <ul className="mt-6 grid gap-4">
            {business().licenses.map((license) => {
              const demo = DEMO_SUFFIX.test(license.number);
              return (
                <li
                  key={license.state}
                  className="rounded-lg border border-brand-100 bg-brand-50 p-5"
                >
                  <h3 className="text-xl font-semibold text-brand-900">
                    {license.state}
                  </h3>
                  <dl className="mt-2 grid gap-x-4 gap-y-1 text-base sm:grid-cols-[10rem_1fr]">
                    <dt className="font-medium text-muted">Issued by</dt>
                    <dd>{license.authority}</dd>
                    <dt className="font-medium text-muted">Number</dt>
                    <dd className="flex flex-wrap items-center gap-2">
                      <span className="font-mono font-semibold">
                        {license.number.replace(DEMO_SUFFIX, "")}
                      </span>
                      {demo ? (
                        <span className="rounded-full border border-accent-700 bg-white px-2 py-0.5 text-sm font-semibold text-accent-700">
                          (demo value)
                        </span>
                      ) : null}
                    </dd>
                  </dl>
                </li>
              );
            })}
          </ul>
          <p className="mt-6 rounded-lg border-l-4 border-accent-700 bg-white p-4 text-base">
            <strong>Demo values:</strong> {demoValueNotice}
          </p>
          <h3 className="mt-8 text-xl font-semibold text-brand-900">
            Check a contractor yourself
          </h3>
          <ul className="mt-3 space-y-2 text-base">
            {licenseVerification.map((link) => (
              <li key={link.href}>
                <TextLink to={link.href}>{link.label}</TextLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="insurance-heading" className="py-8">
          <h2 id="insurance-heading" className={h2}>
            Insurance that protects you
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {insuranceCoverages.map((coverage) => (
              <li
                key={coverage.id}
                className="flex gap-3 rounded-lg border border-brand-100 p-4"
              >
                <ShieldCheck
                  aria-hidden="true"
                  className="mt-1 size-6 shrink-0 text-brand-700"
                />
                <div>
                  <h3 className="font-semibold text-brand-900">
                    {coverage.name}
                  </h3>
                  <p className="mt-1 text-base text-muted">
                    {coverage.protects}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {insuranceNotes.map((note) => (
            <p key={note} className="mt-4">
              {note}
            </p>
          ))}
        </section>
        {leadSafeSections.map((section) => (
          <InfoSectionView key={section.id} section={section} />
        ))}
      </div>
      <NextSteps
        id="licensing-next-heading"
        heading="Next steps"
        links={[
          {
            label: "Homeowner Information Center",
            href: "/information",
            description: "Permits, warranties and what to expect.",
          },
          {
            label: "About our family business",
            href: "/about",
            description: `Remodeling in ${business().address.county} since ${business().foundedYear}.`,
          },
          {
            label: "Request a free quote",
            href: "/contact",
            description: "We will bring our certificates to the estimate.",
          },
        ]}
      />
    </>
  );
}
