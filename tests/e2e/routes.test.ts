import { describe, expect, it } from "vitest";
import { e2eServer } from "#tests/setup/e2e-target.ts";

// Every route of docs/product.md, "Pages and routes" answers 200 with its heading in the
// server-rendered HTML (no JavaScript involved).
const baseUrl = e2eServer.baseUrl;

const routes: Array<[string, string]> = [
  ["/", "Kitchens and baths, built by a family you can meet"],
  ["/services", "Kitchen &amp; Bath Remodeling Services"],
  ["/services/kitchen-remodeling", "Kitchen Remodeling"],
  ["/services/bathroom-remodeling", "Bathroom Remodeling"],
  ["/services/kitchen-cabinets", "Cabinet Sales"],
  ["/services/countertops", "Countertops"],
  ["/services/tile-installation", "Tile Installation"],
  ["/services/closets", "Closets &amp; Storage"],
  ["/about", "About Lakeside Kitchen &amp; Bath"],
  ["/locations", "Areas We Serve"],
  ["/gallery", "Before &amp; After Gallery"],
  ["/design-inspiration", "Design Inspiration"],
  ["/blogs", "Remodeling Blog"],
  ["/news", "Company News"],
  ["/information", "Homeowner Information Center"],
  ["/financing", "Remodeling Financing"],
  ["/contact", "Contact Us &amp; Schedule a Showroom Visit"],
  ["/learning-guide", "Free Remodeling Learning Guide"],
  ["/education", "Remodeling Education"],
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Service"],
  ["/licensing-info", "Licensing &amp; Insurance"],
  ["/ai-faq", "Frequently Asked Questions"],
  ["/near-me", "Kitchen &amp; Bath Remodeler Near Me"],
  [
    "/near-me/rockland/new-city",
    "Kitchen &amp; Bath Remodeler Near New City, NY",
  ],
  // Voice search rules 14 and 15 land here.
  [
    "/rockland/new-city/kitchen-remodeling",
    "Kitchen Remodeling in New City, New York",
  ],
  [
    "/rockland/new-city/bathroom-remodeling",
    "Bathroom Remodeling in New City, New York",
  ],
];

function h1Of(html: string) {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<!-- -->/g, "")
    .trim();
}

describe("every route answers with its heading", () => {
  it.each(routes)("%s", async (path, heading) => {
    const response = await fetch(baseUrl + path, { redirect: "manual" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(h1Of(html)).toBe(heading);
    expect(html).toMatch(
      /<title>[^<]*Lakeside Kitchen &amp; Bath[^<]*<\/title>/,
    );
    expect(html).toContain(
      `<link rel="canonical" href="${baseUrl}${path === "/" ? "/" : path}"`,
    );
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('<meta property="og:image"');
  });

  it("/login answers with its heading and is kept out of search results", async () => {
    const response = await fetch(`${baseUrl}/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(h1Of(html)).toBe("Sign in");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("the admin screens send visitors to sign in", async () => {
    for (const path of [
      "/admin",
      "/admin/gallery",
      "/admin/leads",
      "/admin/email-marketing",
    ]) {
      const response = await fetch(baseUrl + path, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(
        `/login?redirectTo=${encodeURIComponent(path)}`,
      );
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("the bath-remodeling card URL redirects permanently to the canonical service", async () => {
    const response = await fetch(`${baseUrl}/services/bath-remodeling`, {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(
      "/services/bathroom-remodeling",
    );
  });

  it.each([
    "/no-such-page",
    "/services/roofing",
    "/blogs/unknown-post",
    "/bergen/new-city/kitchen-remodeling",
    "/rockland/new-city/roofing",
    "/near-me/rockland/atlantis",
    "/near-me/bergen/new-city",
    "/a/b/c/d",
  ])("%s is a 404 page inside the site layout", async (path) => {
    const response = await fetch(baseUrl + path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(h1Of(html)).toBe("Page not found");
    expect(html).toContain("Schedule Showroom Visit");
    expect(html).toContain('id="site-footer"');
  });

  it("escapes the requested path rather than echoing it", async () => {
    const response = await fetch(
      `${baseUrl}/%3Cscript%3Ealert(1)%3C/script%3E`,
    );
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("<script>alert(1)</script>");
  });
});
