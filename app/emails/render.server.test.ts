import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { DEMO_BUSINESS as business } from "#app/business/defaults.ts";
import { fullAddress } from "#app/business/facts.ts";
import type { EmailContent } from "./message.ts";
import { renderEmail } from "./render.server.tsx";

const HOSTILE =
  '<img src=x onerror="alert(1)"> & </td></table><script>x</script>';

const content: EmailContent = {
  preview: "Your reference is C1-abc.",
  blocks: [
    { kind: "paragraphs", lines: ["Hello Ann,", `Thanks ${HOSTILE}`] },
    {
      kind: "details",
      rows: [
        ["Reference", "C1-abc"],
        ["Message", `First line\nSecond line ${HOSTILE}`],
      ],
    },
    { kind: "steps", items: ["We call you.", "You visit the showroom."] },
    {
      kind: "link",
      label: "Directions to the showroom",
      href: "https://maps.example/dir?a=1&b=2",
    },
  ],
};

describe("renderEmail", () => {
  it("renders an HTML part in the one layout, with every value escaped", async () => {
    const { html } = await renderEmail(content);
    expect(html).toMatch(/^<!DOCTYPE html/i);
    const root = parse(html);
    expect(root.querySelector("html")?.getAttribute("lang")).toBe("en");
    expect(root.querySelector("title")?.text).toBe(business.name);
    expect(root.text).toContain("Your reference is C1-abc.");
    // Input never becomes markup: no image, no script, and the row is whole.
    expect(root.querySelectorAll("img, script")).toHaveLength(0);
    // Container and sections are layout tables too: the details are the
    // rows with a label cell.
    const values = root
      .querySelectorAll("th")
      .map((label) => label.parentNode?.querySelector("td")?.text);
    expect(values).toEqual(["C1-abc", `First line\nSecond line ${HOSTILE}`]);
    expect(root.querySelectorAll("th").map((th) => th.text)).toEqual([
      "Reference",
      "Message",
    ]);
    expect(root.querySelectorAll("ol li").map((li) => li.text)).toEqual([
      "We call you.",
      "You visit the showroom.",
    ]);
    const link = root
      .querySelectorAll("a")
      .find((a) => a.text === "Directions to the showroom");
    expect(link?.getAttribute("href")).toBe("https://maps.example/dir?a=1&b=2");
  });

  it("ends both parts with the postal address, phone and every licence number", async () => {
    const { html, text } = await renderEmail(content);
    const pageText = parse(html).text;
    for (const fact of [
      fullAddress(business),
      business.phone.display,
      ...business.licenses.map((licence) => licence.number),
    ]) {
      expect(pageText).toContain(fact);
      expect(text).toContain(fact);
    }
  });

  it("writes a plain-text part with the same blocks, in order, and no markup of its own", async () => {
    const { text } = await renderEmail(content);
    const order = [
      "Hello Ann,",
      "Reference: C1-abc",
      "Message: First line\nSecond line",
      "1. We call you.\n2. You visit the showroom.",
      "Directions to the showroom: https://maps.example/dir?a=1&b=2",
      `--\n${business.name}, ${fullAddress(business)}`,
    ].map((part) => text.indexOf(part));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).not.toMatch(/<(p|table|td|br|a)\b/);
    // Plain text shows what was typed, exactly.
    expect(text).toContain(HOSTILE);
  });

  it("shows an unsubscribe link in both parts only when the message has one", async () => {
    const without = await renderEmail(content);
    expect(without.text).not.toContain("Unsubscribe");
    expect(parse(without.html).text).not.toContain("Unsubscribe");

    const url = "https://lakeside.test/u/token-123";
    const withLink = await renderEmail({ ...content, unsubscribeUrl: url });
    expect(withLink.text).toContain(`Unsubscribe from these emails: ${url}`);
    const anchor = parse(withLink.html)
      .querySelectorAll("a")
      .find((a) => a.getAttribute("href") === url);
    expect(anchor?.text).toBe("Unsubscribe from these emails");
  });
});
