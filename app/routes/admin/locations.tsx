import type { Route } from "./+types/locations";
import { requireAdmin } from "#app/auth/session.server.ts";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import {
  countSentence,
  FilterBar,
  FilterSelect,
} from "#app/components/admin/filter-bar.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import {
  type LocationPageFilter,
  listLocationFilterChoices,
  listLocationPagesForAdmin,
} from "#app/models/location-pages-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { Heading } from "#app/components/ui/heading.tsx";

// Every town x service page, found by town, county, service and state.

export const meta = () => adminHead("Location pages");

const YES_NO = ["", "yes", "no"] as const;

function filterFrom(url: URL): { filter: LocationPageFilter; page: number } {
  const get = (name: string) => (url.searchParams.get(name) ?? "").trim();
  const yesNo = (value: string) =>
    (YES_NO as readonly string[]).includes(value)
      ? (value as LocationPageFilter["published"])
      : "";
  return {
    filter: {
      q: get("q").slice(0, 100),
      county: get("county").slice(0, 60),
      service: get("service").slice(0, 60),
      published: yesNo(get("published")),
      handEdited: yesNo(get("handEdited")),
    },
    page: Math.max(1, Math.min(10_000, Number(get("page")) || 1)),
  };
}

function query(filter: LocationPageFilter, page = 1) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value) params.set(name, value);
  }
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { filter, page } = filterFrom(new URL(request.url));
  const [list, choices] = await Promise.all([
    listLocationPagesForAdmin(filter, page),
    listLocationFilterChoices(),
  ]);
  return { filter, page, ...list, choices };
}

export default function AdminLocations({ loaderData }: Route.ComponentProps) {
  const { filter, page, pageCount, pages, total, choices } = loaderData;
  const filtered = query(filter) !== "";
  return (
    <>
      <Heading level={1} look="page">
        Location pages
      </Heading>
      <p className="mt-2 text-muted">
        A page for every town and service, written from the town's facts. Edit
        one and it keeps your text; the generator only refreshes the others.
      </p>
      <FilterBar
        label="Location pages"
        search={{
          id: "pages-q",
          label: "Search pages",
          value: filter.q,
          placeholder: "Town, title or address",
          wide: true,
        }}
        submit="Show pages"
        listPath="/admin/locations"
        filtered={filtered}
        status={countSentence(total, ["page", "pages"], filtered)}
      >
        <FilterSelect
          id="pages-county"
          name="county"
          label="County"
          value={filter.county}
          options={[
            ["", "Every county"],
            ...choices.counties.map((county): [string, string] => [
              county.slug,
              `${county.name}, ${county.state}`,
            ]),
          ]}
        />
        <FilterSelect
          id="pages-service"
          name="service"
          label="Service"
          value={filter.service}
          options={[
            ["", "Every service"],
            ...choices.services.map((service): [string, string] => [
              service.slug,
              service.name,
            ]),
          ]}
        />
        <FilterSelect
          id="pages-published"
          name="published"
          label="On the site"
          value={filter.published}
          options={[
            ["", "Published or hidden"],
            ["yes", "Published"],
            ["no", "Hidden"],
          ]}
        />
        <FilterSelect
          id="pages-handEdited"
          name="handEdited"
          label="Text"
          value={filter.handEdited}
          options={[
            ["", "Generated or edited"],
            ["yes", "Edited by hand"],
            ["no", "Generated"],
          ]}
        />
      </FilterBar>
      <ul className="mt-4 grid gap-3">
        {pages.map((row) => (
          <li
            key={row.id}
            className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
          >
            <h2 className="font-semibold">
              <TextLink to={`/admin/locations/${row.id}`}>
                {row.service} in {row.city}
              </TextLink>
            </h2>
            <p className="text-sm text-muted">
              {row.county} · {row.url} ·{" "}
              {row.isPublished ? "Published" : "Hidden"} ·{" "}
              {row.isHandEdited ? "Edited by hand" : "Generated"} · priority{" "}
              {row.priority}
            </p>
          </li>
        ))}
      </ul>
      {pages.length === 0 ? (
        <p className="mt-6 text-muted">No pages match.</p>
      ) : null}
      <AdminPagination
        path="/admin/locations"
        page={page}
        pageCount={pageCount}
        queryFor={(target) => query(filter, target)}
      />
    </>
  );
}
