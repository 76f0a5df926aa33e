import type { Route } from "./+types/blog-post";
import { serverIsland } from "#app/components/ui/server-island.tsx";
import { redirect } from "react-router";
import {
  findRedirectedSlug,
  getPublishedPost,
  listRelatedPosts,
} from "#app/models/blog-posts.server.ts";
import { BLOG_HERO_SIZES, blogPostTrail } from "#app/blog/posts.ts";
import { renderMarkdownCached } from "#app/utils/markdown.server.ts";
import { srcSet, variantUrl } from "#app/utils/media.ts";
import { breadcrumbJsonLd, pageHead } from "#app/utils/seo.ts";
import { articleJsonLd } from "#app/utils/structured-data.ts";
import { setStructuredData } from "#app/utils/structured-data.server.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await getPublishedPost(params.slug);
  if (!found) {
    // A post the owner renamed keeps its old address working.
    const moved = await findRedirectedSlug(params.slug);
    if (moved) {
      throw redirect(
        moved.kind === "news" ? "/news" : `/blogs/${moved.slug}`,
        301,
      );
    }
    throw new Response("Not found", { status: 404 });
  }
  const { content, ...post } = found;
  // Built here, not in meta, so the builders stay on the server (ADR 0012).
  setStructuredData(context, [
    articleJsonLd(context.siteOrigin, {
      kind: "blog",
      url: `/blogs/${post.slug}`,
      title: post.title,
      description: post.metaDescription,
      imageUrl: post.featuredImageUrl,
      datePublished: post.date,
      dateModified: post.updatedAt,
      county: post.county,
      state: post.state,
      keywords: post.keywords,
    }),
    breadcrumbJsonLd(context.siteOrigin, blogPostTrail(post)),
  ]);
  const related = await listRelatedPosts(post);
  return { post, html: renderMarkdownCached(content), related };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return [];
  const { post } = args.data;
  return pageHead(args, {
    title: post.title,
    description: post.metaDescription,
    canonicalPath: `/blogs/${post.slug}`,
    ogType: "article",
    image: post.featuredImageUrl ?? undefined,
    keywords: post.keywords ?? undefined,
    // The featured image is the largest paint on a phone: fetch it with the
    // stylesheet rather than after the document has been parsed.
    preloadImage: post.featuredImageUrl
      ? {
          href:
            variantUrl(post.featuredImageUrl, 800, "avif") ??
            post.featuredImageUrl,
          srcSet: srcSet(post.featuredImageUrl, "avif"),
          sizes: BLOG_HERO_SIZES,
          type: "image/avif",
        }
      : undefined,
  });
};

const BlogPostView = serverIsland(() =>
  import("#app/components/blog/blog-post-view.tsx").then((m) => m.BlogPostView),
);

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogPostView {...loaderData} />;
}
