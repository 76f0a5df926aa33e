import type { Route } from "./+types/news";
import { newsHead } from "#app/content/blog.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import { ArticleBody } from "#app/components/blog/article-body.tsx";
import { Pagination } from "#app/components/blog/pagination.tsx";
import { PostMeta } from "#app/components/blog/post-meta.tsx";
import { CtaSection } from "#app/components/services/cta-section.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { business } from "#app/business/current.ts";
import { Picture } from "#app/components/ui/picture.tsx";
import {
  listNewsItems,
  POSTS_PER_PAGE,
} from "#app/models/blog-posts.server.ts";
import { listHref, pageCount, parsePage } from "#app/blog/posts.ts";
import { renderMarkdownCached } from "#app/utils/markdown.server.ts";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;
const trail = trailTo(pages.news);

const SIZES = "(min-width: 1024px) 320px, (min-width: 640px) 40vw, 100vw";

export async function loader({ request }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams);
  if (page === null) throw new Response("Not found", { status: 404 });
  const { items, total } = await listNewsItems(page);
  const pages = pageCount(total, POSTS_PER_PAGE);
  if (page > pages) throw new Response("Not found", { status: 404 });
  return {
    page,
    pages,
    items: items.map(({ content, ...item }) => ({
      ...item,
      html: renderMarkdownCached(content, { topHeading: 3 }),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = newsHead();
  const page = args.data?.page ?? 1;
  return pageHead(args, {
    title: page > 1 ? `${title}, page ${page}` : title,
    description,
    canonicalPath: listHref("/news", { page }),
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });
};

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { title, description } = newsHead();
  const { items, page, pages } = loaderData;
  return (
    <>
      <PageIntro title={title} lead={description} trail={trail}>
        <p className="mt-4 max-w-3xl text-muted">
          For remodeling advice, read <TextLink to="/blogs">our blog</TextLink>;
          for the story behind the pink ribbon, see{" "}
          <TextLink to="/about#community">our community page</TextLink>.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-5xl px-4 py-10">
        {items.length > 0 ? (
          <ol className="grid gap-12">
            {items.map((item, index) => (
              <li key={item.id}>
                <article
                  id={item.slug}
                  aria-labelledby={`${item.slug}-title`}
                  className="grid gap-6 border-b border-slate-200 pb-12 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
                >
                  {item.featuredImageUrl ? (
                    <div className="aspect-[4/3] overflow-hidden rounded-lg bg-slate-200">
                      <Picture
                        src={item.featuredImageUrl}
                        alt={item.featuredImageAlt ?? ""}
                        sizes={SIZES}
                        priority={index === 0}
                        className="block size-full object-cover"
                      />
                    </div>
                  ) : null}
                  <div>
                    <h2
                      id={`${item.slug}-title`}
                      className="text-2xl font-bold text-brand-900"
                    >
                      {item.title}
                    </h2>
                    <PostMeta
                      post={item}
                      showReadingTime={false}
                      className="mt-2"
                    />
                    <ArticleBody html={item.html} className="mt-2" />
                  </div>
                </article>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-lg">
            No news yet. Meanwhile, meet{" "}
            <TextLink to="/about">the family behind the company</TextLink>.
          </p>
        )}
        <Pagination
          page={page}
          pages={pages}
          label="News pages"
          hrefFor={(number) => listHref("/news", { page: number })}
        />
      </div>
      <CtaSection id="news-cta-heading" heading="Come and see the showroom">
        Our showroom in {business().address.city} is open six days a week and on
        Sundays by appointment. Stop by, ask for a free quote, or give us a
        call.
      </CtaSection>
    </>
  );
}
