import { Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { ArticleBody } from "#app/components/blog/article-body.tsx";
import { PostCard } from "#app/components/blog/post-card.tsx";
import { PostMeta } from "#app/components/blog/post-meta.tsx";
import { CtaButtons } from "#app/components/services/cta-buttons.tsx";
import { Breadcrumbs } from "#app/components/ui/page-intro.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { business } from "#app/content/business.ts";
import {
  getPublishedPost,
  listRelatedPosts,
} from "#app/models/blog-posts.server.ts";
import { countySlug, listHref, placeLabel } from "#app/utils/blog.ts";
import { renderMarkdownCached } from "#app/utils/markdown.server.ts";
import { srcSet, variantUrl } from "#app/utils/media.ts";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { articleJsonLd } from "#app/utils/structured-data.ts";

const HERO_SIZES = "(min-width: 816px) 768px, calc(100vw - 2rem)";
const CARD_SIZES = "(min-width: 1024px) 320px, (min-width: 640px) 45vw, 100vw";

export async function loader({ params }: Route.LoaderArgs) {
  const found = await getPublishedPost(params.slug);
  if (!found) throw new Response("Not found", { status: 404 });
  const { content, ...post } = found;
  const related = await listRelatedPosts(post);
  return { post, html: renderMarkdownCached(content), related };
}

function trailFor(post: { title: string; slug: string }) {
  return [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blogs" },
    { name: post.title, path: `/blogs/${post.slug}` },
  ];
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return [];
  const { post } = args.data;
  const siteUrl = siteUrlFrom(args.matches);
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
          sizes: HERO_SIZES,
          type: "image/avif",
        }
      : undefined,
    jsonLd: [
      articleJsonLd(siteUrl, {
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
      breadcrumbJsonLd(siteUrl, trailFor(post)),
    ],
  });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, html, related } = loaderData;
  const place = placeLabel(post);
  return (
    <>
      <article aria-labelledby="post-title">
        <header className="bg-brand-50">
          <div className="mx-auto max-w-3xl px-4 pt-10 pb-8 sm:pt-14">
            <Breadcrumbs trail={trailFor(post)} />
            <h1
              id="post-title"
              className="mt-3 text-3xl font-bold text-brand-900 sm:text-4xl"
            >
              {post.title}
            </h1>
            <PostMeta post={post} className="mt-4" />
            <p className="mt-4 text-lg text-muted">{post.excerpt}</p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10">
          {post.featuredImageUrl ? (
            <div className="aspect-[4/3] overflow-hidden rounded-lg bg-slate-200">
              <Picture
                src={post.featuredImageUrl}
                alt={post.featuredImageAlt ?? ""}
                sizes={HERO_SIZES}
                priority
                className="block size-full object-cover"
              />
            </div>
          ) : null}
          <ArticleBody html={html} className="mt-6" />
          <aside
            aria-labelledby="post-cta-heading"
            className="mt-12 rounded-lg bg-brand-50 p-6 ring-1 ring-brand-100"
          >
            <h2
              id="post-cta-heading"
              className="text-2xl font-bold text-brand-900"
            >
              Planning a project in {place}?
            </h2>
            <p className="mt-3 text-lg text-muted">
              See the materials in our {business.showroomSqFt} sq ft showroom in{" "}
              {business.address.city}, ask for a free written quote, or call and
              talk it through with a designer.
            </p>
            <CtaButtons className="mt-5" />
          </aside>
        </div>
      </article>
      <section aria-labelledby="related-heading" className="bg-brand-50">
        <div className="mx-auto max-w-5xl px-4 py-12">
          <h2
            id="related-heading"
            className="text-2xl font-bold text-brand-900 sm:text-3xl"
          >
            More remodeling advice
          </h2>
          {related.length > 0 ? (
            <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <PostCard post={item} sizes={CARD_SIZES} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : null}
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-lg">
            <li>
              <Link
                to={listHref("/blogs", { county: countySlug(post.county) })}
                className="font-semibold text-brand-700 underline hover:text-brand-900"
              >
                All articles about {place}
              </Link>
            </li>
            <li>
              <Link
                to="/blogs"
                className="font-semibold text-brand-700 underline hover:text-brand-900"
              >
                Back to the blog
              </Link>
            </li>
            <li>
              <Link
                to="/gallery"
                className="font-semibold text-brand-700 underline hover:text-brand-900"
              >
                See finished projects
              </Link>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
