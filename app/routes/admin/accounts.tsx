import { data } from "react-router";
import type { Route } from "./+types/accounts";
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
import { ConfirmDelete } from "#app/components/admin/list-actions.tsx";
import { deleteUser, listUsers } from "#app/models/users.server.ts";
import { AccountListActionSchema } from "#app/utils/account-schema.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { logger } from "#app/utils/logger.server.ts";
import { newYorkTime } from "#app/utils/new-york-time.ts";

// The people who can sign in to the admin: add one with a one-time
// password, or remove one (never the last, or nobody could sign in).
// Found by username.

export const meta = () => adminHead("Accounts");

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const { search, page } = listParamsFrom(request);
  return {
    search,
    page,
    ...(await listUsers({ search, page })),
    myId: me.userId,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readAdminChange(
    request,
    AccountListActionSchema,
    "/admin/accounts",
  );
  if (!read.ok) return read.response;
  const { change, user, back } = read;
  const removed = await deleteUser(change.id);
  if (removed.outcome !== "deleted") {
    if (removed.outcome === "missing") return gone();
    return data(
      {
        error:
          "That is the only account: removing it would lock everyone out. Add another account first.",
      },
      { status: 409 },
    );
  }
  logger.info(
    { by: user.username, removed: removed.username },
    "admin account removed",
  );
  return redirectWithToast(
    change.id === user.userId ? "/login" : back,
    `Removed the account ${removed.username}; its sessions have ended.`,
  );
}

export default function AdminAccounts({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { users, myId, search, page, pageCount, total, accountCount } =
    loaderData;
  return (
    <>
      <AdminListHeader
        title="Accounts"
        intro="Everyone who can sign in here. Each person has an account of their own, so the history of a lead says who did what."
        addHref="/admin/accounts/new"
        addLabel="Add an account"
        error={actionData?.error}
      />
      <AdminSearch
        label="Search accounts"
        placeholder="Username"
        value={search}
        total={total}
        noun={["account", "accounts"]}
      />
      <ul className="mt-6 grid gap-3">
        {users.map((user) => (
          <li
            key={user.id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
          >
            <div>
              <p className="font-semibold">
                {user.username}
                {user.id === myId ? (
                  <span className="font-normal text-muted"> (you)</span>
                ) : null}
              </p>
              <p className="text-sm text-muted">
                Since {newYorkTime(user.createdAt)}.{" "}
                {user.openSessions === 1
                  ? "Signed in on 1 device."
                  : `Signed in on ${user.openSessions} devices.`}
                {user.mustChangePassword
                  ? " Chooses a password at the next sign-in."
                  : ""}
              </p>
            </div>
            {accountCount > 1 ? (
              <ConfirmDelete
                id={user.id}
                name={user.username}
                returnTo={listQuery(search, page)}
                consequence={
                  user.id === myId
                    ? "You will be signed out, and only the other accounts can sign in."
                    : "They are signed out at once and can no longer sign in."
                }
              />
            ) : null}
          </li>
        ))}
      </ul>
      <AdminPagination
        path="/admin/accounts"
        page={page}
        pageCount={pageCount}
        search={search}
      />
    </>
  );
}
