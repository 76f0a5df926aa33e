import type { LegalDocument } from "#app/content/legal.ts";
import { PageIntro, type Crumb } from "#app/components/ui/page-intro.tsx";
import { InfoBody, NextSteps } from "./info-sections.tsx";

/** A policy page: intro with its date, contents, sections, related pages. */
export function LegalPage({
  title,
  trail,
  document,
  nextId,
}: {
  title: string;
  trail: Crumb[];
  document: LegalDocument;
  nextId: string;
}) {
  return (
    <>
      <PageIntro title={title} lead={document.summary} trail={trail}>
        <p className="mt-4 text-base font-medium text-ink">
          Last updated: {document.lastUpdated}
        </p>
      </PageIntro>
      <InfoBody sections={document.sections} />
      <NextSteps id={nextId} heading="Related pages" links={document.related} />
    </>
  );
}
