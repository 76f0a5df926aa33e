import { footerLines, listReason, UNSUBSCRIBE_LABEL } from "./footer.ts";
import type { EmailBlock, EmailContent } from "./message.ts";

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case "paragraphs":
      return block.lines.join("\n\n");
    case "details":
      return block.rows
        .map(([label, value]) => `${label}: ${value}`)
        .join("\n");
    case "steps":
      return block.items
        .map((item, index) => `${index + 1}. ${item}`)
        .join("\n");
    case "link":
      return `${block.label}: ${block.href}`;
    case "html":
      return block.text;
  }
}

/** The plain-text part: the same blocks as the HTML, in the same order. */
export function plainText(content: EmailContent): string {
  return [
    ...content.blocks.map(blockText),
    ["--", ...footerLines()].join("\n"),
    ...(content.unsubscribeUrl
      ? [`${content.unsubscribeReason ?? listReason()}\n${UNSUBSCRIBE_LABEL}: ${content.unsubscribeUrl}`]
      : []),
  ].join("\n\n");
}
