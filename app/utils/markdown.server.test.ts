import fc from "fast-check";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import {
  isSafeHref,
  renderMarkdown,
  sanitizeContentHtml,
} from "./markdown.server.ts";

// Security reference S12: the blog's Markdown sanitiser, with the D6 corpus
// and property tests. The output is parsed with the sanitiser's own parser
// (htmlparser2) and every element, attribute and URL is checked against the
// allowlist.

const ALLOWED: Record<string, string[]> = {
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  br: [],
  hr: [],
  ul: [],
  ol: ["start"],
  li: [],
  a: ["href", "title"],
  em: [],
  strong: [],
  del: [],
  blockquote: [],
  code: [],
  pre: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
  img: ["src", "alt", "title", "width", "height"],
};

interface Element {
  tag: string;
  attributes: Record<string, string>;
}

function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        found.push({ tag, attributes });
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

// Judged without the sanitiser's own helper: what a browser would run.
function isScriptableUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are the point
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
  return /^(?:javascript|data|vbscript):/.test(url) || /^[/\\]{2}/.test(url);
}

/** Fails with a readable reason when the HTML leaves the allowlist. */
function assertAllowlisted(html: string) {
  for (const { tag, attributes } of elementsOf(html)) {
    expect(Object.keys(ALLOWED), `tag <${tag}> in ${html}`).toContain(tag);
    for (const [name, value] of Object.entries(attributes)) {
      expect(ALLOWED[tag], `${name} on <${tag}> in ${html}`).toContain(name);
      expect(name).not.toMatch(/^on/i);
      if (name === "href") expect(isScriptableUrl(value), value).toBe(false);
      if (name === "src") expect(value).toMatch(/^\/media\/[\w.-]+$/);
    }
  }
}

// Text that merely reads "onclick=" is harmless once escaped; tags and
// attributes are what the browser runs, so those are what is checked.
function assertInert(html: string) {
  expect(html).not.toMatch(/<\/?(?:script|iframe|style|svg|math|form)/i);
  assertAllowlisted(html);
}

const hostile: Array<[string, string]> = [
  ["script tag", "<script>alert(1)</script>"],
  ["script with src", '<script src="https://evil.example/x.js"></script>'],
  ["img onerror", "<img src=x onerror=alert(1)>"],
  ["own image with onerror", '<img src="/media/a-1200.webp" onerror=alert(1)>'],
  ["javascript href", '<a href="javascript:alert(1)">x</a>'],
  ["tab inside the scheme", '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ["newline inside the scheme", '<a href="java\nscript:alert(1)">x</a>'],
  ["leading space", '<a href=" javascript:alert(1)">x</a>'],
  ["upper case", '<a href="JAVASCRIPT:alert(1)">x</a>'],
  ["entity-encoded colon", '<a href="javascript&colon;alert(1)">x</a>'],
  [
    "decimal entities",
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ["data URL", '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ["data image", '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
  ["vbscript", '<a href="vbscript:msgbox(1)">x</a>'],
  ["protocol-relative", '<a href="//evil.example">x</a>'],
  ["backslash host", '<a href="/\\evil.example">x</a>'],
  ["iframe", '<iframe src="https://evil.example"></iframe>'],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["youtube iframe", '<iframe src="https://www.youtube.com/embed/x"></iframe>'],
  ["style element", "<style>@import url(https://evil.example/x.css)</style>"],
  [
    "CSS expression",
    '<p style="width: expression(alert(1)); background:url(javascript:alert(1))">x</p>',
  ],
  ["svg onload", "<svg onload=alert(1)><circle r=1 /></svg>"],
  ["svg animate", "<svg><animate onbegin=alert(1) attributeName=x /></svg>"],
  [
    "mXSS through math and style",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  ],
  [
    "noscript title break-out",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  ],
  ["form", '<form action="https://evil.example"><button>Go</button></form>'],
  ["autofocus input", "<input autofocus onfocus=alert(1)>"],
  ["base", '<base href="//evil.example">'],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=https://e.x">'],
  ["link stylesheet", '<link rel="stylesheet" href="https://evil.example">'],
  ["object", '<object data="https://evil.example/x.swf"></object>'],
  ["embed", '<embed src="https://evil.example/x.swf">'],
  ["markdown javascript link", "[click](javascript:alert(1))"],
  ["markdown entity link", "[click](jav&#x61;script:alert(1))"],
  ["markdown data link", "[click](data:text/html;base64,PHNjcmlwdD4=)"],
  [
    "markdown title injection",
    '[x](https://example.com "a\\" onmouseover=\\"alert(1)")',
  ],
  ["markdown image elsewhere", "![x](https://evil.example/track.gif)"],
  ["markdown image javascript", "![x](javascript:alert(1))"],
  ["raw html in a paragraph", "Hello <b onclick=alert(1)>there</b> friend"],
  ["unclosed tag", "<a href='javascript:alert(1)'"],
];

describe("renderMarkdown: the hostile corpus (S12, D6)", () => {
  it.each(hostile)("%s", (_name, input) => {
    const html = renderMarkdown(input);
    assertInert(html);
    for (const { attributes } of elementsOf(html))
      expect(Object.values(attributes).join(" ")).not.toMatch(/evil\.example/);
  });

  it("keeps harmless formatting, safe links and our own images", () => {
    const html = renderMarkdown(
      [
        "## Plan",
        "",
        "Some *emphasis*, **strength** and `code`.",
        "",
        "- one",
        "- two [site](/contact) [web](https://www.nkba.org) [mail](mailto:hello@lakesidekitchenbath.com) [top](#plan)",
        "",
        "> A quote",
        "",
        "| a | b |",
        "|---|---|",
        "| 1 | 2 |",
        "",
        "![A kitchen](/media/00000000-0000-4000-8000-000000000001-1200.webp)",
      ].join("\n"),
    );
    assertAllowlisted(html);
    expect(html).toContain("<em>emphasis</em>");
    expect(html).toContain("<strong>strength</strong>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain('<a href="/contact">site</a>');
    expect(html).toContain('<a href="https://www.nkba.org">web</a>');
    expect(html).toContain('href="mailto:hello@lakesidekitchenbath.com"');
    expect(html).toContain('href="#plan"');
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<td>1</td>");
    expect(html).toContain(
      '<img src="/media/00000000-0000-4000-8000-000000000001-1200.webp" alt="A kitchen" />',
    );
  });

  it("keeps a link's text when its URL is refused", () => {
    expect(renderMarkdown("[read more](javascript:alert(1))")).toBe(
      "<p><a>read more</a></p>\n",
    );
  });

  it("drops a foreign image without a trace and leaves the markup around it whole", () => {
    expect(
      sanitizeContentHtml(
        '<p><a>x</a><img src=x onerror=alert(1)> and <img src="https://evil.example/a.png" alt="a">b</p>',
      ),
    ).toBe("<p><a>x</a> and b</p>");
    // The mark a foreign image leaves is the sanitiser's own: written by an
    // author, on our image or as text, it is not treated as one.
    expect(
      sanitizeContentHtml(
        '<img src="/media/a-1200.webp" data-foreign-image alt="k"><p>&lt;img data-foreign-image /&gt;</p>',
      ),
    ).toBe(
      '<img src="/media/a-1200.webp" alt="k" /><p>&lt;img data-foreign-image /&gt;</p>',
    );
  });

  it("escapes HTML written as text and keeps it escaped", () => {
    const html = renderMarkdown("Write `&lt;script&gt;` or \\<script\\>");
    expect(html).not.toMatch(/<script/i);
    expect(sanitizeContentHtml(html)).toBe(html);
  });
});

describe("renderMarkdown: headings under the page's h1", () => {
  const levels = (html: string) =>
    [...html.matchAll(/<h(\d)>/g)].map((match) => Number(match[1]));

  it("never produces an h1 and never skips a level", () => {
    expect(levels(renderMarkdown("# A\n\n## B\n\n### C\n\n## D"))).toEqual([
      2, 3, 4, 3,
    ]);
    expect(levels(renderMarkdown("## A\n\n#### B\n\n## C"))).toEqual([2, 3, 2]);
    expect(levels(renderMarkdown("### Only"))).toEqual([2]);
    expect(levels(renderMarkdown("<h1>Raw</h1>"))).toEqual([2]);
  });
});

describe("isSafeHref", () => {
  it.each([
    "https://example.com",
    "http://example.com/a?b#c",
    "mailto:hello@lakesidekitchenbath.com",
    "/contact",
    "/blogs/some-post#section",
    "#top",
    "?page=2",
    "other-post",
  ])("accepts %s", (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it.each([
    "",
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "\u0000javascript:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https:evil.example",
    "tel:+18455550142x",
    "file:///etc/passwd",
    "https://",
  ])("refuses %j", (href) => {
    expect(isSafeHref(href)).toBe(false);
  });
});

const fragments = fc.constantFrom(
  "<script>",
  "</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="',
  "javascript:",
  "JaVaScRiPt&#58;",
  "&#x09;",
  "data:text/html,",
  "<iframe src=//evil.example>",
  "<svg onload=alert(1)>",
  '"',
  "'",
  "<",
  ">",
  "=",
  " onclick=",
  "[x](",
  ")",
  "![i](",
  "# ",
  "\n",
  "<style>",
  "expression(",
  "<!--",
  "-->",
  "<![CDATA[",
  "`",
);

const hostileText = fc
  .array(fc.oneof(fragments, fc.string({ unit: "binary", maxLength: 12 })), {
    maxLength: 40,
  })
  .map((parts) => parts.join(""));

describe("sanitiser properties (fast-check)", () => {
  it("for any input, the output has no script, no on* attribute and no unsafe URL", () => {
    fc.assert(
      fc.property(hostileText, (input) => {
        assertInert(renderMarkdown(input));
        assertInert(sanitizeContentHtml(input));
      }),
      { numRuns: 1500, seed: 20261123 },
    );
  });

  it("is idempotent: sanitising its own output changes nothing", () => {
    fc.assert(
      fc.property(hostileText, (input) => {
        const once = sanitizeContentHtml(input);
        expect(sanitizeContentHtml(once)).toBe(once);
      }),
      { numRuns: 1000, seed: 4 },
    );
  });
});

describe("sanitiser under load", () => {
  // The time is measured in bench/markdown.ts; this bound only catches a
  // catastrophic (exponential) regression on a shared machine.
  it("renders a 1 MB post without blowing up", () => {
    const paragraph =
      "A remodel starts with **measurements**, a [plan](/information) and a budget. <b onclick=x>x</b>\n\n";
    const input = paragraph.repeat(Math.ceil(1_000_000 / paragraph.length));
    const started = performance.now();
    const html = renderMarkdown(input);
    const elapsed = performance.now() - started;
    expect(html).not.toContain("onclick");
    expect(elapsed).toBeLessThan(5_000);
  });

  it("survives 100,000 nested divs", () => {
    const input = "<div>".repeat(100_000) + "deep" + "</div>".repeat(100_000);
    expect(sanitizeContentHtml(input)).toBe("deep");
  }, 60_000);

  it("keeps 1,000 levels of nesting and drops the tags past them, in time, text and what follows kept", () => {
    const nested = (levels: number) =>
      "<blockquote>".repeat(levels) + "deep" + "</blockquote>".repeat(levels);
    expect(sanitizeContentHtml(nested(1000))).toBe(nested(1000));
    const started = performance.now();
    const html = sanitizeContentHtml(`${nested(80_000)}<p>after</p>`);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(html).toBe(`${nested(1000)}<p>after</p>`);
  });
});
