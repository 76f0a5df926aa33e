import { ArrowRight, BookOpen, Check } from "lucide-react";
import { learningGuide } from "#app/content/home.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

export function LearningGuideTeaser() {
  return (
    <section aria-labelledby="learning-guide-heading" className="bg-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:py-16 md:grid-cols-2 md:gap-12">
        <div>
          <BookOpen aria-hidden="true" className="size-8 text-brand-700" />
          <Heading
            level={2}
            look="section"
            id="learning-guide-heading"
            className="mt-4"
          >
            {learningGuide.title}
          </Heading>
          <p className="mt-4 text-lg leading-relaxed text-muted">
            {learningGuide.pitch}
          </p>
          <ButtonLink to="/learning-guide" tone="brand" className="mt-6">
            Explore the learning guide
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
        <div className="rounded-lg border border-brand-100 bg-white p-6">
          <h3 className="text-lg font-semibold text-brand-900">
            What's inside
          </h3>
          <ul className="mt-4 space-y-3">
            {learningGuide.inside.map((item) => (
              <li key={item} className="flex gap-3 text-ink">
                <Check
                  aria-hidden="true"
                  className="mt-1 size-5 shrink-0 text-brand-700"
                />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
