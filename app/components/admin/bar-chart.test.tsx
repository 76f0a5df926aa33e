import { HtmlValidate } from "html-validate";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart, type ChartSeries } from "./bar-chart.tsx";

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React writes <br/> and camel-cased SVG attributes; both are valid.
    "void-style": "off",
    "attr-case": "off",
    // React's useId starts with a character HTML5 allows but HTML4 did not.
    "valid-id": ["error", { relaxed: true }],
    // The legend's swatches take their colour from the series.
    "no-inline-style": "off",
  },
});

function render(
  labels: string[],
  series: ChartSeries[],
  extra: { valueLabel?: string; categoryLabel?: string } = {},
) {
  return renderToStaticMarkup(
    <main>
      <BarChart
        title="Leads per week"
        description="The last four weeks."
        labels={labels}
        series={series}
        {...extra}
      />
    </main>,
  );
}

const bars = (html: string) =>
  [
    ...html.matchAll(
      /<rect [^>]*height="([\d.]+)"[^>]*><title>([^<]*)<\/title>/g,
    ),
  ].map((match) => ({ height: Number(match[1]), title: match[2] }));

const WEEKS = ["Mar 2", "Mar 9", "Mar 16", "Mar 23"];
const TWO: ChartSeries[] = [
  { label: "Contact requests", values: [3, 0, 7, 1] },
  { label: "Loan applications", values: [1, 0, 2, 0] },
];

describe("BarChart", () => {
  it("is valid HTML", async () => {
    const report = await validator.validateString(
      `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${render(WEEKS, TWO)}</body></html>`,
    );
    expect(
      report.results.flatMap((result) =>
        result.messages.map(
          (message) => `${message.ruleId}: ${message.message}`,
        ),
      ),
    ).toEqual([]);
  });

  it("is a figure whose picture is named by its title and described by its totals", () => {
    const html = render(WEEKS, TWO, { valueLabel: "leads" });
    expect(html).toMatch(
      /<figure[^>]*><figcaption[^>]*>Leads per week<\/figcaption>/,
    );
    const svg = /<svg ([^>]*)>/.exec(html)![1]!;
    expect(svg).toContain('role="img"');
    expect(svg).toContain('width="100%"');
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(svg)![1]!;
    const describedBy = /aria-describedby="([^"]+)"/.exec(svg)![1]!;
    expect(html).toContain(`<title id="${labelledBy}">Leads per week</title>`);
    expect(html).toContain(
      `<desc id="${describedBy}">Contact requests: total 11 leads, highest 7 at Mar 16. Loan applications: total 3 leads, highest 2 at Mar 16.</desc>`,
    );
  });

  it("draws one bar per non-zero value, scaled to a rounded axis maximum", () => {
    const html = render(WEEKS, TWO);
    const drawn = bars(html);
    expect(drawn.map((bar) => bar.title)).toEqual([
      "Contact requests, Mar 2: 3",
      "Loan applications, Mar 2: 1",
      "Contact requests, Mar 16: 7",
      "Loan applications, Mar 16: 2",
      "Contact requests, Mar 23: 1",
    ]);
    // The axis runs from 0 to 10, the next round number above 7.
    expect(html).toMatch(/<text[^>]*>10<\/text>/);
    expect(html).toMatch(/<text[^>]*>0<\/text>/);
    expect(drawn[2]!.height / drawn[0]!.height).toBeCloseTo(7 / 3);
  });

  it("gives each series its own fill and a legend when there is more than one", () => {
    const html = render(WEEKS, TWO);
    const fills = new Set(
      [...html.matchAll(/<rect [^>]*fill="([^"]+)"/g)].map((match) => match[1]),
    );
    expect(fills.size).toBe(2);
    expect(html).toMatch(
      /<ul[^>]*>.*Contact requests<\/li>.*Loan applications<\/li><\/ul>/,
    );
    expect(render(WEEKS, TWO.slice(0, 1))).not.toContain("<ul");
  });

  it("has every number in a table with headers for each row and column", () => {
    const html = render(WEEKS, TWO, { categoryLabel: "Week starting" });
    expect(html).toMatch(
      /<details[^>]*><summary[^>]*>Show the numbers<\/summary><table[^>]*><caption[^>]*>Leads per week<\/caption>/,
    );
    const headers = [
      ...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g),
    ].map((match) => match[1]);
    expect(headers).toEqual([
      "Week starting",
      "Contact requests",
      "Loan applications",
    ]);
    const rows = [
      ...html.matchAll(
        /<tr[^>]*><th scope="row"[^>]*>([^<]*)<\/th>(.*?)<\/tr>/g,
      ),
    ].map((match) => [
      match[1],
      ...[...match[2]!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map(
        (cell) => cell[1],
      ),
    ]);
    expect(rows).toEqual([
      ["Mar 2", "3", "1"],
      ["Mar 9", "0", "0"],
      ["Mar 16", "7", "2"],
      ["Mar 23", "1", "0"],
    ]);
  });

  it("thins out the category labels so that neighbours do not overlap", () => {
    const hours = Array.from({ length: 24 }, (_, hour) => `${hour}:00`);
    const html = render(hours, [
      { label: "Opens", values: hours.map(() => 1) },
    ]);
    const shown = [
      ...html.matchAll(/<text[^>]*text-anchor="middle"[^>]*>([^<]*)<\/text>/g),
    ].map((match) => match[1]);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.length).toBeLessThan(24);
    expect(shown[0]).toBe("0:00");
  });

  it("says so when every value is zero", () => {
    const html = render(WEEKS, [{ label: "Leads", values: [0, 0, 0, 0] }]);
    expect(bars(html)).toEqual([]);
    expect(html).toMatch(/<desc [^>]*>Total 0\.<\/desc>/);
  });
});
