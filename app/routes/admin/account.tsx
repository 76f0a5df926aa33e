import { data, Form } from "react-router";
import type { Route } from "./+types/account";
import { readAdminForm } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { AdminForm, useAdminForm } from "#app/components/admin/admin-form.tsx";
import { TextField } from "#app/components/forms/fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { changePassword, findUserById } from "#app/models/users.server.ts";
import {
  accountMessages,
  MIN_PASSWORD_LENGTH,
  PASSWORD_CHANGE_FIELDS,
  PasswordChangeSchema,
} from "#app/utils/account-schema.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { logger } from "#app/utils/logger.server.ts";
import { verifyPassword } from "#app/utils/password.server.ts";
import { Heading } from "#app/components/ui/heading.tsx";

// The signed-in person's own account: a new password (the current one
// first; every other session of theirs ends), and signing out on every
// device. Someone whose password another admin chose lands here first.

const labels = {
  currentPassword: "Current password",
  newPassword: "New password",
  confirmPassword: "New password again",
};

export const meta = () => adminHead("Your account");

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  return {
    username: me.username,
    mustChangePassword: me.mustChangePassword === 1,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readAdminForm(
    request,
    PasswordChangeSchema,
    PASSWORD_CHANGE_FIELDS,
    PASSWORD_CHANGE_FIELDS,
  );
  if (!form.ok) return form.response;
  const { input, user } = form;
  const account = await findUserById(user.userId);
  if (
    !account ||
    !(await verifyPassword(account.password, input.currentPassword))
  ) {
    logger.warn({ username: user.username }, "password change refused");
    return data(
      {
        fieldErrors: { currentPassword: accountMessages.wrongPassword },
        values: {},
      },
      { status: 400 },
    );
  }
  await changePassword(user.userId, input.newPassword, user.sessionId);
  logger.info({ username: user.username }, "password changed");
  return redirectWithToast(
    "/admin",
    "Password changed. You are still signed in here; every other device has been signed out.",
  );
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const form = useAdminForm({
    schema: PasswordChangeSchema,
    names: PASSWORD_CHANGE_FIELDS,
    idPrefix: "password",
    stored: {},
  });
  return (
    <>
      <Heading level={1} look="page">
        Your account
      </Heading>
      <p className="mt-2 text-muted">Signed in as {loaderData.username}.</p>
      {loaderData.mustChangePassword ? (
        <p
          role="alert"
          className="mt-4 max-w-2xl rounded-md border-2 border-brand-700 bg-white p-3 font-semibold"
        >
          Welcome! Your password was chosen by someone else, so please choose
          your own before you go on. Type the one-time password you were given
          as the current password.
        </p>
      ) : null}
      <h2 className="mt-8 mb-4 text-xl font-bold text-brand-900">
        Change your password
      </h2>
      <AdminForm
        {...form}
        labels={labels}
        submitLabel="Change password"
        listHref="/admin"
      >
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={loaderData.username}
          readOnly
          hidden
        />
        <TextField
          type="password"
          name="currentPassword"
          label={labels.currentPassword}
          required
          autoComplete="current-password"
        />
        <TextField
          type="password"
          name="newPassword"
          label={labels.newPassword}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters. A few words together are long and easy to remember.`}
          required
          autoComplete="new-password"
        />
        <TextField
          type="password"
          name="confirmPassword"
          label={labels.confirmPassword}
          required
          autoComplete="new-password"
        />
      </AdminForm>
      <section
        aria-labelledby="sign-out-everywhere"
        className="mt-10 max-w-2xl"
      >
        <Heading level={2} look="panel" id="sign-out-everywhere">
          Sign out everywhere
        </Heading>
        <p className="mt-2 text-muted">
          For a lost phone or a shared computer: ends your sessions on every
          device, this one too.
        </p>
        <Form method="post" action="/logout" className="mt-3">
          <input type="hidden" name="everywhere" value="yes" />
          <Button type="submit" tone="outline">
            Sign out everywhere
          </Button>
        </Form>
      </section>
    </>
  );
}
