import type { TextBlock } from "#app/utils/plain-markdown.ts";

/** Stored page text, rendered block by block as React text (never HTML). */
export function PlainText({ blocks }: { blocks: TextBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case "h2":
            return (
              <h2
                key={index}
                className="mt-10 text-2xl font-bold text-brand-900 first:mt-0"
              >
                {block.text}
              </h2>
            );
          case "h3":
            return (
              <h3 key={index} className="mt-6 text-lg font-semibold">
                {block.text}
              </h3>
            );
          case "ul":
            return (
              <ul key={index} className="mt-3 list-disc space-y-1 pl-6">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={index} className="mt-3 text-lg leading-relaxed">
                {block.text}
              </p>
            );
        }
      })}
    </>
  );
}
