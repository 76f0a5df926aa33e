import { and, asc, count, desc, eq, isNull, lte, or, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { blogPostRedirects, blogPosts } from "#app/db/schema.ts";
import { countySlug, POSTS_PER_PAGE, type PostKind } from "#app/blog/posts.ts";
import { memoByContentVersion } from "./content-memo.server.ts";

// Blog posts and company news share one table (docs/decisions/0010): `kind`
// keeps them apart, and a row is public only while it is published and its
// publication date has come (a future date schedules it).

export { POSTS_PER_PAGE };
export const RELATED_POST_LIMIT = 3;

function visible(kind: PostKind) {
  return and(
    eq(blogPosts.kind, kind),
    eq(blogPosts.isPublished, 1),
    or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`)),
  );
}

// The date a reader sees: when it was published, or when it was written if
// the owner published it without a date.
const shownDate = sql<Date>`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`;
const newestFirst = [desc(shownDate), desc(blogPosts.id)];

const cardColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  county: blogPosts.county,
  state: blogPosts.state,
  featuredImageUrl: blogPosts.featuredImageUrl,
  featuredImageAlt: blogPosts.featuredImageAlt,
  readingTimeMinutes: blogPosts.readingTimeMinutes,
  date: shownDate.mapWith(blogPosts.createdAt),
};

export interface PostCard {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  county: string;
  state: string;
  featuredImageUrl: string | null;
  featuredImageAlt: string | null;
  readingTimeMinutes: number;
  date: Date;
}

export interface CountyOption {
  slug: string;
  county: string;
  state: string;
}

/** Counties that have at least one public post of this kind, by name. */
async function listPostCountiesUncached(
  kind: PostKind = "blog",
): Promise<CountyOption[]> {
  const rows = await getDb()
    .selectDistinct({ county: blogPosts.county, state: blogPosts.state })
    .from(blogPosts)
    .where(visible(kind))
    .orderBy(asc(blogPosts.county), asc(blogPosts.state));
  return rows.map((row) => ({ ...row, slug: countySlug(row.county) }));
}

/** One page of public posts, newest first, optionally in one county. */
async function listPublishedPostsUncached({
  kind = "blog",
  county,
  page = 1,
}: {
  kind?: PostKind;
  county?: { county: string; state: string };
  page?: number;
}): Promise<{ posts: PostCard[]; total: number }> {
  const where = county
    ? and(
        visible(kind),
        eq(blogPosts.county, county.county),
        eq(blogPosts.state, county.state),
      )
    : visible(kind);
  const db = getDb();
  const [posts, [totals]] = await Promise.all([
    db
      .select(cardColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(POSTS_PER_PAGE)
      .offset((page - 1) * POSTS_PER_PAGE),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { posts, total: totals?.n ?? 0 };
}

export type Post = PostCard & {
  kind: string;
  metaDescription: string;
  content: string;
  keywords: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
};

/** A public post of this kind by slug, or null (unknown, draft or scheduled). */
async function getPublishedPostUncached(
  slug: string,
  kind: PostKind = "blog",
): Promise<Post | null> {
  const [post] = await getDb()
    .select({
      ...cardColumns,
      kind: blogPosts.kind,
      metaDescription: blogPosts.metaDescription,
      content: blogPosts.content,
      keywords: blogPosts.keywords,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(and(visible(kind), eq(blogPosts.slug, slug)))
    .limit(1);
  return post ?? null;
}

/** Other public posts of the same kind: same county first, then newest. */
async function listRelatedPostsUncached(
  post: { id: number; county: string; state: string },
  limit: number = RELATED_POST_LIMIT,
): Promise<PostCard[]> {
  const sameCounty = sql<number>`case when ${blogPosts.county} = ${post.county} and ${blogPosts.state} = ${post.state} then 0 else 1 end`;
  return getDb()
    .select(cardColumns)
    .from(blogPosts)
    .where(and(visible("blog"), sql`${blogPosts.id} <> ${post.id}`))
    .orderBy(asc(sameCounty), ...newestFirst)
    .limit(limit);
}

/** Public news items of one page, with their content, newest first. */
async function listNewsItemsUncached(page = 1): Promise<{
  items: Array<PostCard & { content: string; updatedAt: Date }>;
  total: number;
}> {
  const db = getDb();
  const [items, [totals]] = await Promise.all([
    db
      .select({
        ...cardColumns,
        content: blogPosts.content,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .where(visible("news"))
      .orderBy(...newestFirst)
      .limit(POSTS_PER_PAGE)
      .offset((page - 1) * POSTS_PER_PAGE),
    db.select({ n: count() }).from(blogPosts).where(visible("news")),
  ]);
  return { items, total: totals?.n ?? 0 };
}

/** Public blog posts for the sitemap, with the date each last changed. */
export async function listSitemapPosts(): Promise<
  Array<{ slug: string; updatedAt: Date }>
> {
  return getDb()
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(visible("blog"))
    .orderBy(asc(blogPosts.slug));
}

/** When the public news last changed (its newest edit), or null if none. */
export async function getNewsLastModified(): Promise<Date | null> {
  const [row] = await getDb()
    .select({ updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(visible("news"))
    .orderBy(desc(blogPosts.updatedAt))
    .limit(1);
  return row?.updatedAt ?? null;
}

/** The slug a post's old address now leads to, or null. */
async function findRedirectedSlugUncached(
  oldSlug: string,
): Promise<{ slug: string; kind: string } | null> {
  const [row] = await getDb()
    .select({ slug: blogPosts.slug, kind: blogPosts.kind })
    .from(blogPostRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostRedirects.postId))
    .where(eq(blogPostRedirects.oldSlug, oldSlug));
  return row ?? null;
}

// Public reads, kept per content version (content-memo.server.ts).
export const listPostCounties = memoByContentVersion(
  "listPostCounties",
  listPostCountiesUncached,
);
export const listPublishedPosts = memoByContentVersion(
  "listPublishedPosts",
  listPublishedPostsUncached,
);
export const getPublishedPost = memoByContentVersion(
  "getPublishedPost",
  getPublishedPostUncached,
);
export const listRelatedPosts = memoByContentVersion(
  "listRelatedPosts",
  listRelatedPostsUncached,
);
export const listNewsItems = memoByContentVersion(
  "listNewsItems",
  listNewsItemsUncached,
);
export const findRedirectedSlug = memoByContentVersion(
  "findRedirectedSlug",
  findRedirectedSlugUncached,
);
