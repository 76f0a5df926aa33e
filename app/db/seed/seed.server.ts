import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import crypto from "node:crypto";
import { serviceSummaries } from "#app/content/services.ts";
import type { Database } from "#app/db/client.server.ts";
import { DEMO_BUSINESS as business } from "#app/business/defaults.ts";
import {
  blogPosts,
  designInspirationItems,
  galleryProjects,
  services,
  reviews,
} from "#app/db/schema.ts";
import { storeImage } from "#app/media/images.server.ts";
import { readingMinutes } from "#app/blog/post-schema.ts";
import type { MediaStore } from "#app/media/store.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { blogPostSeeds } from "./data/blog-posts.ts";
import { galleryProjectSeeds } from "./data/gallery-projects.ts";
import { inspirationSeeds } from "./data/inspiration.ts";
import { newsSeeds } from "./data/news.ts";
import { seedPlaces } from "./places.server.ts";
import { reviewSeeds } from "#app/db/seed/data/reviews.ts";
import { drawScene, type Palette } from "./illustrations/index.ts";

// Demo content for a fresh install. Each table is filled only while it is
// empty, so running the seed again never duplicates or overwrites the
// owner's edits.

const INSPIRATION_PALETTE: Palette = {
  wall: "#eef1f4",
  cabinet: "#2f4a62",
  accent: "#c7a46a",
  floor: "#b9a58b",
};

// The same drawing always gets the same id, so a re-seed (or the test
// suite's shared image cache) reuses files instead of encoding them again.
async function storeDrawing(svg: string, store: MediaStore) {
  const digest = crypto.createHash("sha256").update(svg).digest("hex");
  const id = [
    digest.slice(0, 8),
    digest.slice(8, 12),
    `4${digest.slice(13, 16)}`,
    `8${digest.slice(17, 20)}`,
    digest.slice(20, 32),
  ].join("-");
  const url = `/media/${id}-1200.webp`;
  if (
    (await store.has(`${id}-400.avif`)) &&
    (await store.has(`${id}-1200.webp`))
  ) {
    return url;
  }
  const stored = await storeImage(Buffer.from(svg), {
    store,
    trusted: true,
    id,
  });
  return stored.url;
}

async function isEmpty(db: Database, table: PgTable) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

export async function seedDatabase(
  db: Database,
  options: { store: MediaStore },
) {
  await db
    .insert(services)
    .values(
      serviceSummaries.map((service, index) => ({
        slug: service.slug,
        name: service.title,
        description: service.description,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing({ target: services.slug });

  await seedPlaces(db);

  if (await isEmpty(db, reviews)) {
    await db.insert(reviews).values(reviewSeeds);
  }

  if (await isEmpty(db, galleryProjects)) {
    const rows = [];
    for (const project of galleryProjectSeeds) {
      const [beforeImageUrl, afterImageUrl] = await Promise.all([
        storeDrawing(
          drawScene(project.scene, "before", project.palette, project.key),
          options.store,
        ),
        storeDrawing(
          drawScene(project.scene, "after", project.palette, project.key),
          options.store,
        ),
      ]);
      rows.push({
        title: project.title,
        description: project.description,
        category: project.category,
        location: project.location,
        projectDate: project.projectDate,
        beforeImageUrl,
        afterImageUrl,
        additionalImages: [],
        featured: project.featured,
        sortOrder: project.sortOrder,
      });
    }
    await db.insert(galleryProjects).values(rows);
    logger.info({ count: rows.length }, "seeded gallery projects");
  }

  if (await isEmpty(db, designInspirationItems)) {
    const rows = [];
    for (const item of inspirationSeeds) {
      rows.push({
        title: item.title,
        description: item.description,
        category: item.category,
        sourceType: item.sourceType,
        sourceUrl: item.sourceUrl,
        embedCode: item.embedCode,
        thumbnailUrl: await storeDrawing(
          drawScene(item.scene, "after", INSPIRATION_PALETTE, item.title),
          options.store,
        ),
        sortOrder: item.sortOrder,
      });
    }
    await db.insert(designInspirationItems).values(rows);
  }

  // Blog posts and news share the table, so they are seeded together.
  if (await isEmpty(db, blogPosts)) {
    const rows = [];
    for (const post of blogPostSeeds) {
      const { scene, palette, imageAlt, publishedAt, ...fields } = post;
      rows.push({
        ...fields,
        kind: "blog",
        publishedAt: new Date(publishedAt),
        readingTimeMinutes: readingMinutes(post.content),
        featuredImageUrl: await storeDrawing(
          drawScene(scene, "after", palette, post.slug),
          options.store,
        ),
        featuredImageAlt: imageAlt,
      });
    }
    for (const item of newsSeeds) {
      const { scene, palette, imageAlt, publishedAt, ...fields } = item;
      rows.push({
        ...fields,
        kind: "news",
        county: business.address.county,
        state: business.address.state,
        publishedAt: new Date(publishedAt),
        featuredImageUrl: await storeDrawing(
          drawScene(scene, "after", palette, item.slug),
          options.store,
        ),
        featuredImageAlt: imageAlt,
      });
    }
    // Two servers starting together on one PostgreSQL both find the table
    // empty; the slug's unique constraint lets the second insert be a no-op.
    await db
      .insert(blogPosts)
      .values(rows)
      .onConflictDoNothing({ target: blogPosts.slug });
    logger.info({ count: rows.length }, "seeded blog posts and news");
  }
}
