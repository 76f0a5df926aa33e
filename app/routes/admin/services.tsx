import type { Route } from "./+types/services";
import { gone, readAdminChange } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { listParamsFrom } from "#app/components/admin/admin-list-parts.tsx";
import {
  AdminPagination,
  listQuery,
} from "#app/components/admin/admin-pagination.tsx";
import { AdminSearch } from "#app/components/admin/admin-search.tsx";
import { ChangeButton } from "#app/components/admin/list-actions.tsx";
import {
  listServicesForAdmin,
  setServiceActive,
} from "#app/models/location-pages-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { ServiceActionSchema } from "#app/locations/page-schema.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

// The services the location pages are made for: stop offering one and its
// town pages leave the site (410 Gone); offer it again and they come back.
// Found by name or slug.

export const meta = () => adminHead("Services");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { search, page } = listParamsFrom(request);
  return { search, page, ...(await listServicesForAdmin({ search, page })) };
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readAdminChange(
    request,
    ServiceActionSchema,
    "/admin/services",
  );
  if (!read.ok) return read.response;
  const active = read.change.intent === "activate";
  const name = await setServiceActive(read.change.id, active);
  if (name === null) return gone();
  return redirectWithToast(
    read.back,
    active
      ? `${name} is offered again: its town pages are back on the site.`
      : `${name} is no longer offered: its town pages have left the site.`,
  );
}

export default function AdminServices({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { services, search, page, pageCount, total } = loaderData;
  return (
    <>
      <Heading level={1} look="page">
        Services
      </Heading>
      <p className="mt-2 max-w-3xl text-muted">
        Each service offered has a page in every town. A service you stop
        offering keeps its pages and their settings, but they leave the site and
        search engines are told they are gone; offer it again to bring them
        back.
      </p>
      <Alert>{actionData?.error}</Alert>
      <AdminSearch
        label="Search services"
        placeholder="Name or slug"
        value={search}
        total={total}
        noun={["service", "services"]}
      />
      <ul className="mt-6 grid gap-3">
        {services.map((service) => (
          <li
            key={service.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
          >
            <div>
              <h2 className="font-semibold">{service.name}</h2>
              <p className="text-sm text-muted">
                {service.isActive ? "Offered" : "Not offered"} · {service.pages}{" "}
                town pages
              </p>
            </div>
            <ChangeButton
              intent={service.isActive ? "deactivate" : "activate"}
              id={service.id}
              returnTo={listQuery(search, page)}
              item={service.name}
            >
              {service.isActive ? "Stop offering" : "Offer again"}
            </ChangeButton>
          </li>
        ))}
      </ul>
      <AdminPagination
        path="/admin/services"
        page={page}
        pageCount={pageCount}
        search={search}
      />
    </>
  );
}
