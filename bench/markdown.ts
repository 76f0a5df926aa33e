// npm run bench:markdown: the blog's Markdown renderer and sanitiser
// (app/utils/markdown.server.ts) on the sizes security check S12 names:
// a seeded post, a 1 MB post, 1 MB of hostile HTML, a 5 MB post and
// 100,000 nested <div>s.
import os from "node:os";
import { blogPostSeeds } from "#app/db/seed/data/blog-posts.ts";
import {
  renderMarkdown,
  renderMarkdownCached,
  sanitizeContentHtml,
} from "#app/utils/markdown.server.ts";

const RUNS = 5;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(run: () => unknown, runs = RUNS) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

const post = blogPostSeeds[0]!.content;
const paragraph =
  "A remodel starts with **measurements**, a [plan](/information) and a budget. <b onclick=x>x</b>\n\n";
const oneMb = paragraph.repeat(Math.ceil(1_000_000 / paragraph.length));
const fiveMb = paragraph.repeat(Math.ceil(5_000_000 / paragraph.length));
// Pasted HTML as an attacker would send it: event handlers, scripts and
// images from elsewhere, 1 MB of it straight into the sanitiser.
const hostileFragment =
  '<p>A remodel starts with <strong>measurements</strong>, a <a href="/information" onclick="x">plan</a> and <script>bad()</script> a budget. <img src=x onerror=alert(1)> <a href="javascript:alert(1)">more</a></p>\n';
const oneMbHostile = hostileFragment.repeat(
  Math.ceil(1_000_000 / hostileFragment.length),
);
const nested = "<div>".repeat(100_000) + "deep" + "</div>".repeat(100_000);
renderMarkdownCached(post);

const rows: Array<[string, number]> = [
  [
    `seeded post (${post.length} chars), render`,
    time(() => renderMarkdown(post), 50),
  ],
  ["seeded post, cached render", time(() => renderMarkdownCached(post), 50)],
  ["1 MB Markdown, render + sanitise", time(() => renderMarkdown(oneMb))],
  [
    "1 MB hostile HTML, sanitise",
    time(() => sanitizeContentHtml(oneMbHostile)),
  ],
  ["5 MB Markdown, render + sanitise", time(() => renderMarkdown(fiveMb), 3)],
  [
    "100,000 nested <div>, sanitise",
    time(() => sanitizeContentHtml(nested), 1),
  ],
];

console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
console.log("| input | median |\n|---|---|");
for (const [label, ms] of rows)
  console.log(`| ${label} | ${ms < 10 ? ms.toFixed(2) : Math.round(ms)} ms |`);
