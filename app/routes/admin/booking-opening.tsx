import type { Route } from "./+types/booking-opening";
import { requireAdmin } from "#app/auth/session.server.ts";
import { openDate } from "#app/booking/settings.server.ts";
import {
  createOpeningSchema,
  OPENING_FIELDS,
  OPENING_LABELS,
  SETTINGS_PATH,
} from "#app/booking/settings-form.ts";
import { AdminForm, useAdminForm } from "#app/components/admin/admin-form.tsx";
import { TextField } from "#app/components/forms/fields.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { adminHead } from "#app/utils/admin-head.ts";
import { todayInShowroom } from "#app/utils/showroom-hours.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { today: todayInShowroom() };
}

export const action = ({ request }: Route.ActionArgs) => openDate(request);

export const meta = () => adminHead("Open a date for bookings");

export default function BookingOpening({ loaderData }: Route.ComponentProps) {
  const { today } = loaderData;
  const form = useAdminForm({
    schema: createOpeningSchema(() => today),
    names: OPENING_FIELDS,
    idPrefix: "opening",
    stored: { opens: "11:00", closes: "15:00" },
  });
  return (
    <>
      <Heading level={1} look="page" className="mb-2">
        Open a date for bookings
      </Heading>
      <p className="mb-6 max-w-2xl text-muted">
        Such as a Sunday the showroom opens by appointment: visitors can book
        times between these hours (New York time) on that date.
      </p>
      <AdminForm
        {...form}
        labels={OPENING_LABELS}
        submitLabel="Open the date"
        listHref={SETTINGS_PATH}
      >
        <TextField
          name="date"
          label={OPENING_LABELS.date}
          type="date"
          min={today}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="opens"
            label={OPENING_LABELS.opens}
            type="time"
            required
          />
          <TextField
            name="closes"
            label={OPENING_LABELS.closes}
            type="time"
            required
          />
        </div>
      </AdminForm>
    </>
  );
}
