import { Form } from "react-router";
import type { Route } from "./+types/business-closures";
import { requireAdmin } from "#app/auth/session.server.ts";
import { business } from "#app/business/current.ts";
import {
  createExceptionSchema,
  EXCEPTION_FIELDS,
  EXCEPTION_LABELS,
  KIND_LABELS,
} from "#app/business/exception-form.ts";
import {
  describeException,
  EXCEPTION_HORIZON_DAYS,
  shortDate,
  upcomingExceptions,
} from "#app/business/exceptions.ts";
import { changeExceptions } from "#app/business/exceptions.server.ts";
import { EXCEPTION_KINDS } from "#app/business/choices.ts";
import { upcomingHolidays } from "#app/business/holidays.server.ts";
import { AdminForm, useAdminForm } from "#app/components/admin/admin-form.tsx";
import { RadioGroupField, TextField } from "#app/components/forms/fields.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { adminHead } from "#app/utils/admin-head.ts";
import { todayInShowroom } from "#app/utils/showroom-hours.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const today = todayInShowroom();
  const exceptions = upcomingExceptions(business(), today);
  return {
    today,
    exceptions: exceptions.map((exception) => ({
      id: exception.id,
      text: describeException(exception),
    })),
    holidays: upcomingHolidays(today).map((holiday) => ({
      ...holiday,
      closed: exceptions.some(
        (exception) =>
          exception.from <= holiday.date &&
          holiday.date <= (exception.to || "9999-12-31"),
      ),
    })),
  };
}

export const action = ({ request }: Route.ActionArgs) =>
  changeExceptions(request);

export const meta = () => adminHead("Holiday closures and special hours");

const buttonClass =
  "min-h-11 rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50";

export default function BusinessClosures({ loaderData }: Route.ComponentProps) {
  const { today, exceptions, holidays } = loaderData;
  const form = useAdminForm({
    schema: createExceptionSchema(() => today),
    names: EXCEPTION_FIELDS,
    idPrefix: "closure",
    stored: { kind: "closed" },
  });
  const labels = EXCEPTION_LABELS;
  return (
    <>
      <Heading level={1} look="page">
        Holiday closures and special hours
      </Heading>
      <p className="mt-2 max-w-3xl text-muted">
        Dates and times are New York time (America/New_York). On a closed day
        and the day before, every page shows a notice; search engines hear of
        each change up to {EXCEPTION_HORIZON_DAYS} days ahead, and the contact
        form does not offer a closed day for a visit.
      </p>

      <section aria-labelledby="upcoming-heading" className="mt-8 max-w-3xl">
        <Heading level={2} look="section" id="upcoming-heading">
          Coming up
        </Heading>
        {exceptions.length === 0 ? (
          <p className="mt-2">
            None: the regular weekly hours apply every day.
          </p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {exceptions.map((exception) => (
              <li
                key={exception.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-white p-4 shadow-sm ring-1 ring-black/5"
              >
                <span>{exception.text}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={exception.id} />
                  <button
                    type="submit"
                    className={buttonClass}
                    aria-label={`Remove ${exception.text}`}
                  >
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="add-heading" className="mt-10">
        <Heading level={2} look="section" id="add-heading" className="mb-4">
          Add a closure or special hours
        </Heading>
        <AdminForm
          {...form}
          labels={labels}
          submitLabel="Add"
          listHref="/admin/business"
        >
          <input type="hidden" name="intent" value="add" />
          <RadioGroupField
            name="kind"
            label={labels.kind}
            required
            options={EXCEPTION_KINDS.map((kind) => ({
              value: kind,
              label: KIND_LABELS[kind],
            }))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="from" label={labels.from} type="date" required />
            <TextField
              name="to"
              label={labels.to}
              type="date"
              hint="For a closure of more than one day."
            />
            <TextField
              name="opens"
              label={labels.opens}
              type="time"
              hint="For special hours."
            />
            <TextField
              name="closes"
              label={labels.closes}
              type="time"
              hint="For special hours."
            />
            <TextField
              name="reopens"
              label={labels.reopens}
              type="date"
              hint="For “Temporarily closed”, when known."
            />
          </div>
          <TextField
            name="reason"
            label={labels.reason}
            hint="Such as Thanksgiving: “Closed Thursday, Nov 26 for Thanksgiving”."
            maxLength={60}
          />
        </AdminForm>
      </section>

      <section aria-labelledby="holidays-heading" className="mt-10 max-w-3xl">
        <Heading level={2} look="section" id="holidays-heading">
          US federal holidays
        </Heading>
        <p className="mt-2 text-muted">
          The next twelve, on their calendar dates. One press closes the
          showroom that day.
        </p>
        <ul className="mt-4 grid gap-2">
          {holidays.map((holiday) => (
            <li
              key={holiday.date}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-white p-3 ring-1 ring-black/5"
            >
              <span>
                <strong>{holiday.name}</strong>, {shortDate(holiday.date)}
              </span>
              {holiday.closed ? (
                <span className="text-muted">Already set</span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="add" />
                  <input type="hidden" name="kind" value="closed" />
                  <input type="hidden" name="from" value={holiday.date} />
                  <input type="hidden" name="to" value={holiday.date} />
                  <input type="hidden" name="reason" value={holiday.name} />
                  <button type="submit" className={buttonClass}>
                    Close that day
                    <span className="sr-only">: {holiday.name}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
