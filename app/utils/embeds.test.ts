import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmbedFrame } from "#app/components/inspiration/embed-frame.tsx";
import {
  type Embed,
  EMBED_FRAME_ATTRIBUTES,
  embedSrc,
  MAX_EMBED_INPUT_LENGTH,
  outboundUrl,
  parseEmbed,
} from "./embeds.ts";

const YT = "dQw4w9WgXcQ";
const yt = (id = YT): Embed => ({ provider: "youtube", id });

const instagramBlockquote = `<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="https://www.instagram.com/p/C1aBcD_e-F2/?utm_source=ig_embed&amp;utm_campaign=loading" data-instgrm-version="14" style="background:#FFF; border:0;"><div style="padding:16px;"><a href="https://www.instagram.com/p/C1aBcD_e-F2/?utm_source=ig_embed&amp;utm_campaign=loading" style="color:#000" target="_blank">View this post on Instagram</a></div></blockquote>
<script async src="//www.instagram.com/embed.js"></script>`;

const pinterestAnchor = `<a data-pin-do="embedPin" data-pin-width="large" href="https://www.pinterest.com/pin/99360735500167749/"></a>
<script async defer src="//assets.pinterest.com/js/pinit.js"></script>`;

// Security check S13, reference corpus D6-E, plus the valid forms.
const cases: Array<[string, string | null | undefined, Embed | null]> = [
  // D6-E: rejected
  ["a host not on the list", "https://evil.example/embed", null],
  [
    "scheme-relative look-alike suffix",
    "//www.youtube.com.evil.example/",
    null,
  ],
  [
    "https look-alike suffix",
    `https://www.youtube.com.evil.example/embed/${YT}`,
    null,
  ],
  [
    "userinfo before the real host",
    "https://www.youtube.com@evil.example/",
    null,
  ],
  [
    "userinfo on the real host",
    `https://user:pw@www.youtube.com/embed/${YT}`,
    null,
  ],
  ["backslash (CVE-2021-26540 shape)", "/\\evil.example", null],
  [
    "backslash inside a URL",
    `https://www.youtube.com\\@evil.example/embed/${YT}`,
    null,
  ],
  ["scheme-relative YouTube", `//www.youtube.com/embed/${YT}`, null],
  ["Cyrillic o in the host", `https://www.y\u043eutube.com/embed/${YT}`, null],
  ["not https", "http://www.youtube.com/embed/x", null],
  ["not https, valid id", `http://www.youtube.com/embed/${YT}`, null],
  ["javascript: scheme", "javascript:alert(1)", null],
  ["data: scheme", "data:text/html,<script>alert(1)</script>", null],
  ["https: without slashes", `https:www.youtube.com/embed/${YT}`, null],
  ["a non-default port", "https://www.youtube.com:8443/embed/x", null],
  [
    "a non-default port, valid id",
    `https://www.youtube.com:8443/embed/${YT}`,
    null,
  ],
  ["a trailing dot on the host", `https://www.youtube.com./embed/${YT}`, null],
  [
    "attribute breakout",
    'https://www.youtube.com/embed/x"onload="alert(1)',
    null,
  ],
  [
    "attribute breakout after a valid id",
    `https://www.youtube.com/embed/${YT}"onload="alert(1)`,
    null,
  ],
  ["a 10-char YouTube id", "https://www.youtube.com/embed/dQw4w9WgXc", null],
  ["a 12-char YouTube id", "https://www.youtube.com/embed/dQw4w9WgXcQQ", null],
  [
    "a YouTube id with a dot",
    "https://www.youtube.com/embed/dQw4w9WgX.Q",
    null,
  ],
  ["a YouTube id with %20", "https://youtu.be/dQw4w9%20XcQ", null],
  ["an embedded tab", `https://www.you\ttube.com/embed/${YT}`, null],
  [
    "two v parameters",
    `https://www.youtube.com/watch?v=${YT}&v=aaaaaaaaaaa`,
    null,
  ],
  ["an unknown YouTube path", `https://www.youtube.com/channel/${YT}`, null],
  ["a Vimeo id with letters", "https://vimeo.com/12ab", null],
  [
    "an Instagram shortcode too short",
    "https://www.instagram.com/p/abc/",
    null,
  ],
  [
    "an Instagram profile",
    "https://www.instagram.com/lakesidekitchenbath",
    null,
  ],
  ["a Pinterest board", "https://www.pinterest.com/someone/kitchens/", null],
  ["a Pinterest id with letters", "https://www.pinterest.com/pin/12a/", null],
  [
    "a Pinterest look-alike region",
    "https://www.pinterest.evil/pin/123/",
    null,
  ],
  ["a Houzz pro page", "https://www.houzz.com/pro/lakesidekitchenbath", null],
  [
    "an iframe on another host",
    '<iframe src="https://evil.example/embed"></iframe>',
    null,
  ],
  [
    "an iframe with srcdoc only",
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    null,
  ],
  [
    "a script alone",
    '<script src="https://www.youtube.com/embed/dQw4w9WgXcQ"></script>',
    null,
  ],
  [
    "an Instagram blockquote pointing at YouTube",
    `<blockquote data-instgrm-permalink="https://www.youtube.com/embed/${YT}"></blockquote>`,
    null,
  ],
  [
    "an iframe with an attribute breakout",
    '<iframe src="https://www.youtube.com/embed/x"onload="alert(1)"></iframe>',
    null,
  ],
  ["empty", "", null],
  ["whitespace", "   ", null],
  ["null", null, null],
  ["undefined", undefined, null],
  [
    "too long",
    `https://www.youtube.com/watch?v=${YT}&x=${"a".repeat(MAX_EMBED_INPUT_LENGTH)}`,
    null,
  ],

  // D6-E: normalised
  ["upper-case scheme and host", `HTTPS://WWW.YOUTUBE.COM/EMBED/${YT}`, yt()],
  ["the default port", `https://www.youtube.com:443/embed/${YT}`, yt()],
  [
    "an Instagram blockquote with its script",
    instagramBlockquote,
    { provider: "instagram", id: "C1aBcD_e-F2" },
  ],
  [
    "a Pinterest embedPin anchor with pinit.js",
    pinterestAnchor,
    { provider: "pinterest", id: "99360735500167749" },
  ],
  [
    "an iframe whose allow we replace",
    `<iframe width="560" height="315" src="https://www.youtube.com/embed/${YT}" allow="camera; microphone" onload="alert(1)"></iframe>`,
    yt(),
  ],

  // Valid forms, per provider
  ["watch?v=", `https://www.youtube.com/watch?v=${YT}`, yt()],
  [
    "watch?v= with a start time",
    `https://www.youtube.com/watch?v=${YT}&t=42s`,
    yt(),
  ],
  ["youtube.com without www", `https://youtube.com/watch?v=${YT}`, yt()],
  ["mobile YouTube", `https://m.youtube.com/watch?v=${YT}`, yt()],
  ["youtu.be", `https://youtu.be/${YT}`, yt()],
  ["youtu.be with ?si=", `https://youtu.be/${YT}?si=abc`, yt()],
  ["/embed/", `https://www.youtube.com/embed/${YT}`, yt()],
  ["/shorts/", `https://www.youtube.com/shorts/${YT}`, yt()],
  ["nocookie /embed/", `https://www.youtube-nocookie.com/embed/${YT}`, yt()],
  ["surrounding whitespace", `  https://youtu.be/${YT}\n`, yt()],
  [
    "the seeded YouTube URL",
    "https://www.youtube.com/watch?v=LkbKitchn01",
    yt("LkbKitchn01"),
  ],
  ["vimeo.com/123", "https://vimeo.com/123", { provider: "vimeo", id: "123" }],
  [
    "player.vimeo.com/video/123",
    "https://player.vimeo.com/video/123",
    { provider: "vimeo", id: "123" },
  ],
  [
    "a Vimeo iframe",
    '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e" frameborder="0"></iframe>',
    { provider: "vimeo", id: "76979871" },
  ],
  [
    "instagram /p/",
    "https://www.instagram.com/p/LkbQuartz05/",
    { provider: "instagram", id: "LkbQuartz05" },
  ],
  [
    "instagram /reel/ without www",
    "https://instagram.com/reel/Cx_12-ab",
    { provider: "instagram", id: "Cx_12-ab" },
  ],
  [
    "pinterest /pin/123/",
    "https://www.pinterest.com/pin/123/",
    { provider: "pinterest", id: "123" },
  ],
  [
    "a regional Pinterest host",
    "https://www.pinterest.co.uk/pin/456/",
    { provider: "pinterest", id: "456" },
  ],
  [
    "houzz photo",
    "https://www.houzz.com/photos/walk-in-closet-with-center-island-phvw-vp~100000006",
    { provider: "houzz", id: "100000006" },
  ],
];

describe("parseEmbed", () => {
  it.each(cases)("%s", (_name, input, expected) => {
    expect(parseEmbed(input)).toEqual(expected);
  });

  it("keeps only the provider and the id, never any HTML", () => {
    for (const [, input] of cases) {
      const embed = parseEmbed(input);
      if (!embed) continue;
      expect(Object.keys(embed).sort()).toEqual(["id", "provider"]);
      expect(embed.id).toMatch(/^[A-Za-z0-9_-]+$/);
    }
  });

  it("handles a 1 MB paste quickly", () => {
    const started = performance.now();
    expect(parseEmbed(`<div ${"a=b ".repeat(250_000)}>`)).toBeNull();
    expect(parseEmbed("<".repeat(MAX_EMBED_INPUT_LENGTH))).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("embedSrc and outboundUrl", () => {
  it("build our own URLs from the id", () => {
    expect(embedSrc(yt())).toBe(`https://www.youtube-nocookie.com/embed/${YT}`);
    expect(embedSrc({ provider: "vimeo", id: "123" })).toBe(
      "https://player.vimeo.com/video/123",
    );
    expect(embedSrc({ provider: "instagram", id: "C1aBcD_e-F2" })).toBe(
      "https://www.instagram.com/p/C1aBcD_e-F2/embed",
    );
    expect(embedSrc({ provider: "pinterest", id: "123" })).toBe(
      "https://assets.pinterest.com/ext/embed.html?id=123",
    );
    expect(embedSrc({ provider: "houzz", id: "100000006" })).toBeNull();

    expect(outboundUrl(yt())).toBe(`https://www.youtube.com/watch?v=${YT}`);
    expect(outboundUrl({ provider: "vimeo", id: "123" })).toBe(
      "https://vimeo.com/123",
    );
    expect(outboundUrl({ provider: "instagram", id: "abcde" })).toBe(
      "https://www.instagram.com/p/abcde/",
    );
    expect(outboundUrl({ provider: "pinterest", id: "123" })).toBe(
      "https://www.pinterest.com/pin/123/",
    );
    expect(outboundUrl({ provider: "houzz", id: "100000006" })).toBe(
      "https://www.houzz.com/photos/phvw-vp~100000006",
    );
  });

  it("every frame src is on a host the CSP frame-src allows", () => {
    const frameSrc = new Set([
      "www.youtube-nocookie.com",
      "www.youtube.com",
      "player.vimeo.com",
      "www.instagram.com",
      "assets.pinterest.com",
    ]);
    for (const [, input] of cases) {
      const embed = parseEmbed(input);
      const src = embed && embedSrc(embed);
      if (src) expect(frameSrc.has(new URL(src).hostname)).toBe(true);
    }
  });
});

describe("the rendered iframe", () => {
  const render = (embed: Embed, title = "A title") =>
    renderToStaticMarkup(createElement(EmbedFrame, { embed, title }));

  function attributes(html: string): Record<string, string> {
    const tag = /^<iframe([^>]*)>/.exec(html)?.[1] ?? "";
    return Object.fromEntries(
      [...tag.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)].map((match) => [
        match[1]!.toLowerCase(),
        match[2] ?? "",
      ]),
    );
  }

  it("is a fixed template whatever was pasted", () => {
    const pasted = `<iframe src="https://www.youtube.com/embed/${YT}" allow="camera; microphone" sandbox="allow-top-navigation" referrerpolicy="unsafe-url" onload="alert(1)" srcdoc="<b>x</b>"></iframe>`;
    const html = render(parseEmbed(pasted)!, 'Kitchen "zones" <tour>');
    expect(attributes(html)).toEqual({
      src: `https://www.youtube-nocookie.com/embed/${YT}`,
      title: "Kitchen &quot;zones&quot; &lt;tour&gt;",
      sandbox: EMBED_FRAME_ATTRIBUTES.sandbox,
      referrerpolicy: "strict-origin-when-cross-origin",
      loading: "lazy",
      allow: EMBED_FRAME_ATTRIBUTES.allow,
      allowfullscreen: "",
    });
    expect(EMBED_FRAME_ATTRIBUTES.sandbox).toBe(
      "allow-scripts allow-same-origin allow-presentation allow-popups",
    );
    expect(EMBED_FRAME_ATTRIBUTES.allow).toBe(
      "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen",
    );
    expect(html).not.toMatch(/camera|microphone|onload|srcdoc|unsafe-url/);
  });

  it("has the same attributes for every provider, and none for Houzz", () => {
    for (const embed of [
      yt(),
      { provider: "vimeo", id: "1" },
      { provider: "instagram", id: "abcde" },
      { provider: "pinterest", id: "1" },
    ] satisfies Embed[]) {
      const { src, ...rest } = attributes(render(embed));
      expect(src).toBe(embedSrc(embed)!.replace(/&/g, "&amp;"));
      expect(Object.keys(rest).sort()).toEqual([
        "allow",
        "allowfullscreen",
        "loading",
        "referrerpolicy",
        "sandbox",
        "title",
      ]);
    }
    expect(render({ provider: "houzz", id: "1" })).toBe("");
  });
});
