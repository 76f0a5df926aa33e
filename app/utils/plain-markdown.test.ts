import { describe, expect, it } from "vitest";
import { parsePlainMarkdown } from "./plain-markdown.ts";

describe("parsePlainMarkdown", () => {
  it("reads headings, paragraphs and lists as plain text", () => {
    expect(
      parsePlainMarkdown(
        "## Homes\nSplit-levels\nand capes.\n\n### Permit?\nYes.\n\n- one\n- two",
      ),
    ).toEqual([
      { kind: "h2", text: "Homes" },
      { kind: "p", text: "Split-levels and capes." },
      { kind: "h3", text: "Permit?" },
      { kind: "p", text: "Yes." },
      { kind: "ul", items: ["one", "two"] },
    ]);
  });

  it("keeps markup as literal text", () => {
    const [block] = parsePlainMarkdown(
      '<script>alert(1)</script> <b onclick="x">',
    );
    expect(block).toEqual({
      kind: "p",
      text: '<script>alert(1)</script> <b onclick="x">',
    });
  });
});
