import type { Route } from "./+types/booking-block";
import { requireAdmin } from "#app/auth/session.server.ts";
import { blockTime } from "#app/booking/settings.server.ts";
import {
  BLOCK_FIELDS,
  BLOCK_LABELS,
  BLOCK_RESOURCES,
  createBlockSchema,
  SETTINGS_PATH,
} from "#app/booking/settings-form.ts";
import { AdminForm, useAdminForm } from "#app/components/admin/admin-form.tsx";
import { RadioGroupField, TextField } from "#app/components/forms/fields.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { adminHead } from "#app/utils/admin-head.ts";
import { todayInShowroom } from "#app/utils/showroom-hours.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { today: todayInShowroom() };
}

export const action = ({ request }: Route.ActionArgs) => blockTime(request);

export const meta = () => adminHead("Block a time");

export default function BookingBlock({ loaderData }: Route.ComponentProps) {
  const { today } = loaderData;
  const form = useAdminForm({
    schema: createBlockSchema(() => today),
    names: BLOCK_FIELDS,
    idPrefix: "block",
    stored: { resource: "" },
  });
  return (
    <>
      <Heading level={1} look="page" className="mb-2">
        Block a time
      </Heading>
      <p className="mb-6 max-w-2xl text-muted">
        Nobody can book within it (New York time). Bookings already made stay;
        move or cancel them from their page if you need to.
      </p>
      <AdminForm
        {...form}
        labels={BLOCK_LABELS}
        submitLabel="Block the time"
        listHref={SETTINGS_PATH}
      >
        <TextField
          name="date"
          label={BLOCK_LABELS.date}
          type="date"
          min={today}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="from"
            label={BLOCK_LABELS.from}
            type="time"
            required
          />
          <TextField
            name="until"
            label={BLOCK_LABELS.until}
            type="time"
            required
          />
        </div>
        <RadioGroupField
          name="resource"
          label={BLOCK_LABELS.resource}
          options={BLOCK_RESOURCES}
        />
        <TextField
          name="reason"
          label={BLOCK_LABELS.reason}
          maxLength={80}
          required
        />
      </AdminForm>
    </>
  );
}
