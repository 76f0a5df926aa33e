import { asc, desc, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { galleryProjects } from "#app/db/schema.ts";

const teaserColumns = {
  id: galleryProjects.id,
  title: galleryProjects.title,
  category: galleryProjects.category,
  location: galleryProjects.location,
  beforeImageUrl: galleryProjects.beforeImageUrl,
  afterImageUrl: galleryProjects.afterImageUrl,
};

/** Published projects, featured first, then in the owner's order. */
export async function listGalleryTeaser(limit: number) {
  return getDb()
    .select(teaserColumns)
    .from(galleryProjects)
    .where(eq(galleryProjects.isPublished, 1))
    .orderBy(
      desc(galleryProjects.featured),
      asc(galleryProjects.sortOrder),
      asc(galleryProjects.id),
    )
    .limit(limit);
}

/** One after-photo per category, for the service cards. */
export async function getCategoryCoverImages(): Promise<
  Record<string, { url: string; alt: string }>
> {
  const rows = await getDb()
    .selectDistinctOn([galleryProjects.category], {
      category: galleryProjects.category,
      url: galleryProjects.afterImageUrl,
      title: galleryProjects.title,
    })
    .from(galleryProjects)
    .where(eq(galleryProjects.isPublished, 1))
    .orderBy(
      galleryProjects.category,
      desc(galleryProjects.featured),
      asc(galleryProjects.sortOrder),
    );
  const covers: Record<string, { url: string; alt: string }> = {};
  for (const row of rows) {
    if (row.url)
      covers[row.category] = {
        url: row.url,
        alt: `${row.title}, after the remodel`,
      };
  }
  return covers;
}
