import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/booking-settings";
import { requireAdmin } from "#app/auth/session.server.ts";
import { APPOINTMENT_KINDS } from "#app/booking/appointment-types.ts";
import { removeSetting } from "#app/booking/settings.server.ts";
import {
  BLOCK_RESOURCES,
  TYPE_FIELDS,
  TYPE_LABELS,
} from "#app/booking/settings-form.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import {
  blocksFrom,
  openingsFrom,
  readAppointmentTypes,
} from "#app/models/booking-settings.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { clock } from "#app/utils/clock.ts";
import { newYorkDateAndClock, newYorkTime } from "#app/utils/new-york-time.ts";
import { longDate, todayInShowroom } from "#app/utils/showroom-hours.ts";

// What visitors can book, beyond the business hours: each type's rules,
// the dates opened for bookings and the times nobody can book.

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const now = new Date();
  const [types, openings, blocks] = await Promise.all([
    readAppointmentTypes(),
    openingsFrom(todayInShowroom(now)),
    blocksFrom(now),
  ]);
  const clockOf = (when: Date) => clock(newYorkDateAndClock(when)[1]);
  return {
    types: APPOINTMENT_KINDS.map((kind) => {
      const type = types[kind];
      return {
        kind,
        name: type.name,
        rules: TYPE_FIELDS.map((name) => [
          TYPE_LABELS[name],
          name === "needsConfirmation"
            ? type.needsConfirmation
              ? "Yes"
              : "No"
            : String(type[name]),
        ]),
      };
    }),
    openings: openings.map((opening) => ({
      date: opening.date,
      text: `${longDate(opening.date)}, ${clock(opening.opens)} to ${clock(opening.closes)}`,
    })),
    blocks: blocks.map((block) => ({
      id: block.id,
      text: `${newYorkTime(block.startsAt, "full")} to ${clockOf(block.endsAt)}: ${block.reason} (${
        BLOCK_RESOURCES.find((r) => r.value === (block.resource ?? ""))?.label
      })`,
    })),
  };
}

export const action = ({ request }: Route.ActionArgs) => removeSetting(request);

export const meta = () => adminHead("Booking settings");

const buttonClass =
  "min-h-11 rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50";
const linkButton = `inline-flex items-center ${buttonClass}`;
const itemClass =
  "flex flex-wrap items-center justify-between gap-3 rounded-md bg-white p-4 shadow-sm ring-1 ring-black/5";

function RemoveButton({
  intent,
  name,
  value,
  what,
}: {
  intent: string;
  name: string;
  value: string;
  what: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <button
        type="submit"
        className={buttonClass}
        aria-label={`Remove ${what}`}
      >
        Remove
      </button>
    </Form>
  );
}

export default function BookingSettings({ loaderData }: Route.ComponentProps) {
  const failed = useActionData<typeof action>();
  const { types, openings, blocks } = loaderData;
  return (
    <>
      <p>
        <Link to="/admin/booking" className="underline">
          Back to the bookings
        </Link>
      </p>
      <Heading level={1} look="page" className="mt-2">
        Booking settings
      </Heading>
      <p className="mt-2 max-w-3xl text-muted">
        Visitors book within the{" "}
        <Link to="/admin/business" className="underline">
          business hours
        </Link>{" "}
        and holiday closures, on the dates you open below, and never in a
        blocked time. Times are New York time.
      </p>
      <Alert>{failed?.error}</Alert>

      {types.map((type) => (
        <section
          key={type.kind}
          aria-labelledby={`${type.kind}-heading`}
          className="mt-8 max-w-3xl"
        >
          <Heading level={2} look="section" id={`${type.kind}-heading`}>
            {type.name}
          </Heading>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 rounded-md bg-white p-4 ring-1 ring-black/5">
            {type.rules.map(([label, value]) => (
              <div key={label} className="contents">
                <dt>{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3">
            <Link
              to={`/admin/booking/types/${type.kind}`}
              className={linkButton}
            >
              Change the {type.name.toLowerCase()} settings
            </Link>
          </p>
        </section>
      ))}

      <section aria-labelledby="openings-heading" className="mt-10 max-w-3xl">
        <Heading level={2} look="section" id="openings-heading">
          Dates opened for bookings
        </Heading>
        <p className="mt-2">
          A day the showroom is closed or open by appointment only (such as a
          Sunday) offers no times until you open it here.
        </p>
        {openings.length === 0 ? (
          <p className="mt-2">None coming up.</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {openings.map((opening) => (
              <li key={opening.date} className={itemClass}>
                <span>{opening.text}</span>
                <RemoveButton
                  intent="remove-opening"
                  name="date"
                  value={opening.date}
                  what={opening.text}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3">
          <Link to="/admin/booking/openings/new" className={linkButton}>
            Open a date for bookings
          </Link>
        </p>
      </section>

      <section aria-labelledby="blocks-heading" className="mt-10 max-w-3xl">
        <Heading level={2} look="section" id="blocks-heading">
          Blocked times
        </Heading>
        <p className="mt-2">
          Nobody can book these: a trade show, a day off, a staff meeting.
          Bookings made before you block a time stay as they are.
        </p>
        {blocks.length === 0 ? (
          <p className="mt-2">None coming up.</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {blocks.map((block) => (
              <li key={block.id} className={itemClass}>
                <span>{block.text}</span>
                <RemoveButton
                  intent="remove-block"
                  name="id"
                  value={String(block.id)}
                  what={block.text}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3">
          <Link to="/admin/booking/blocks/new" className={linkButton}>
            Block a time
          </Link>
        </p>
      </section>
    </>
  );
}
