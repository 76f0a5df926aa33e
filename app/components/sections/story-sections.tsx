import { Check, Compass, Handshake, History } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { story, type StoryBlock } from "#app/content/home.ts";
import { Heading } from "#app/components/ui/heading.tsx";

export function StorySections() {
  const { history, mission, promise } = story();
  const blocks: { block: StoryBlock; Icon: LucideIcon }[] = [
    { block: history, Icon: History },
    { block: mission, Icon: Compass },
    { block: promise, Icon: Handshake },
  ];
  return (
    <section aria-labelledby="story-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <Heading level={2} look="section" id="story-heading">
          Who we are and how we work
        </Heading>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {blocks.map(({ block, Icon }) => (
            <article
              key={block.id}
              aria-labelledby={`story-${block.id}`}
              className="flex flex-col rounded-lg border border-brand-100 bg-brand-50 p-6"
            >
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3
                id={`story-${block.id}`}
                className="mt-4 text-xl font-semibold text-brand-900"
              >
                {block.heading}
              </h3>
              {block.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-muted">
                  {paragraph}
                </p>
              ))}
              {block.bullets ? (
                <ul className="mt-3 space-y-2">
                  {block.bullets.map((bullet) => (
                    <li key={bullet} className="flex gap-2 text-muted">
                      <Check
                        aria-hidden="true"
                        className="mt-1 size-4 shrink-0 text-brand-700"
                      />
                      <span>{bullet}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
