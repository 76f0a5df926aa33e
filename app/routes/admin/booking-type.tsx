import { data } from "react-router";
import type { Route } from "./+types/booking-type";
import { requireAdmin } from "#app/auth/session.server.ts";
import {
  APPOINTMENT_KINDS,
  type AppointmentKind,
} from "#app/booking/appointment-types.ts";
import { saveTypeSettings } from "#app/booking/settings.server.ts";
import {
  INTERVALS,
  SETTINGS_PATH,
  TYPE_FIELDS,
  TYPE_LABELS,
  TypeSettingsSchema,
  typeFormValues,
} from "#app/booking/settings-form.ts";
import { AdminForm, useAdminForm } from "#app/components/admin/admin-form.tsx";
import {
  CheckboxField,
  SelectField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { readAppointmentTypes } from "#app/models/booking-settings.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";

async function typeOf(kind: string | undefined) {
  if (!(APPOINTMENT_KINDS as readonly string[]).includes(kind ?? "")) {
    throw data("No such appointment type", { status: 404 });
  }
  return (await readAppointmentTypes())[kind as AppointmentKind];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const type = await typeOf(params.kind);
  return { name: type.name, values: typeFormValues(type) };
}

export async function action({ request, params }: Route.ActionArgs) {
  // Signed in first: a stranger learns nothing, not even which types exist.
  await requireAdmin(request);
  const type = await typeOf(params.kind);
  return saveTypeSettings(request, type.kind, type.name.toLowerCase());
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminHead(`${loaderData?.name ?? "Appointment"} settings`);

const numberField = (name: (typeof TYPE_FIELDS)[number], hint?: string) => (
  <TextField
    name={name}
    label={TYPE_LABELS[name]}
    inputMode="numeric"
    required
    hint={hint}
  />
);

export default function BookingType({ loaderData }: Route.ComponentProps) {
  const { name, values } = loaderData;
  const form = useAdminForm({
    schema: TypeSettingsSchema,
    names: TYPE_FIELDS,
    idPrefix: "type",
    stored: values,
  });
  return (
    <>
      <Heading level={1} look="page" className="mb-6">
        {name} settings
      </Heading>
      <AdminForm
        {...form}
        labels={TYPE_LABELS}
        submitLabel="Save settings"
        listHref={SETTINGS_PATH}
      >
        {numberField("minutes")}
        <div className="grid gap-4 sm:grid-cols-2">
          {numberField(
            "bufferBefore",
            "Travel to a home, or time to get ready.",
          )}
          {numberField("bufferAfter", "Travel back, or time to tidy up.")}
        </div>
        {numberField(
          "noticeHours",
          "The earliest time offered is this many hours from now.",
        )}
        {numberField("horizonDays")}
        {numberField("dailyCap")}
        <SelectField
          name="intervalMinutes"
          label={TYPE_LABELS.intervalMinutes}
          required
          options={INTERVALS.map((n) => ({
            value: String(n),
            label: `Every ${n} minutes`,
          }))}
        />
        <CheckboxField
          name="needsConfirmation"
          value="on"
          label={TYPE_LABELS.needsConfirmation}
          hint="Until you confirm, the time is held and the visitor is told you will confirm it; reminders go only for confirmed bookings."
        />
      </AdminForm>
    </>
  );
}
