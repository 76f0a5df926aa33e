import { Link } from "react-router";
import type { Route } from "./+types/design-inspiration";
import {
  CardResults,
  RESULT_CARD_SIZES,
} from "#app/components/ui/card-results.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { designInspirationHead } from "#app/content/inspiration.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import {
  findInspirationCategory,
  findInspirationSource,
  inspirationCategories,
  inspirationHref,
  inspirationSources,
} from "#app/components/inspiration/categories.ts";
import {
  type InspirationCardData,
  InspirationCard,
} from "#app/components/inspiration/inspiration-card.tsx";
import { CtaSection } from "#app/components/services/cta-section.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { listPublishedInspiration } from "#app/models/inspiration.server.ts";
import { outboundUrl, parseEmbed } from "#app/utils/embeds.ts";
import { breadcrumbJsonLd, pageHead, siteUrlFrom } from "#app/utils/seo.ts";
import { sharedPageHeaders } from "#app/utils/page-headers.ts";

export const headers = sharedPageHeaders;
const trail = trailTo(pages.designInspiration);

export async function loader({ request }: Route.LoaderArgs) {
  // Unknown or missing filters show everything, never an error.
  const params = new URL(request.url).searchParams;
  const category = findInspirationCategory(params.get("category"))?.slug;
  const source = findInspirationSource(params.get("source"))?.slug;
  const rows = await listPublishedInspiration({
    category,
    sourceType: source,
  });
  // Embed codes and source URLs are parsed here, on the server; only the
  // provider, the media id and our own outbound link reach the page.
  const items: InspirationCardData[] = rows.map((row) => {
    const embed = parseEmbed(row.embedCode ?? row.sourceUrl);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      sourceType: row.sourceType,
      thumbnailUrl: row.thumbnailUrl,
      embed,
      outbound: embed ? outboundUrl(embed) : null,
    };
  });
  return { category: category ?? null, source: source ?? null, items };
}

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = designInspirationHead();
  const category = findInspirationCategory(args.data?.category);
  return pageHead(args, {
    title: category ? `${category.label} ideas | ${title}` : title,
    description,
    canonicalPath: "/design-inspiration",
    jsonLd: breadcrumbJsonLd(siteUrlFrom(args.matches), trail),
  });
};

function FilterLink({
  to,
  label,
  active,
}: {
  to: string;
  label: string;
  active: boolean;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "page" : undefined}
      className={`inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1 ${
        active
          ? "bg-brand-800 text-white ring-brand-800"
          : "bg-white text-brand-800 ring-brand-700/40 hover:bg-brand-50"
      }`}
    >
      {label}
    </Link>
  );
}

function FilterNav({
  label,
  heading,
  allLabel,
  options,
  active,
  hrefFor,
}: {
  label: string;
  heading: string;
  allLabel: string;
  options: ReadonlyArray<{ slug: string; label: string }>;
  active: string | null;
  hrefFor: (slug: string | null) => string;
}) {
  return (
    <nav aria-label={label} className="mt-4 first:mt-0">
      <p className="mb-2 font-semibold text-brand-900">{heading}</p>
      <ul className="flex flex-wrap gap-2">
        <li>
          <FilterLink to={hrefFor(null)} label={allLabel} active={!active} />
        </li>
        {options.map((option) => (
          <li key={option.slug}>
            <FilterLink
              to={hrefFor(option.slug)}
              label={option.label}
              active={active === option.slug}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function DesignInspirationPage({
  loaderData,
}: Route.ComponentProps) {
  const { title, description } = designInspirationHead();
  const { category, source, items } = loaderData;
  const filtered = category !== null || source !== null;
  const noun = items.length === 1 ? "idea" : "ideas";
  return (
    <>
      <PageIntro title={title} lead={description} trail={trail}>
        <p className="mt-4 max-w-3xl text-muted">
          Ideas for layouts, cabinet colors, countertop materials and tile
          patterns, gathered by our designers, with a note on what to watch for
          in each. Videos and posts open here only when you press play. Bring
          the ones you love to a{" "}
          <TextLink to="/contact">showroom visit</TextLink> and we will price
          them for your home.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <FilterNav
          label="Filter ideas by room or product"
          heading="Room or product"
          allLabel="All ideas"
          options={inspirationCategories}
          active={category}
          hrefFor={(slug) => inspirationHref({ category: slug, source })}
        />
        <FilterNav
          label="Filter ideas by source"
          heading="Source"
          allLabel="All sources"
          options={inspirationSources}
          active={source}
          hrefFor={(slug) => inspirationHref({ category, source: slug })}
        />
        <CardResults
          items={items}
          status={
            filtered
              ? `Showing ${items.length} matching ${noun}.`
              : `Showing all ${items.length} ${noun}.`
          }
          renderCard={(item, priority) => (
            <InspirationCard
              item={item}
              sizes={RESULT_CARD_SIZES}
              priority={priority}
            />
          )}
          empty={
            <>
              No ideas match these filters yet.{" "}
              <TextLink to="/design-inspiration">See all ideas</TextLink> or{" "}
              <TextLink to="/gallery">browse our finished projects</TextLink>.
            </>
          }
        />
      </div>
      <CtaSection
        id="inspiration-cta-heading"
        heading="Found an idea you love?"
      >
        Bring it to our showroom or send it with a quote request, and our
        designers will show you how it fits your room and your budget.
      </CtaSection>
    </>
  );
}
