import { ChevronDown } from "lucide-react";

export interface FaqListProps {
  items: { question: string; answer: string }[];
  headingId?: string;
}

export function FaqList({ items, headingId = "faq-heading" }: FaqListProps) {
  return (
    <section aria-labelledby={headingId} className="bg-white">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <h2
          id={headingId}
          className="text-2xl font-bold text-brand-900 sm:text-3xl"
        >
          Frequently asked questions
        </h2>
        <div className="mt-8 divide-y divide-brand-100 border-y border-brand-100">
          {items.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md px-2 py-4 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600 [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="mt-1 size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-2 pb-5 leading-relaxed text-muted">
                {item.answer}
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
