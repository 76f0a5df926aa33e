import { data } from "react-router";
import type { Route } from "./+types/subscriber-new";
import { readAdminForm } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { AdminForm, useAdminForm } from "#app/components/admin/admin-form.tsx";
import { TextField } from "#app/components/forms/fields.tsx";
import {
  type AddedSubscriber,
  addSubscriberByAdmin,
} from "#app/models/subscribers-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { logger } from "#app/utils/logger.server.ts";
import {
  ADD_SUBSCRIBER_FIELDS,
  AddSubscriberSchema,
} from "#app/subscribers/schema.ts";
import { newYorkTime } from "#app/utils/new-york-time.ts";
import { Heading } from "#app/components/ui/heading.tsx";

// One address the owner was given in person (a showroom visitor who asked
// for the newsletter). An address already on the list is left as it is:
// above all, one that unsubscribed is never put back by someone else.

const labels = {
  email: "Email address",
  firstName: "First name",
  lastName: "Last name",
};

function alreadyOnTheList(
  added: Exclude<AddedSubscriber, { outcome: "added" }>,
): string {
  switch (added.outcome) {
    case "active":
      return "That address is already subscribed.";
    case "unsubscribed":
      return `That address unsubscribed on ${newYorkTime(added.at, "day")}; it stays unsubscribed.`;
    case "unconfirmed":
      return "That address signed up but has not confirmed yet; it is left as it is.";
  }
}

export const meta = () => adminHead("Add a subscriber");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readAdminForm(
    request,
    AddSubscriberSchema,
    ADD_SUBSCRIBER_FIELDS,
  );
  if (!form.ok) return form.response;
  const { input, user } = form;
  const added = await addSubscriberByAdmin(input);
  if (added.outcome === "added") {
    logger.info({ by: user.username }, "subscriber added by hand");
    return redirectWithToast(
      "/admin/email-marketing",
      `Added ${input.email} to the newsletter.`,
    );
  }
  return data(
    {
      fieldErrors: { email: alreadyOnTheList(added) },
      values: {
        email: input.email,
        firstName: input.firstName ?? "",
        lastName: input.lastName ?? "",
      },
    },
    { status: 409 },
  );
}

export default function SubscriberNew() {
  const form = useAdminForm({
    schema: AddSubscriberSchema,
    names: ADD_SUBSCRIBER_FIELDS,
    idPrefix: "subscriber",
    stored: { email: "", firstName: "", lastName: "" },
  });
  return (
    <>
      <Heading level={1} look="page" className="mb-2">
        Add a subscriber
      </Heading>
      <p className="mb-6 max-w-2xl text-muted">
        Only add someone who asked you for the newsletter. An address that
        unsubscribed stays unsubscribed: only the person can sign up again.
      </p>
      <AdminForm
        {...form}
        labels={labels}
        submitLabel="Add subscriber"
        listHref="/admin/email-marketing"
      >
        <TextField
          name="email"
          label={labels.email}
          type="email"
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
        />
        <TextField
          name="firstName"
          label={labels.firstName}
          autoComplete="off"
          maxLength={100}
        />
        <TextField
          name="lastName"
          label={labels.lastName}
          autoComplete="off"
          maxLength={100}
        />
      </AdminForm>
    </>
  );
}
