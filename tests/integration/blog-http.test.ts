import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { mediaUrl } from "#tests/setup/fixtures.ts";
import {
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";

// S12 and D6 end to end: hostile text stored in a post (title, description,
// keywords, image alt, content) is served by the production build as inert
// text in the page, its head and its JSON-LD.

const HOSTILE_TITLE = `Tile </title><script>alert("t")</script> & "grout" </script>`;
const HOSTILE_DESCRIPTION = `"><script>alert("d")</script>`;

let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-blog-"));
  const connection = await openPglite(path.join(dataDir, "pglite"));
  await connection.migrate();
  // A non-empty table is never seeded, so these are the only posts.
  await connection.db.insert(blogPosts).values([
    {
      slug: "hostile-post",
      title: HOSTILE_TITLE,
      metaDescription: HOSTILE_DESCRIPTION,
      excerpt: `<img src=x onerror=alert("e")>`,
      keywords: `"><svg onload=alert("k")>`,
      content: [
        "## Safe heading",
        "",
        `<script>alert("c")</script><img src=x onerror=alert("c")>`,
        "",
        `[click](javascript:alert("c")) <iframe src="https://evil.example"></iframe>`,
        "",
        `<a href="/contact" onclick="alert('c')">Contact</a>`,
      ].join("\n"),
      county: `Rockland </script> County`,
      state: "NY",
      featuredImageUrl: mediaUrl(1),
      featuredImageAlt: `"><script>alert("a")</script>`,
      publishedAt: new Date("2026-01-01T12:00:00Z"),
    },
    {
      slug: "draft-post",
      title: "Draft",
      metaDescription: "m",
      excerpt: "e",
      content: "c",
      county: "Rockland County",
      state: "NY",
      isPublished: 0,
    },
  ]);
  await connection.close();
  server = await startServer({ dataDir });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function scriptsOf(html: string) {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
}

describe("a post with hostile fields, served over HTTP", () => {
  it("renders every field as text: no script, handler or javascript: URL", async () => {
    const response = await fetch(`${server.url}/blogs/hostile-post`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // Our inline scripts are listed in the CSP by hash (or are JSON-LD); an
    // injected one would not be.
    const csp = response.headers.get("content-security-policy")!;
    for (const [tag, code] of scriptsOf(html)) {
      if (tag.includes('type="application/ld+json"')) continue;
      const hash = crypto.createHash("sha256").update(code!).digest("base64");
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toMatch(/<(?:img|svg|a|iframe)\b[^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toContain("evil.example");
    expect(html).toContain("<h2>Safe heading</h2>");
    expect(html).toContain('<a href="/contact">Contact</a>');
    const title = /<title>([\s\S]*?)<\/title>/.exec(html)![1]!;
    expect(title).toContain("&lt;/title&gt;&lt;script&gt;");
  });

  it("keeps the JSON-LD valid, with the title exactly as stored", async () => {
    const html = await (await fetch(`${server.url}/blogs/hostile-post`)).text();
    const blocks = scriptsOf(html)
      .filter(([tag]) => tag.includes('type="application/ld+json"'))
      .map(([, body]) => JSON.parse(body!) as Record<string, unknown>);
    const article = blocks.find((block) => block["@type"] === "Article");
    expect(article?.headline).toBe(HOSTILE_TITLE);
    expect(article?.description).toBe(HOSTILE_DESCRIPTION);
  });

  it("lists the post safely and 404s the draft", async () => {
    const list = await fetch(`${server.url}/blogs`);
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('href="/blogs/hostile-post"');
    expect(html).not.toContain("/blogs/draft-post");
    expect(html).not.toMatch(/<(?:img|svg)\b[^>]*\son[a-z]+=/i);
    expect((await fetch(`${server.url}/blogs/draft-post`)).status).toBe(404);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("/blogs/hostile-post</loc>");
    expect(sitemap).not.toContain("draft-post");
  });
});
