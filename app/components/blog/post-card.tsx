import { Link } from "react-router";
import type { PostCard } from "#app/models/blog-posts.server.ts";
import { Picture } from "#app/components/ui/picture.tsx";
import { PostMeta } from "./post-meta.tsx";

/** What a card shows of a post; `date` is its publication date. */
export type PostCardData = Omit<PostCard, "id">;

/** A post in a list: picture, title (the link), facts and excerpt. */
export function PostCard({
  post,
  sizes,
  priority = false,
  headingLevel = 2,
}: {
  post: PostCardData;
  sizes: string;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      {post.featuredImageUrl ? (
        <div className="aspect-[4/3] overflow-hidden bg-slate-200">
          <Picture
            src={post.featuredImageUrl}
            alt={post.featuredImageAlt ?? ""}
            sizes={sizes}
            priority={priority}
            className="block size-full object-cover"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-xl font-bold text-brand-900">
          <Link
            to={`/blogs/${post.slug}`}
            className="underline decoration-brand-700/40 underline-offset-4 hover:text-brand-700 hover:decoration-brand-700"
          >
            {post.title}
          </Link>
        </Heading>
        <PostMeta post={post} className="mt-2" />
        <p className="mt-3 text-muted">{post.excerpt}</p>
      </div>
    </article>
  );
}
