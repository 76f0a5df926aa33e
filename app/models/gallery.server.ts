import { and, asc, desc, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { galleryProjects } from "#app/db/schema.ts";
import { memoByContentVersion } from "./content-memo.server.ts";

const teaserColumns = {
  id: galleryProjects.id,
  title: galleryProjects.title,
  category: galleryProjects.category,
  location: galleryProjects.location,
  beforeImageUrl: galleryProjects.beforeImageUrl,
  afterImageUrl: galleryProjects.afterImageUrl,
};

/** Published projects, featured first, then in the owner's order. */
async function listGalleryTeaserUncached(limit: number) {
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
async function getCategoryCoverImagesUncached(): Promise<
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

// The gallery and service pages show at most this many related projects.
export const RELATED_PROJECT_LIMIT = 2;

const projectOrder = [
  desc(galleryProjects.featured),
  asc(galleryProjects.sortOrder),
  asc(galleryProjects.id),
];

const galleryColumns = {
  id: galleryProjects.id,
  title: galleryProjects.title,
  description: galleryProjects.description,
  category: galleryProjects.category,
  location: galleryProjects.location,
  projectDate: galleryProjects.projectDate,
  beforeImageUrl: galleryProjects.beforeImageUrl,
  afterImageUrl: galleryProjects.afterImageUrl,
  additionalImages: galleryProjects.additionalImages,
};

export interface GalleryProject {
  id: number;
  title: string;
  description: string | null;
  category: string;
  location: string | null;
  projectDate: string | null;
  beforeImageUrl: string | null;
  afterImageUrl: string | null;
  additionalImages: string[] | null;
}

/**
 * Published projects for the gallery, featured first, then in the owner's
 * order; only one category when `category` is given.
 */
async function listPublishedGalleryProjectsUncached(
  category?: string,
): Promise<GalleryProject[]> {
  const published = eq(galleryProjects.isPublished, 1);
  return getDb()
    .select(galleryColumns)
    .from(galleryProjects)
    .where(
      category
        ? and(published, eq(galleryProjects.category, category))
        : published,
    )
    .orderBy(...projectOrder);
}

export type RelatedGalleryProject = Omit<GalleryProject, "additionalImages">;

/** A service page's proof: published projects of the service's category. */
async function listRelatedGalleryProjectsUncached(
  category: string,
  limit: number = RELATED_PROJECT_LIMIT,
): Promise<RelatedGalleryProject[]> {
  const { additionalImages: _omitted, ...columns } = galleryColumns;
  return getDb()
    .select(columns)
    .from(galleryProjects)
    .where(
      and(
        eq(galleryProjects.isPublished, 1),
        eq(galleryProjects.category, category),
      ),
    )
    .orderBy(...projectOrder)
    .limit(limit);
}

// Public reads, kept per content version (content-memo.server.ts).
export const listGalleryTeaser = memoByContentVersion(
  "listGalleryTeaser",
  listGalleryTeaserUncached,
);
export const getCategoryCoverImages = memoByContentVersion(
  "getCategoryCoverImages",
  getCategoryCoverImagesUncached,
);
export const listPublishedGalleryProjects = memoByContentVersion(
  "listPublishedGalleryProjects",
  listPublishedGalleryProjectsUncached,
);
export const listRelatedGalleryProjects = memoByContentVersion(
  "listRelatedGalleryProjects",
  listRelatedGalleryProjectsUncached,
);
