import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import * as schema from "#app/db/schema.ts";
import { insertSchemas } from "#app/db/insert-schemas.ts";
import {
  createTestDatabase,
  databaseKinds,
  type TestDatabase,
} from "#tests/setup/database.ts";

// docs/product.md, "Data" on a real database: required fields, defaults and unique
// constraints, proven on PGlite and (with TEST_DATABASE_URL) PostgreSQL.

async function rejects(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, "the database accepted the row").not.toBeNull();
  const cause =
    (error as { cause?: { code?: string } }).cause ??
    (error as { code?: string });
  expect(cause.code).toBe(code);
}

const NOT_NULL = "23502";
const UNIQUE = "23505";
const CHECK = "23514";

describe.each(databaseKinds)("schema on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.connection.db;
  });
  afterAll(async () => {
    await database.drop();
  });

  it("users: generates a uuid, requires username and password, usernames are unique", async () => {
    const [user] = await db
      .insert(schema.users)
      .values({ username: "owner", password: "hash" })
      .returning();
    expect(user!.id).toMatch(/^[0-9a-f-]{36}$/);
    await rejects(
      db.insert(schema.users).values({ username: "owner", password: "x" }),
      UNIQUE,
    );
    await rejects(
      db
        .insert(schema.users)
        .values({ username: "a", password: null as never }),
      NOT_NULL,
    );
  });

  it("reviews: defaults isPublished to 1 and keeps ratings within 1-5", async () => {
    const [row] = await db
      .insert(schema.reviews)
      .values({ customerName: "Ana R.", rating: 5, reviewText: "Great work." })
      .returning();
    expect(row!.isPublished).toBe(1);
    expect(row!.createdAt).toBeInstanceOf(Date);
    await rejects(
      db
        .insert(schema.reviews)
        .values({ customerName: "B", rating: 6, reviewText: "x" }),
      CHECK,
    );
    await rejects(
      db
        .insert(schema.reviews)
        .values({ customerName: "B", rating: 0, reviewText: "x" }),
      CHECK,
    );
    await rejects(
      db
        .insert(schema.reviews)
        .values({ customerName: null as never, rating: 5, reviewText: "x" }),
      NOT_NULL,
    );
  });

  it("gallery_projects: defaults featured 0, isPublished 1, sortOrder 0 and stores image arrays", async () => {
    const [row] = await db
      .insert(schema.galleryProjects)
      .values({
        title: "Kitchen",
        category: "kitchens",
        additionalImages: ["/a.webp", "/b.webp"],
      })
      .returning();
    expect(row).toMatchObject({ featured: 0, isPublished: 1, sortOrder: 0 });
    expect(row!.additionalImages).toEqual(["/a.webp", "/b.webp"]);
    await rejects(
      db
        .insert(schema.galleryProjects)
        .values({ title: "x", category: null as never }),
      NOT_NULL,
    );
  });

  it("design_inspiration_items: requires title, category and sourceType", async () => {
    const [row] = await db
      .insert(schema.designInspirationItems)
      .values({ title: "Idea", category: "kitchens", sourceType: "article" })
      .returning();
    expect(row).toMatchObject({ sortOrder: 0, isPublished: 1 });
    await rejects(
      db
        .insert(schema.designInspirationItems)
        .values({ title: "x", category: "k", sourceType: null as never }),
      NOT_NULL,
    );
  });

  it("counties and cities: county slugs unique; a city slug is unique within its county only", async () => {
    const [rockland] = await db
      .insert(schema.counties)
      .values({ slug: "rockland", name: "Rockland County", state: "NY" })
      .returning();
    const [orange] = await db
      .insert(schema.counties)
      .values({ slug: "orange", name: "Orange County", state: "NY" })
      .returning();
    await rejects(
      db
        .insert(schema.counties)
        .values({ slug: "rockland", name: "x", state: "NY" }),
      UNIQUE,
    );
    await db.insert(schema.cities).values({
      slug: "monroe",
      name: "Monroe",
      countyId: orange!.id,
      state: "NY",
    });
    await db.insert(schema.cities).values({
      slug: "monroe",
      name: "Monroe",
      countyId: rockland!.id,
      state: "NY",
    });
    await rejects(
      db.insert(schema.cities).values({
        slug: "monroe",
        name: "Monroe",
        countyId: orange!.id,
        state: "NY",
      }),
      UNIQUE,
    );
    await rejects(
      db
        .insert(schema.cities)
        .values({ slug: "x", name: "X", countyId: 999_999, state: "NY" }),
      "23503",
    );
  });

  it("services and location_service_pages: defaults and uniqueness per place and service and per url", async () => {
    const [service] = await db
      .insert(schema.services)
      .values({ slug: "kitchen-remodeling", name: "Kitchen Remodeling" })
      .returning();
    expect(service).toMatchObject({ sortOrder: 0, isActive: 1 });
    await rejects(
      db
        .insert(schema.services)
        .values({ slug: "kitchen-remodeling", name: "x" }),
      UNIQUE,
    );
    const [county] = await db
      .select()
      .from(schema.counties)
      .where(eq(schema.counties.slug, "rockland"));
    const [city] = await db
      .select()
      .from(schema.cities)
      .where(eq(schema.cities.countyId, county!.id));
    const page = {
      countyId: county!.id,
      cityId: city!.id,
      serviceId: service!.id,
      title: "t",
      metaDescription: "m",
      h1: "h",
      content: "c",
      url: "/rockland/monroe/kitchen-remodeling",
    };
    const [row] = await db
      .insert(schema.locationServicePages)
      .values(page)
      .returning();
    expect(row).toMatchObject({
      isPublished: 1,
      priority: 60,
      changeFreq: "monthly",
    });
    expect(row!.updatedAt).toBeInstanceOf(Date);
    await rejects(
      db.insert(schema.locationServicePages).values({ ...page, url: "/other" }),
      UNIQUE,
    );
    const [other] = await db
      .insert(schema.services)
      .values({ slug: "tile", name: "Tile" })
      .returning();
    await rejects(
      db
        .insert(schema.locationServicePages)
        .values({ ...page, serviceId: other!.id }),
      UNIQUE,
    );
    await rejects(
      db.insert(schema.locationServicePages).values({
        ...page,
        serviceId: other!.id,
        url: "/x",
        h1: null as never,
      }),
      NOT_NULL,
    );
  });

  it("loan_applications: status starts pending and the required fields are enforced", async () => {
    const application = {
      firstName: "Ana",
      lastName: "Ruiz",
      email: "ana@example.com",
      phone: "+18455550100",
      address: "1 Main St",
      city: "Nyack",
      state: "NY",
      zipCode: "10960",
      projectType: "kitchen-remodeling",
      requestedLoanAmount: 30_000,
      preferredTermMonths: 60,
    };
    const [row] = await db
      .insert(schema.loanApplications)
      .values(application)
      .returning();
    expect(row!.status).toBe("pending");
    expect(row!.submittedAt).toBeInstanceOf(Date);
    expect(row!.lastUpdated).toBeInstanceOf(Date);
    for (const field of Object.keys(application)) {
      await rejects(
        db
          .insert(schema.loanApplications)
          .values({ ...application, [field]: null as never }),
        NOT_NULL,
      );
    }
  });

  it("blog_posts: defaults reading time 5 and published 1; slugs unique", async () => {
    const post = {
      slug: "kitchen-costs",
      title: "t",
      metaDescription: "m",
      excerpt: "e",
      content: "c",
      county: "Rockland",
      state: "NY",
    };
    const [row] = await db.insert(schema.blogPosts).values(post).returning();
    expect(row).toMatchObject({ readingTimeMinutes: 5, isPublished: 1 });
    await rejects(db.insert(schema.blogPosts).values(post), UNIQUE);
    await rejects(
      db
        .insert(schema.blogPosts)
        .values({ ...post, slug: "other", county: null as never }),
      NOT_NULL,
    );
  });

  it("email_subscribers, campaigns and sends: defaults and one send per campaign and subscriber", async () => {
    const [subscriber] = await db
      .insert(schema.emailSubscribers)
      .values({ email: "ana@example.com" })
      .returning();
    expect(subscriber).toMatchObject({
      source: "website",
      isActive: 1,
      unsubscribedAt: null,
    });
    await rejects(
      db.insert(schema.emailSubscribers).values({ email: "ana@example.com" }),
      UNIQUE,
    );
    const [campaign] = await db
      .insert(schema.emailCampaigns)
      .values({ name: "Spring", subject: "Spring offers", content: "Hello" })
      .returning();
    expect(campaign).toMatchObject({
      status: "draft",
      recipientCount: 0,
      openCount: 0,
      clickCount: 0,
    });
    const [send] = await db
      .insert(schema.campaignSends)
      .values({ campaignId: campaign!.id, subscriberId: subscriber!.id })
      .returning();
    expect(send!.status).toBe("sent");
    await rejects(
      db
        .insert(schema.campaignSends)
        .values({ campaignId: campaign!.id, subscriberId: subscriber!.id }),
      UNIQUE,
    );
  });

  it("contact_requests: status starts new", async () => {
    const [row] = await db
      .insert(schema.contactRequests)
      .values({
        requestType: "showroom-visit",
        name: "Ana",
        email: "a@example.com",
        phone: "+18455550100",
      })
      .returning();
    expect(row!.status).toBe("new");
  });
});

describe("insert schemas (drizzle-zod)", () => {
  it("omit generated ids and timestamps from create payloads", () => {
    const shape = insertSchemas.reviews.shape;
    expect(shape).not.toHaveProperty("id");
    expect(shape).not.toHaveProperty("createdAt");
    expect(insertSchemas.users.shape).not.toHaveProperty("id");
    expect(insertSchemas.locationServicePages.shape).not.toHaveProperty(
      "updatedAt",
    );
  });

  it("require the spec's required fields", () => {
    expect(
      insertSchemas.reviews.safeParse({ rating: 5, reviewText: "x" })
        .success,
    ).toBe(false);
    expect(
      insertSchemas.reviews.safeParse({
        customerName: "A",
        rating: 5,
        reviewText: "x",
      }).success,
    ).toBe(true);
    expect(
      insertSchemas.galleryProjects.safeParse({ title: "x" }).success,
    ).toBe(false);
    expect(insertSchemas.emailSubscribers.safeParse({}).success).toBe(false);
  });
});
