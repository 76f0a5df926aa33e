import { and, count, desc, eq, gt, ilike, lte, or, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { blogPostRedirects, blogPosts } from "#app/db/schema.ts";
import type { PostState } from "#app/blog/post-schema.ts";
import { containing } from "#app/utils/like-pattern.ts";

// The owner's blog and news editor: every post whatever its state, the
// slug kept unique, and a published post's old address kept as a redirect
// when its slug changes.

export const ADMIN_POSTS_PAGE_SIZE = 20;

export type AdminPost = typeof blogPosts.$inferSelect;

export type PostInput = Pick<
  AdminPost,
  | "kind"
  | "slug"
  | "title"
  | "metaDescription"
  | "excerpt"
  | "content"
  | "county"
  | "state"
  | "featuredImageUrl"
  | "featuredImageAlt"
  | "keywords"
  | "isPublished"
  | "publishedAt"
  | "readingTimeMinutes"
>;

const stateOf = {
  draft: eq(blogPosts.isPublished, 0),
  scheduled: and(
    eq(blogPosts.isPublished, 1),
    gt(blogPosts.publishedAt, sql`now()`),
  ),
  published: and(
    eq(blogPosts.isPublished, 1),
    or(
      sql`${blogPosts.publishedAt} is null`,
      lte(blogPosts.publishedAt, sql`now()`),
    ),
  ),
};

/** Where a post stands now: a draft, waiting for its date, or on the site. */
export function postState(
  post: Pick<AdminPost, "isPublished" | "publishedAt">,
  now = new Date(),
): PostState {
  if (!post.isPublished) return "draft";
  return post.publishedAt && post.publishedAt > now ? "scheduled" : "published";
}

/** Every post, newest first, searched by title, slug or county, paged. */
export async function listPostsForAdmin(options: {
  search: string;
  state: PostState | "";
  page: number;
}) {
  const where = and(
    options.search
      ? or(
          ilike(blogPosts.title, containing(options.search)),
          ilike(blogPosts.slug, containing(options.search)),
          ilike(blogPosts.county, containing(options.search)),
        )
      : undefined,
    options.state ? stateOf[options.state] : undefined,
  );
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        kind: blogPosts.kind,
        slug: blogPosts.slug,
        title: blogPosts.title,
        county: blogPosts.county,
        state: blogPosts.state,
        isPublished: blogPosts.isPublished,
        publishedAt: blogPosts.publishedAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .where(where)
      .orderBy(
        desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`),
        desc(blogPosts.id),
      )
      .limit(ADMIN_POSTS_PAGE_SIZE)
      .offset((options.page - 1) * ADMIN_POSTS_PAGE_SIZE),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  const all = total?.n ?? 0;
  return {
    posts: rows.map((row) => ({ ...row, status: postState(row) })),
    total: all,
    pageCount: Math.max(1, Math.ceil(all / ADMIN_POSTS_PAGE_SIZE)),
  };
}

export async function getPostForAdmin(id: number) {
  const [row] = await getDb()
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  return row ?? null;
}

/** True when another post (or an old address of one) already uses `slug`. */
async function slugTaken(
  tx: Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0],
  slug: string,
  exceptPostId: number | null,
) {
  const [post] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug));
  if (post && post.id !== exceptPostId) return true;
  const [redirect] = await tx
    .select({ postId: blogPostRedirects.postId })
    .from(blogPostRedirects)
    .where(eq(blogPostRedirects.oldSlug, slug));
  return Boolean(redirect && redirect.postId !== exceptPostId);
}

export type SaveOutcome =
  | { ok: true; id: number; redirectedFrom: string | null }
  | { ok: false; reason: "slug-taken" | "missing" };

/**
 * Creates a post (id null) or saves one. The slug must be free; when a
 * published post's slug changes, its old address is kept as a redirect
 * (and a redirect the post takes back is dropped). One transaction,
 * serialised on the slug so two saves cannot both take it.
 */
export async function savePost(
  id: number | null,
  input: PostInput,
): Promise<SaveOutcome> {
  return getDb().transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`post-slug:${input.slug}`}))`,
    );
    if (await slugTaken(tx, input.slug, id)) {
      return { ok: false, reason: "slug-taken" };
    }
    if (id === null) {
      const [row] = await tx
        .insert(blogPosts)
        .values(input)
        .returning({ id: blogPosts.id });
      return { ok: true, id: row!.id, redirectedFrom: null };
    }
    const [before] = await tx
      .select({
        slug: blogPosts.slug,
        isPublished: blogPosts.isPublished,
        publishedAt: blogPosts.publishedAt,
      })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .for("update");
    if (!before) return { ok: false, reason: "missing" };
    await tx
      .update(blogPosts)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(blogPosts.id, id));
    await tx
      .delete(blogPostRedirects)
      .where(eq(blogPostRedirects.oldSlug, input.slug));
    const moved =
      before.slug !== input.slug && postState(before) === "published";
    if (moved) {
      await tx
        .insert(blogPostRedirects)
        .values({ oldSlug: before.slug, postId: id })
        .onConflictDoNothing();
    }
    return { ok: true, id, redirectedFrom: moved ? before.slug : null };
  });
}

/** Deletes a post (its old addresses go with it); its title, or null. */
export async function deletePost(id: number) {
  const [row] = await getDb()
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ title: blogPosts.title });
  return row?.title ?? null;
}
