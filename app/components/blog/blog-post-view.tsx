import { ArticleBody } from "#app/components/blog/article-body.tsx";
import {
  PostCard,
  type PostCardData,
} from "#app/components/blog/post-card.tsx";
import { PostMeta } from "#app/components/blog/post-meta.tsx";
import { CtaButtons } from "#app/components/services/cta-buttons.tsx";
import { Breadcrumbs } from "#app/components/ui/page-intro.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { business } from "#app/business/current.ts";
import {
  BLOG_HERO_SIZES,
  blogPostTrail,
  countySlug,
  listHref,
  placeLabel,
} from "#app/blog/posts.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

// A blog post has no interactive part: the route renders this as a server
// island (ADR 0012), so none of it is hydrated or shipped with the route.

const CARD_SIZES = "(min-width: 1024px) 320px, (min-width: 640px) 45vw, 100vw";

export interface BlogPostViewProps {
  post: PostCardData;
  html: string;
  related: Array<PostCardData & { id: number }>;
}

export function BlogPostView({ post, html, related }: BlogPostViewProps) {
  const place = placeLabel(post);
  return (
    <>
      <article aria-labelledby="post-title">
        <header className="bg-brand-50">
          <div className="mx-auto max-w-3xl px-4 pt-10 pb-8 sm:pt-14">
            <Breadcrumbs trail={blogPostTrail(post)} />
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
                sizes={BLOG_HERO_SIZES}
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
              See the materials in our {business().showroomSqFt} sq ft showroom
              in {business().address.city}, ask for a free written quote, or
              call and talk it through with a designer.
            </p>
            <CtaButtons className="mt-5" />
          </aside>
        </div>
      </article>
      <section aria-labelledby="related-heading" className="bg-brand-50">
        <div className="mx-auto max-w-5xl px-4 py-12">
          <Heading level={2} look="section" id="related-heading">
            More remodeling advice
          </Heading>
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
              <TextLink
                to={listHref("/blogs", { county: countySlug(post.county) })}
              >
                All articles about {place}
              </TextLink>
            </li>
            <li>
              <TextLink to="/blogs">Back to the blog</TextLink>
            </li>
            <li>
              <TextLink to="/gallery">See finished projects</TextLink>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
