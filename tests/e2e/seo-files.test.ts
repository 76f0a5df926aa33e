import http from "node:http";
import { describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";

// S22: absolute URLs come from the configured SITE_URL, whatever Host or
// X-Forwarded-Host a request claims: a foreign Host is sent to SITE_URL,
// and a forwarded host changes nothing.
const baseUrl = e2eServer.baseUrl;

function get(path: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    type: string;
    body: string;
    location: string;
  }>((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { headers }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            location: String(response.headers.location ?? ""),
            type: String(response.headers["content-type"]),
            body,
          }),
        );
      })
      .on("error", reject);
  });
}

const forged = {
  "X-Forwarded-Host": "evil.example",
  "X-Forwarded-Proto": "https",
};

describe("sitemap, robots and canonicals ignore the Host header", () => {
  it.each([
    "/sitemap.xml",
    "/robots.txt",
    "/services",
    "/rockland/new-city/kitchen-remodeling?ref=voice",
  ])(
    "a request for %s under a foreign Host is sent to SITE_URL",
    async (path) => {
      const { status, location, body } = await get(path, {
        Host: "evil.example",
        ...forged,
      });
      expect(status).toBe(301);
      expect(location).toBe(baseUrl + path);
      expect(body).not.toContain("evil.example");
    },
  );

  it("/sitemap.xml lists the seeded site on SITE_URL only", async () => {
    const { status, type, body } = await get("/sitemap.xml", forged);
    expect(status).toBe(200);
    expect(type).toBe("application/xml; charset=utf-8");
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(40);
    expect(locs.every((loc) => loc.startsWith(`${baseUrl}/`))).toBe(true);
    expect(body).not.toContain("evil.example");
  });

  it("/robots.txt names the sitemap on SITE_URL", async () => {
    const { status, body } = await get("/robots.txt", forged);
    expect(status).toBe(200);
    expect(body).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    expect(body).not.toContain("evil.example");
  });

  it("pages' canonical and social URLs stay on SITE_URL", async () => {
    const { body } = await get("/services", forged);
    expect(body).toContain(`<link rel="canonical" href="${baseUrl}/services"`);
    expect(body).toContain(
      `<meta property="og:url" content="${baseUrl}/services"`,
    );
    expect(body).not.toContain("evil.example");
  });

  it("a location page's canonical, social URL and JSON-LD stay on SITE_URL", async () => {
    const path = "/rockland/new-city/kitchen-remodeling";
    const { status, body } = await get(path, forged);
    expect(status).toBe(200);
    expect(body).toContain(`<link rel="canonical" href="${baseUrl}${path}"`);
    expect(body).toContain(
      `<meta property="og:url" content="${baseUrl}${path}"`,
    );
    expect(body).not.toContain("evil.example");
    const blocks = [
      ...body.matchAll(
        /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const service = blocks.find((b) => b["@type"] === "Service")!;
    expect(service.url).toBe(baseUrl + path);
    expect(service.areaServed).toMatchObject({
      "@type": "City",
      name: "New City",
    });
    expect(service.provider).toMatchObject({ url: `${baseUrl}/` });
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList")!;
    expect(
      (crumbs.itemListElement as Array<{ item: string }>).map((i) => i.item),
    ).toEqual([
      `${baseUrl}/`,
      `${baseUrl}/locations`,
      `${baseUrl}/locations#rockland`,
      `${baseUrl}/near-me/rockland/new-city`,
      `${baseUrl}${path}`,
    ]);
  });

  it("a redirect to a location page's canonical URL is relative to the site, never to Host", async () => {
    const { status, location } = await get(
      "/Rockland/New-City/Kitchen-Remodeling/?ref=voice",
      forged,
    );
    expect(status).toBe(301);
    expect(location).toBe("/rockland/new-city/kitchen-remodeling?ref=voice");
  });
});
