import type { Route } from "./+types/blogs";
import { blogsHead } from "#app/content/blog.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import { FilterLinks } from "#app/components/blog/filter-links.tsx";
import { Pagination } from "#app/components/blog/pagination.tsx";
import { PostCard } from "#app/components/blog/post-card.tsx";
import { CtaSection } from "#app/components/services/cta-section.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import {
  listPostCounties,
  listPublishedPosts,
} from "#app/models/blog-posts.server.ts";
import {
  listHref,
  pageCount,
  parsePage,
  placeLabel,
  POSTS_PER_PAGE,
} from "#app/blog/posts.ts";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;

const { title, description } = blogsHead;
const trail = trailTo(pages.blogs);

const SIZES = "(min-width: 1024px) 320px, (min-width: 640px) 45vw, 100vw";

export async function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const page = parsePage(search);
  if (page === null) throw new Response("Not found", { status: 404 });
  const counties = await listPostCounties("blog");
  // An unknown county shows every post, as the gallery does for categories.
  const county =
    counties.find((option) => option.slug === search.get("county")) ?? null;
  const { posts, total } = await listPublishedPosts({
    county: county ?? undefined,
    page,
  });
  const pages = pageCount(total, POSTS_PER_PAGE);
  if (page > pages) throw new Response("Not found", { status: 404 });
  return { counties, county, posts, total, page, pages };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return [];
  const { county, page } = args.data;
  const heading = county ? `${title}: ${placeLabel(county)}` : title;
  return pageHead(args, {
    title: page > 1 ? `${heading}, page ${page}` : heading,
    description: county
      ? `Kitchen and bathroom remodeling advice for homeowners in ${placeLabel(county)}: local permits, older homes, costs and planning.`
      : description,
    canonicalPath: listHref("/blogs", { county: county?.slug, page }),
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });
};

function summary(total: number, page: number, countyName: string | null) {
  const noun = total === 1 ? "article" : "articles";
  const where = countyName ? ` about ${countyName}` : "";
  if (total <= POSTS_PER_PAGE) return `Showing ${total} ${noun}${where}.`;
  const first = (page - 1) * POSTS_PER_PAGE + 1;
  const last = Math.min(page * POSTS_PER_PAGE, total);
  return `Showing ${noun} ${first} to ${last} of ${total}${where}.`;
}

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  const { counties, county, posts, total, page, pages } = loaderData;
  const countyName = county ? placeLabel(county) : null;
  return (
    <>
      <PageIntro title={title} lead={description} trail={trail}>
        <p className="mt-4 max-w-3xl text-muted">
          Written by the designers and project leads who build kitchens and
          baths every week. For a quick answer, see our{" "}
          <TextLink to="/ai-faq">frequently asked questions</TextLink> or the{" "}
          <TextLink to="/learning-guide">free learning guide</TextLink>.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-5xl px-4 py-10">
        {counties.length > 1 ? (
          <FilterLinks
            label="Filter articles by county"
            options={[
              { href: "/blogs", label: "All areas", active: !county },
              ...counties.map((option) => ({
                href: listHref("/blogs", { county: option.slug }),
                label: placeLabel(option),
                active: option.slug === county?.slug,
              })),
            ]}
          />
        ) : null}
        <p role="status" className="mt-6 text-muted">
          {summary(total, page, countyName)}
        </p>
        {posts.length > 0 ? (
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} sizes={SIZES} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8 text-lg">
            New articles are on the way. Meanwhile, our{" "}
            <TextLink to="/information">homeowner information center</TextLink>{" "}
            answers the questions we hear most.
          </p>
        )}
        <Pagination
          page={page}
          pages={pages}
          label="Blog pages"
          hrefFor={(number) =>
            listHref("/blogs", { county: county?.slug, page: number })
          }
        />
        <p className="mt-12 text-lg">
          Looking for company updates instead? Read our{" "}
          <TextLink to="/news">showroom and community news</TextLink>, or see
          finished projects in the{" "}
          <TextLink to="/gallery">before and after gallery</TextLink>.
        </p>
      </div>
      <CtaSection id="blogs-cta-heading" heading="Talk it through in person">
        Every house is different. Bring your questions, photos and measurements
        to our showroom, or ask for a free quote at home.
      </CtaSection>
    </>
  );
}
