import { useState } from "react";
import { Form, Link, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/book";
import {
  APPOINTMENT_KINDS,
  type AppointmentKind,
} from "#app/booking/appointment-types.ts";
import { availability } from "#app/booking/book.server.ts";
import { BOOKING_FORM, bookingForm } from "#app/booking/booking-form.server.ts";
import {
  BOOKING_FIELDS,
  BookingSchema,
  bookingFieldLabels as labels,
  budgetBands,
  MAX_ADDRESS,
  MAX_BOOKING_PHOTOS,
  MAX_MESSAGE,
  MAX_NAME,
  photosProblem,
  timelines,
} from "#app/booking/booking-schema.ts";
import { SlotPicker } from "#app/components/booking/slot-picker.tsx";
import { useSlotHold } from "#app/components/booking/use-slot-hold.ts";
import { ErrorSummary } from "#app/components/forms/error-summary.tsx";
import {
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { FormStateContext } from "#app/components/forms/form-context.tsx";
import { PersonFields } from "#app/components/forms/person-fields.tsx";
import { PhotoUploadField } from "#app/components/forms/photo-upload-field.tsx";
import { reloadUnlessNotSent } from "#app/components/forms/reload-unless-not-sent.ts";
import { sendKeepingValues } from "#app/components/forms/send-keeping-values.ts";
import { SpamTrapFields } from "#app/components/forms/spam-trap-fields.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { textLinkClass } from "#app/components/ui/text-link.tsx";
import { bookingCopy } from "#app/content/booking.ts";
import { serviceChoices } from "#app/content/contact.ts";
import { intakeResponse, takeLead } from "#app/leads/intake.server.ts";
import { readAppointmentTypes } from "#app/models/booking-settings.server.ts";
import { formPageHeaders } from "#app/utils/page-headers.ts";
import { pages, trailTo } from "#app/content/pages.ts";
import { pageHead } from "#app/utils/seo.ts";
import {
  addDays,
  parseIsoDate,
  todayInShowroom,
} from "#app/utils/showroom-hours.ts";
import { issueFormToken } from "#app/utils/spam-trap.server.ts";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, {
    title: bookingCopy.title,
    description: bookingCopy.description,
  });

// Live slots and a per-visit form token: never kept for anyone else.
export const headers: Route.HeadersFunction = formPageHeaders;

/** Days shown at once; "Later dates" moves on by as many. */
const WINDOW_DAYS = 7;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const askedKind = url.searchParams.get("type");
  const kind: AppointmentKind = APPOINTMENT_KINDS.includes(
    askedKind as AppointmentKind,
  )
    ? (askedKind as AppointmentKind)
    : "showroom-visit";
  const today = todayInShowroom();
  const types = await readAppointmentTypes();
  const lastDate = addDays(today, types[kind].horizonDays);
  // A time chosen elsewhere (/contact lists the next free ones) opens
  // its week with it picked, if it is still free.
  const start = Date.parse(url.searchParams.get("start") ?? "");
  const from = Number.isNaN(start)
    ? (url.searchParams.get("from") ?? "")
    : todayInShowroom(new Date(start));
  const firstDate =
    parseIsoDate(from) && from > today && from <= lastDate ? from : today;
  const days = await availability(kind, new Date(), {
    firstDate,
    days: WINDOW_DAYS,
  });
  // The first free time shown is chosen unless the visitor asked for one:
  // a visitor happy with it books in fewer steps, and the picker says so. A
  // time asked for that has gone is not swapped for another behind their back.
  const free = days.flatMap((day) => day.slots.map((slot) => slot.start));
  const asked = Number.isNaN(start) ? null : new Date(start).toISOString();
  const chosen = asked ? (free.includes(asked) ? asked : "") : (free[0] ?? "");
  const next = addDays(firstDate, WINDOW_DAYS);
  return {
    kind,
    types: APPOINTMENT_KINDS.map((k) => ({
      kind: k,
      name: types[k].name,
      minutes: types[k].minutes,
    })),
    days: days.filter((day) => day.slots.length > 0),
    chosen,
    firstChosen: !asked && chosen !== "",
    earlier: firstDate > today ? addDays(firstDate, -WINDOW_DAYS) : null,
    later: next <= lastDate ? next : null,
    formToken: issueFormToken(BOOKING_FORM),
    idempotencyKey: crypto.randomUUID().replaceAll("-", ""),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return intakeResponse(
    await takeLead(bookingForm, request, context.clientKey),
  );
}

export const clientAction = ({
  request,
  serverAction,
}: Route.ClientActionArgs) =>
  sendKeepingValues(request, serverAction, BOOKING_FIELDS);

// A 409 means the time was just taken: fresh slots replace the old ones.
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.actionStatus === 409 || reloadUnlessNotSent(args);

const ID_PREFIX = "book";

export default function BookPage({ loaderData }: Route.ComponentProps) {
  const { kind, types, days, earlier, later } = loaderData;
  const { formRef, state, pending, formError, onSubmit } = useLeadForm({
    schema: BookingSchema,
    names: BOOKING_FIELDS,
    idPrefix: ID_PREFIX,
    check: (form): Record<string, string> => {
      const input = form.elements.namedItem("photos");
      const problem =
        input instanceof HTMLInputElement
          ? photosProblem([...(input.files ?? [])])
          : null;
      return problem ? { photos: problem } : {};
    },
  });
  // One key for this visit's form, kept when the times are read again: the
  // hold it makes is the one its confirm goes through.
  const [formKey] = useState(loaderData.idempotencyKey);
  const idempotencyKey = state.values.idempotencyKey ?? formKey;
  const hold = useSlotHold(kind, idempotencyKey);
  const homeVisit = kind === "home-estimate";
  const windowLink = (from: string) => `/book?type=${kind}&from=${from}`;
  return (
    <>
      <PageIntro
        title={bookingCopy.title}
        lead={bookingCopy.intro}
        trail={trailTo(pages.book)}
      />
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
        <nav aria-label={labels.kind}>
          <ul className="flex flex-wrap gap-3">
            {types.map((type) => (
              <li key={type.kind}>
                <Link
                  to={`/book?type=${type.kind}`}
                  aria-current={type.kind === kind ? "page" : undefined}
                  className="block min-h-11 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-900 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {type.name} ({type.minutes} min)
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FormStateContext.Provider
          value={{
            ...state,
            values: {
              ...state.values,
              // After a refusal the visitor chooses again: nothing is picked.
              start: state.values.start ?? loaderData.chosen,
            },
          }}
        >
          <Form
            method="post"
            encType="multipart/form-data"
            ref={formRef}
            onSubmit={onSubmit}
            onChange={hold.onChange}
            noValidate
            aria-label={bookingCopy.title}
            className="relative grid gap-6"
          >
            <ErrorSummary formError={formError} labels={labels} />
            <SpamTrapFields idPrefix={ID_PREFIX} token={loaderData.formToken} />
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            {days.length ? (
              <SlotPicker
                name="start"
                label={labels.start}
                hint={
                  loaderData.firstChosen
                    ? `${bookingCopy.timeZoneNote} ${bookingCopy.firstChosen}`
                    : bookingCopy.timeZoneNote
                }
                days={days}
                note={hold.note}
              />
            ) : (
              <p>{bookingCopy.noTimes}</p>
            )}

            <p className="flex flex-wrap gap-6">
              {earlier ? (
                <Link className={textLinkClass()} to={windowLink(earlier)}>
                  {bookingCopy.earlierDates}
                </Link>
              ) : null}
              {later ? (
                <Link className={textLinkClass()} to={windowLink(later)}>
                  {bookingCopy.laterDates}
                </Link>
              ) : null}
            </p>
            <h2 className="text-xl font-bold text-brand-900">
              {bookingCopy.detailsHeading}
            </h2>
            <div className="grid gap-5 sm:grid-cols-2">
              <PersonFields labels={labels} maxName={MAX_NAME} />
            </div>
            {homeVisit ? (
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  name="address"
                  label={labels.address}
                  autoComplete="address-line1"
                  maxLength={MAX_ADDRESS}
                  required
                />
                <TextField
                  name="zipCode"
                  label={labels.zipCode}
                  autoComplete="postal-code"
                  inputMode="numeric"
                  maxLength={5}
                  required
                />
                <SelectField
                  name="room"
                  label={labels.room}
                  options={serviceChoices}
                  required
                />
                <SelectField
                  name="budget"
                  label={labels.budget}
                  options={budgetBands}
                />
                <SelectField
                  name="timeline"
                  label={labels.timeline}
                  options={timelines}
                />
              </div>
            ) : null}
            <TextareaField
              name="message"
              label={labels.message}
              hint="Your project, measurements you have, anything to prepare"
              maxLength={MAX_MESSAGE}
            />
            <PhotoUploadField
              name="photos"
              label={labels.photos}
              hint={`Up to ${MAX_BOOKING_PHOTOS} JPEG, PNG or WebP photos of the room as it is, 10 MB each. We remove their location and camera details.`}
              multiple
            />
            <div>
              <SubmitButton
                pending={pending}
                label={bookingCopy.submit}
                pendingLabel={bookingCopy.pending}
              />
            </div>
          </Form>
        </FormStateContext.Provider>
      </div>
    </>
  );
}
