import { ArrowRight, Check } from "lucide-react";
import { TextLink } from "#app/components/ui/text-link.tsx";
import type { InfoLink, InfoSection } from "#app/content/info-types.ts";

function Bullets({ items, ordered }: { items: string[]; ordered?: boolean }) {
  if (ordered) {
    return (
      <ol className="mt-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700">
        {items.map((item) => (
          <li key={item} className="pl-1">
            {item}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ul className="mt-4 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check
            aria-hidden="true"
            className="mt-1.5 size-4 shrink-0 text-brand-700"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** One h2 section of long-form copy, with optional h3 blocks and links. */
export function InfoSectionView({
  section,
  children,
}: {
  section: InfoSection;
  children?: React.ReactNode;
}) {
  const headingId = `${section.id}-heading`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 py-8 text-lg leading-relaxed first:pt-0"
    >
      <h2
        id={headingId}
        className="text-2xl font-bold text-brand-900 sm:text-3xl"
      >
        {section.heading}
      </h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          {paragraph}
        </p>
      ))}
      {section.bullets ? (
        <Bullets items={section.bullets} ordered={section.ordered} />
      ) : null}
      {section.blocks ? (
        <div
          className={
            section.numberedBlocks ? "mt-6 space-y-4" : "mt-2 space-y-2"
          }
        >
          {section.blocks.map((block, index) => (
            <div
              key={block.heading}
              className={
                section.numberedBlocks
                  ? "rounded-lg border border-brand-100 bg-brand-50 p-5 break-inside-avoid"
                  : "pt-4"
              }
            >
              <h3 className="text-xl font-semibold text-brand-900">
                {section.numberedBlocks ? (
                  <span className="text-brand-700">Step {index + 1}: </span>
                ) : null}
                {block.heading}
              </h3>
              {block.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-3">
                  {paragraph}
                </p>
              ))}
              {block.bullets ? <Bullets items={block.bullets} /> : null}
            </div>
          ))}
        </div>
      ) : null}
      {children}
      {section.note ? (
        <p className="mt-6 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 text-base">
          {section.note}
        </p>
      ) : null}
      {section.links ? (
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-base print:hidden">
          {section.links.map((link) => (
            <li key={link.href + link.label}>
              <TextLink to={link.href}>{link.label}</TextLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A table of contents for a long page. */
export function OnThisPage({
  sections,
}: {
  sections: Array<Pick<InfoSection, "id" | "heading">>;
}) {
  return (
    <nav
      aria-label="On this page"
      className="rounded-lg border border-brand-100 bg-brand-50 p-5 print:hidden"
    >
      <p className="font-semibold text-brand-900">On this page</p>
      <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <TextLink to={`#${section.id}`}>{section.heading}</TextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Onward links at the end of a page, so no page is a dead end. */
export function NextSteps({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: InfoLink[];
}) {
  return (
    <section
      aria-labelledby={id}
      className="border-t border-brand-100 bg-brand-50 print:hidden"
    >
      <div className="mx-auto max-w-5xl px-4 py-12">
        <h2 id={id} className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {heading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((link) => (
            <li key={link.href + link.label}>
              <TextLink
                to={link.href}
                tone="plain"
                className="group flex h-full flex-col rounded-lg border border-brand-100 bg-white p-5 hover:border-brand-700"
              >
                <span className="flex items-center gap-2 font-semibold text-brand-800 underline group-hover:text-brand-900">
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </span>
                {link.description ? (
                  <span className="mt-2 text-base text-muted">
                    {link.description}
                  </span>
                ) : null}
              </TextLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The page body: an optional table of contents, then the sections. */
export function InfoBody({
  sections,
  toc = true,
  children,
}: {
  sections: InfoSection[];
  toc?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {toc ? <OnThisPage sections={sections} /> : null}
      <div className={`divide-y divide-brand-100 ${toc ? "mt-10" : ""}`}>
        {sections.map((section) => (
          <InfoSectionView key={section.id} section={section} />
        ))}
      </div>
      {children}
    </div>
  );
}
