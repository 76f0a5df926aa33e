import type { Route } from "./+types/inspiration";
import { gone, readAdminChange } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import {
  AdminListHeader,
  listParamsFrom,
} from "#app/components/admin/admin-list-parts.tsx";
import {
  AdminPagination,
  listQuery,
} from "#app/components/admin/admin-pagination.tsx";
import { AdminSearch } from "#app/components/admin/admin-search.tsx";
import { InspirationAdminList } from "#app/components/admin/inspiration-admin-list.tsx";
import {
  deleteInspirationItem,
  listInspirationForAdmin,
  setInspirationPublished,
} from "#app/models/inspiration-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { InspirationListActionSchema } from "#app/inspiration/item-schema.ts";

export const meta = () => adminHead("Design inspiration");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { search, page } = listParamsFrom(request);
  return { search, ...(await listInspirationForAdmin({ search, page })) };
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readAdminChange(
    request,
    InspirationListActionSchema,
    "/admin/inspiration",
  );
  if (!read.ok) return read.response;
  const { change, back } = read;
  if (change.intent === "delete") {
    const title = await deleteInspirationItem(change.id);
    return title === null
      ? gone()
      : redirectWithToast(back, `Deleted “${title}”.`);
  }
  const publish = change.intent === "publish";
  const title = await setInspirationPublished(change.id, publish ? 1 : 0);
  if (title === null) return gone();
  return redirectWithToast(
    back,
    `${publish ? "Published" : "Hid"} “${title}”.`,
  );
}

export default function AdminInspiration({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { ideas, search, page, pageCount, total } = loaderData;
  return (
    <>
      <AdminListHeader
        title="Design inspiration"
        intro="Videos, posts and designer tips on the design inspiration page, in its order."
        addHref="/admin/inspiration/new"
        addLabel="Add an idea"
        error={actionData?.error}
      />
      <AdminSearch
        label="Search ideas"
        placeholder="Title, category or source"
        value={search}
        total={total}
        noun={["idea", "ideas"]}
      />
      <InspirationAdminList ideas={ideas} returnTo={listQuery(search, page)} />
      <AdminPagination
        path="/admin/inspiration"
        page={page}
        pageCount={pageCount}
        search={search}
      />
    </>
  );
}
