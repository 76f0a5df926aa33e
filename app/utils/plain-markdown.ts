// The small Markdown subset location pages are stored in: "## " and "### "
// headings, "- " list items and paragraphs separated by blank lines. Every
// block is plain text, rendered by React as text, so nothing stored in a
// page can ever become HTML (ADR 0011).

export type TextBlock =
  { kind: "h2" | "h3" | "p"; text: string } | { kind: "ul"; items: string[] };

export function parsePlainMarkdown(source: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of source.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const first = lines[0]!;
    if (lines.every((line) => line.startsWith("- "))) {
      blocks.push({ kind: "ul", items: lines.map((line) => line.slice(2)) });
    } else if (first.startsWith("### ")) {
      blocks.push({ kind: "h3", text: first.slice(4) });
      if (lines.length > 1)
        blocks.push({ kind: "p", text: lines.slice(1).join(" ") });
    } else if (first.startsWith("## ")) {
      blocks.push({ kind: "h2", text: first.slice(3) });
      if (lines.length > 1)
        blocks.push({ kind: "p", text: lines.slice(1).join(" ") });
    } else {
      blocks.push({ kind: "p", text: lines.join(" ") });
    }
  }
  return blocks;
}
