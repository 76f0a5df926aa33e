import type { Route } from "./+types/towns";
import { requireAdmin } from "#app/auth/session.server.ts";
import {
  AdminListHeader,
  listParamsFrom,
} from "#app/components/admin/admin-list-parts.tsx";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { AdminSearch } from "#app/components/admin/admin-search.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { listTownsForAdmin } from "#app/models/towns-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { Heading } from "#app/components/ui/heading.tsx";

// The towns of the service area, by county, each with its location pages;
// found by name, county or state.

export const meta = () => adminHead("Towns");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { search, page } = listParamsFrom(request);
  return { search, page, ...(await listTownsForAdmin({ search, page })) };
}

export default function AdminTowns({ loaderData }: Route.ComponentProps) {
  const { towns, search, page, pageCount, total } = loaderData;
  const byCounty = new Map<string, typeof towns>();
  for (const town of towns) {
    const county = `${town.county}, ${town.state}`;
    byCounty.set(county, [...(byCounty.get(county) ?? []), town]);
  }
  return (
    <>
      <AdminListHeader
        title="Towns"
        intro="Every town has a page for each service, written from the facts you give here. Add a town and its pages are on the site at once."
        addHref="/admin/towns/new"
        addLabel="Add a town"
      />
      <AdminSearch
        label="Search towns"
        placeholder="Town, county or state"
        value={search}
        total={total}
        noun={["town", "towns"]}
      />
      {[...byCounty].map(([county, countyTowns]) => (
        <section key={county} className="mt-8" aria-label={county}>
          <Heading level={2} look="panel">
            {county}
          </Heading>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {countyTowns.map((town) => (
              <li
                key={town.id}
                className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-black/5"
              >
                <TextLink
                  to={`/admin/towns/${town.id}`}
                  className="font-semibold"
                >
                  {town.name}
                </TextLink>
                <p className="text-sm text-muted">
                  {town.pages} pages ·{" "}
                  <TextLink
                    to={`/admin/locations?county=${town.countySlug}&q=${encodeURIComponent(town.name)}`}
                    tone="inline"
                  >
                    see them<span className="sr-only"> for {town.name}</span>
                  </TextLink>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <AdminPagination
        path="/admin/towns"
        page={page}
        pageCount={pageCount}
        search={search}
      />
    </>
  );
}
