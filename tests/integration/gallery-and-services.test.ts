import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { costRanges } from "#app/content/home.ts";
import {
  getServiceDetail,
  serviceDetails,
} from "#app/content/service-details.ts";
import { serviceSummaries } from "#app/content/services.ts";
import { galleryProjects, reviews } from "#app/db/schema.ts";
import {
  listPublishedGalleryProjects,
  listRelatedGalleryProjects,
  RELATED_PROJECT_LIMIT,
} from "#app/models/gallery.server.ts";
import { listServiceReviews } from "#app/models/reviews.server.ts";
import { loader as galleryLoader } from "#app/routes/site/gallery.tsx";
import { loader as serviceLoader } from "#app/routes/site/service.tsx";
import { loader as servicesLoader } from "#app/routes/site/services.tsx";
import { structuredDataFor } from "#app/utils/structured-data.server.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";
import { mediaUrl, testContext } from "#tests/setup/fixtures.ts";

const context = testContext();

const image = mediaUrl;

// Inserted in this order, so ids follow it: the two plain kitchens share a
// sortOrder and fall back to id order.
const projectRows = [
  {
    title: "Kitchen featured late",
    category: "kitchens",
    featured: 1,
    sortOrder: 5,
  },
  { title: "Kitchen plain first", category: "kitchens", sortOrder: 1 },
  {
    title: "Kitchen featured early",
    category: "kitchens",
    featured: 1,
    sortOrder: 2,
  },
  {
    title: "Kitchen hidden",
    category: "kitchens",
    featured: 1,
    sortOrder: 0,
    isPublished: 0,
  },
  { title: "Bath plain", category: "bathrooms", sortOrder: 3 },
  { title: "Bath hidden", category: "bathrooms", isPublished: 0 },
  { title: "Closet featured", category: "closets", featured: 1, sortOrder: 9 },
  { title: "Kitchen plain second", category: "kitchens", sortOrder: 1 },
].map((row, index) => ({
  description: `${row.title}: what we changed and why.`,
  location: "Congers, NY",
  projectDate: "May 2025",
  beforeImageUrl: image(index * 2),
  afterImageUrl: image(index * 2 + 1),
  additionalImages: index === 0 ? [image(99)] : [],
  ...row,
}));

// featured first (by sortOrder), then the rest by sortOrder, then id.
const expectedAll = [
  "Kitchen featured early",
  "Kitchen featured late",
  "Closet featured",
  "Kitchen plain first",
  "Kitchen plain second",
  "Bath plain",
];
const expectedKitchens = [
  "Kitchen featured early",
  "Kitchen featured late",
  "Kitchen plain first",
  "Kitchen plain second",
];

const reviewRows = [
  { customerName: "Kim K.", rating: 4, serviceType: "Kitchen Remodeling" },
  { customerName: "Kai K.", rating: 5, serviceType: "Kitchen Remodeling" },
  {
    customerName: "Hidden H.",
    rating: 5,
    serviceType: "Kitchen Remodeling",
    isPublished: 0,
  },
  { customerName: "Lower L.", rating: 5, serviceType: "kitchen remodeling" },
  { customerName: "Bea B.", rating: 5, serviceType: "Bathroom Remodeling" },
  { customerName: "Nobody N.", rating: 5, serviceType: null },
].map((row) => ({ reviewText: `${row.customerName} says thanks.`, ...row }));

const titles = (rows: Array<{ title: string }>) => rows.map((row) => row.title);

async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

function galleryRequest(search = "") {
  return new Request(`http://localhost:3000/gallery${search}`);
}

function callGallery(search = "") {
  return galleryLoader({
    request: galleryRequest(search),
    params: {},
    context,
  } as never);
}

function callService(slug: string, serviceContext = context) {
  return serviceLoader({
    request: new Request(`http://localhost:3000/services/${slug}`),
    params: { service: slug },
    context: serviceContext,
  } as never);
}

describe("service page copy", () => {
  it("every service has includes, a showroom-to-walkthrough process, materials and 3-4 FAQs", () => {
    for (const service of serviceSummaries) {
      const detail = getServiceDetail(service.slug);
      expect(detail, service.slug).toBeDefined();
      expect(detail!.includes.length).toBeGreaterThanOrEqual(4);
      expect(detail!.process.length).toBeGreaterThanOrEqual(5);
      expect(detail!.process.length).toBeLessThanOrEqual(6);
      expect(detail!.process[0]!.title).toBe("Showroom visit");
      expect(detail!.process.at(-1)!.title).toBe("Final walkthrough");
      expect(detail!.materials.length).toBeGreaterThanOrEqual(3);
      expect(detail!.faqs.length).toBeGreaterThanOrEqual(3);
      expect(detail!.faqs.length).toBeLessThanOrEqual(4);
      expect(detail!.facts.length).toBeGreaterThan(0);
    }
    expect(Object.keys(serviceDetails).sort()).toEqual(
      serviceSummaries.map((service) => service.slug).sort(),
    );
    expect(getServiceDetail("roofing")).toBeUndefined();
    expect(getServiceDetail("toString")).toBeUndefined();
  });

  it("quotes the spec's prices and timeline from home.ts", () => {
    const values = (slug: string) =>
      getServiceDetail(slug)!.facts.map((fact) => fact.value);
    expect(values("kitchen-remodeling")).toEqual(
      expect.arrayContaining([costRanges.kitchen, costRanges.kitchenTimeline]),
    );
    expect(values("bathroom-remodeling")).toEqual(
      expect.arrayContaining([costRanges.bathroom, costRanges.smallBathroom]),
    );
  });
});

describe.each(databaseKinds)("gallery and service pages on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    await db().insert(galleryProjects).values(projectRows);
    await db().insert(reviews).values(reviewRows);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("lists only published projects, featured first, then by sortOrder and id", async () => {
    const projects = await listPublishedGalleryProjects();
    expect(titles(projects)).toEqual(expectedAll);
    expect(Object.keys(projects[0]!).sort()).toEqual(
      [
        "additionalImages",
        "afterImageUrl",
        "beforeImageUrl",
        "category",
        "description",
        "id",
        "location",
        "projectDate",
        "title",
      ].sort(),
    );
    const withExtras = projects.find(
      (project) => project.title === "Kitchen featured late",
    );
    expect(withExtras?.additionalImages).toEqual([image(99)]);
  });

  it("filters by category, and an empty category has no projects", async () => {
    expect(titles(await listPublishedGalleryProjects("kitchens"))).toEqual(
      expectedKitchens,
    );
    expect(titles(await listPublishedGalleryProjects("bathrooms"))).toEqual([
      "Bath plain",
    ]);
    expect(await listPublishedGalleryProjects("tile")).toEqual([]);
  });

  it("the gallery loader filters by ?category and shows everything for a missing or unknown one", async () => {
    const kitchens = await callGallery("?category=kitchens");
    expect(kitchens.category).toBe("kitchens");
    expect(titles(kitchens.projects)).toEqual(expectedKitchens);

    for (const search of [
      "",
      "?category=",
      "?category=roofing",
      "?category=KITCHENS",
      "?category=%3Cscript%3E",
      "?other=1",
    ]) {
      const all = await callGallery(search);
      expect(all.category, search).toBeNull();
      expect(titles(all.projects), search).toEqual(expectedAll);
    }
  });

  it("related projects are published, of the same category and limited", async () => {
    const related = await listRelatedGalleryProjects("kitchens");
    expect(titles(related)).toEqual(
      expectedKitchens.slice(0, RELATED_PROJECT_LIMIT),
    );
    expect(related[0]).not.toHaveProperty("additionalImages");
    expect(titles(await listRelatedGalleryProjects("bathrooms", 10))).toEqual([
      "Bath plain",
    ]);
    expect(await listRelatedGalleryProjects("cabinets")).toEqual([]);
  });

  it("service testimonials are published and match the service title exactly", async () => {
    const kitchen = await listServiceReviews("Kitchen Remodeling");
    expect(kitchen.map((row) => row.customerName)).toEqual([
      "Kai K.",
      "Kim K.",
    ]);
    expect(
      (await listServiceReviews("Bathroom Remodeling")).map(
        (row) => row.customerName,
      ),
    ).toEqual(["Bea B."]);
    expect(await listServiceReviews("Closets & Storage")).toEqual([]);
    expect(await listServiceReviews("Kitchen Remodeling", 1)).toHaveLength(1);
  });

  it("the service loader returns the service, related projects and matching reviews, and leaves the copy to the server-rendered page", async () => {
    const pageContext = testContext();
    const data = await callService("kitchen-remodeling", pageContext);
    expect(data.service).toEqual({
      slug: "kitchen-remodeling",
      title: "Kitchen Remodeling",
      shortDescription: serviceSummaries[0]!.shortDescription,
      galleryCategory: "kitchens",
    });
    expect(JSON.stringify(data)).not.toContain(
      serviceDetails["kitchen-remodeling"].faqs[0]!.answer,
    );
    const structuredData = structuredDataFor(pageContext) as Array<{
      "@type": string;
      mainEntity?: unknown[];
    }>;
    expect(structuredData.map((block) => block["@type"])).toEqual([
      "Service",
      "BreadcrumbList",
      "FAQPage",
    ]);
    expect(structuredData[2]!.mainEntity).toHaveLength(
      serviceDetails["kitchen-remodeling"].faqs.length,
    );
    expect(titles(data.projects)).toEqual(
      expectedKitchens.slice(0, RELATED_PROJECT_LIMIT),
    );
    expect(data.reviews.map((row) => row.customerName)).toEqual([
      "Kai K.",
      "Kim K.",
    ]);

    const closets = await callService("closets");
    expect(titles(closets.projects)).toEqual(["Closet featured"]);
    expect(closets.reviews).toEqual([]);

    const tile = await callService("tile-installation");
    expect(tile.projects).toEqual([]);
  });

  it("the service loader answers 404 for an unknown service and 301 for the old bath URL", async () => {
    for (const slug of [
      "roofing",
      "toString",
      "__proto__",
      "KITCHEN-REMODELING",
    ]) {
      const error = await thrownBy(() => callService(slug));
      expect(error, slug).toBeInstanceOf(Response);
      expect((error as Response).status, slug).toBe(404);
    }
    const redirect = (await thrownBy(() =>
      callService("bath-remodeling"),
    )) as Response;
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("Location")).toBe(
      "/services/bathroom-remodeling",
    );
  });

  it("the services loader lists all six with a cover photo where one exists", async () => {
    const { services } = await servicesLoader();
    expect(services.map((service) => service.href)).toEqual(
      serviceSummaries.map((service) => service.href),
    );
    const bySlug = Object.fromEntries(
      services.map((service) => [service.slug, service]),
    );
    // Covers come from published projects only.
    expect(bySlug["kitchen-remodeling"]!.cover).toEqual({
      url: image(5),
      alt: "Kitchen featured early, after the remodel",
    });
    expect(bySlug["bathroom-remodeling"]!.cover?.url).toBe(image(9));
    expect(bySlug["tile-installation"]!.cover).toBeNull();
    expect(bySlug["kitchen-remodeling"]!.keyFact).toBe(
      `Typical investment: ${costRanges.kitchen}`,
    );
    for (const service of services) {
      expect(service.highlights.length).toBeGreaterThan(0);
    }
  });
});
