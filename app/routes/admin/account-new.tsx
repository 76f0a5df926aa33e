import type { Route } from "./+types/account-new";
import { readAdminForm } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { AdminForm, useAdminForm } from "#app/components/admin/admin-form.tsx";
import { TextField } from "#app/components/forms/fields.tsx";
import { createUser } from "#app/models/users.server.ts";
import {
  accountMessages,
  MIN_PASSWORD_LENGTH,
  NEW_ACCOUNT_FIELDS,
  NewAccountSchema,
} from "#app/utils/account-schema.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { logger } from "#app/utils/logger.server.ts";
import { data } from "react-router";
import { Heading } from "#app/components/ui/heading.tsx";

const labels = { username: "Username", password: "One-time password" };

export const meta = () => adminHead("Add an account");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readAdminForm(
    request,
    NewAccountSchema,
    NEW_ACCOUNT_FIELDS,
    ["password"],
  );
  if (!form.ok) return form.response;
  const { input, user } = form;
  const created = await createUser(input.username, input.password, {
    mustChangePassword: true,
  });
  if (!created) {
    return data(
      {
        fieldErrors: { username: accountMessages.taken },
        values: { username: input.username },
      },
      { status: 409 },
    );
  }
  logger.info(
    { by: user.username, added: created.username },
    "admin account added",
  );
  return redirectWithToast(
    "/admin/accounts",
    `Added ${created.username}. Give them the one-time password in person or by phone; they choose their own when they first sign in.`,
  );
}

export default function AccountNew() {
  const form = useAdminForm({
    schema: NewAccountSchema,
    names: NEW_ACCOUNT_FIELDS,
    idPrefix: "account",
    stored: { username: "", password: "" },
  });
  return (
    <>
      <Heading level={1} look="page" className="mb-6">
        Add an account
      </Heading>
      <AdminForm
        {...form}
        labels={labels}
        submitLabel="Add account"
        listHref="/admin/accounts"
      >
        <TextField
          name="username"
          label={labels.username}
          hint="What they type to sign in: 3 to 50 letters, digits, dots, dashes or underscores."
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={50}
        />
        <TextField
          name="password"
          label={labels.password}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters. Works for their first sign-in only: then they choose their own.`}
          required
          autoComplete="new-password"
          spellCheck={false}
        />
      </AdminForm>
    </>
  );
}
