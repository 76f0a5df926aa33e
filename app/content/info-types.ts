// Shapes of the long-form copy on the information pages (about, information,
// education, learning guide, privacy, terms, licensing). The copy is plain
// text; links live in `links` so the components can render them as links.

export interface InfoLink {
  label: string;
  href: string;
  description?: string;
}

export interface InfoBlock {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface InfoSection {
  /** Anchor id of the section, also used for its heading id. */
  id: string;
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  /** Render the bullets as a numbered list. */
  ordered?: boolean;
  blocks?: InfoBlock[];
  /** Number the blocks ("Step 1", ...). */
  numberedBlocks?: boolean;
  links?: InfoLink[];
  /** A closing remark shown in a tinted box. */
  note?: string;
}

/** "one, two and three" */
export function listText(items: readonly string[], joiner = ", "): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(joiner)} and ${items.at(-1) ?? ""}`;
}
