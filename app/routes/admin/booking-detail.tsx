import { data, Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/booking-detail";
import { itemIdFrom } from "#app/auth/admin-change.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import type { AppointmentKind } from "#app/booking/appointment-types.ts";
import { availability } from "#app/booking/book.server.ts";
import { bookingFieldLabels } from "#app/booking/booking-schema.ts";
import { changeBookingAsOwner } from "#app/booking/owner.server.ts";
import { bookingStatusLabel, MAX_CANCEL_NOTE } from "#app/booking/schedule.ts";
import { SlotPicker } from "#app/components/booking/slot-picker.tsx";
import { TextareaField } from "#app/components/forms/fields.tsx";
import {
  type FormState,
  FormStateContext,
} from "#app/components/forms/form-context.tsx";
import {
  SubmitButton,
  useSubmitting,
} from "#app/components/forms/submit-button.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { appointmentTime, choiceRows } from "#app/emails/booking.server.ts";
import { leadReference } from "#app/leads/lead-reference.server.ts";
import { findBooking } from "#app/models/bookings.server.ts";
import { readAppointmentTypes } from "#app/models/booking-settings.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { requestForLead } from "#app/models/review-requests.server.ts";
import { reviewRequestState } from "#app/reviews/requests.server.ts";
import { newYorkTime } from "#app/utils/new-york-time.ts";
import { variantUrl } from "#app/utils/media.ts";
import { formatUsPhone } from "#app/utils/phone.ts";
import {
  addDays,
  parseIsoDate,
  todayInShowroom,
} from "#app/utils/showroom-hours.ts";

// One booking for the owner: its details, and confirm, move, cancel with a
// note, came or not, and "make it a lead" (app/booking/owner.server.ts).

const WINDOW_DAYS = 7;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = itemIdFrom(params)!;
  const row = await findBooking(id);
  if (!row || row.status === "held") {
    throw data("No such booking", { status: 404 });
  }
  const now = new Date();
  const kind = row.kind as AppointmentKind;
  const type = (await readAppointmentTypes())[kind];
  const live = row.status === "pending" || row.status === "confirmed";
  const begun = row.startsAt.getTime() <= now.getTime();
  const today = todayInShowroom(now);
  const from = new URL(request.url).searchParams.get("from") ?? "";
  const firstDate = parseIsoDate(from) && from > today ? from : today;
  const days =
    live && !begun
      ? await availability(kind, now, {
          firstDate,
          days: WINDOW_DAYS,
          exceptId: row.id,
          by: "owner",
        })
      : [];
  const details: Array<[string, string]> = [
    ["Reference", leadReference("B", row.id)],
    ["Appointment", type.name],
    ["When", appointmentTime(row)],
    ["Status", bookingStatusLabel(row.status)],
    ["Name", row.name ?? ""],
    ["Email", row.email ?? ""],
    ["Phone", row.phone ? formatUsPhone(row.phone) : ""],
  ];
  if (row.address) {
    details.push(["Address", `${row.address}, ${row.zipCode ?? ""}`]);
  }
  details.push(...choiceRows(row));
  if (row.message) details.push([bookingFieldLabels.message, row.message]);
  if (row.status === "cancelled" && row.cancelReason) {
    details.push(["Cancelled", row.cancelReason]);
  }
  details.push(["Booked", newYorkTime(row.createdAt)]);
  const review = await requestForLead("bookings", id);
  return {
    reviewRequest: review && reviewRequestState(review),
    title: `${type.name}: ${row.name ?? ""}`,
    details,
    photos: row.photoUrls,
    week: row.localDate,
    email: row.email ?? "",
    leadId: row.leadId,
    can: {
      confirm: row.status === "pending",
      change: live && !begun,
      mark: begun && row.status !== "cancelled",
    },
    days: days.filter((day) => day.slots.length > 0),
    later: live && !begun ? addDays(firstDate, WINDOW_DAYS) : null,
  };
}

export const action = ({ request, params }: Route.ActionArgs) =>
  changeBookingAsOwner(request, itemIdFrom(params)!);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminHead(loaderData?.title ?? "Booking");

const secondaryButton =
  "min-h-11 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:opacity-80";

function IntentForm({
  intent,
  label,
  pendingLabel,
  children,
}: {
  intent: string;
  label: string;
  pendingLabel: string;
  children?: React.ReactNode;
}) {
  const pending = useSubmitting(intent);
  return (
    <Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div>
        <SubmitButton
          pending={pending}
          label={label}
          pendingLabel={pendingLabel}
        />
      </div>
    </Form>
  );
}

export default function BookingDetail({ loaderData }: Route.ComponentProps) {
  const failed = useActionData<typeof action>();
  const { title, details, photos, week, leadId, can, days, later } = loaderData;
  const markingCame = useSubmitting("came");
  const markingNoShow = useSubmitting("no-show");
  const marking = markingCame || markingNoShow;
  const state: FormState = {
    idPrefix: "move",
    errors: {},
    values: {},
    focusOnRender: false,
  };
  return (
    <>
      <p>
        <Link to={`/admin/booking?week=${week}`} className="underline">
          Back to the bookings of that week
        </Link>
      </p>
      <Heading level={1} look="page" className="mt-2">
        {title}
      </Heading>
      <Alert>{failed?.error}</Alert>
      <dl className="mt-6 grid max-w-3xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg bg-white p-5 ring-1 ring-black/5">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="whitespace-pre-line break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {photos.length > 0 ? (
        <ul
          aria-label={bookingFieldLabels.photos}
          className="mt-4 grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-3"
        >
          {photos.map((url, i) => (
            <li key={url}>
              <a href={url} className="block rounded-md ring-1 ring-black/10">
                <img
                  src={variantUrl(url, 400, "webp") ?? url}
                  alt={`The room, ${i + 1} of ${photos.length}, as the visitor sent it (opens full size)`}
                  loading="lazy"
                  className="h-40 w-full rounded-md object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-8 grid max-w-3xl gap-10">
        {can.confirm ? (
          <section aria-labelledby="confirm-heading">
            <Heading level={2} look="section" id="confirm-heading">
              Confirm
            </Heading>
            <p className="mt-2">
              The visitor asked for this time; it is held for them. Confirming
              emails them the confirmation with its calendar entry.
            </p>
            <div className="mt-3">
              <IntentForm
                intent="confirm"
                label="Confirm this booking"
                pendingLabel="Confirming…"
              />
            </div>
          </section>
        ) : null}

        {can.mark ? (
          <section aria-labelledby="mark-heading">
            <Heading level={2} look="section" id="mark-heading">
              Did they come?
            </Heading>
            <div className="mt-3 flex flex-wrap gap-3">
              {(
                [
                  ["came", "They came"],
                  ["no-show", "They did not come"],
                ] as const
              ).map(([intent, label]) => (
                <Form method="post" key={intent}>
                  <input type="hidden" name="intent" value={intent} />
                  <button
                    type="submit"
                    className={secondaryButton}
                    aria-disabled={marking ? true : undefined}
                  >
                    {label}
                  </button>
                </Form>
              ))}
            </div>
          </section>
        ) : null}

        {can.mark ? (
          <section aria-labelledby="review-request-heading">
            <Heading level={2} look="section" id="review-request-heading">
              Review request
            </Heading>
            {loaderData.reviewRequest ? (
              <p className="mt-2">{loaderData.reviewRequest}</p>
            ) : (
              <>
                <p className="mt-2">
                  When their project is finished, mark it here: they get the
                  same review request email every finished customer gets.
                </p>
                <div className="mt-3">
                  <IntentForm
                    intent="project-finished"
                    label="Project finished: ask for a review"
                    pendingLabel="Saving…"
                  />
                </div>
              </>
            )}
          </section>
        ) : null}

        {can.change ? (
          <>
            <section aria-labelledby="move-heading">
              <Heading level={2} look="section" id="move-heading">
                Move to another time
              </Heading>
              <FormStateContext.Provider value={state}>
                <IntentForm
                  intent="move"
                  label="Move the booking"
                  pendingLabel="Moving…"
                >
                  {days.length ? (
                    <SlotPicker
                      name="start"
                      label="Free times (New York time)"
                      hint="The visitor is emailed the new time with an updated calendar entry."
                      days={days}
                    />
                  ) : (
                    <p>No free times in these days.</p>
                  )}
                </IntentForm>
              </FormStateContext.Provider>
              {later ? (
                <p className="mt-3">
                  <Link className="underline" to={`?from=${later}`}>
                    Later dates
                  </Link>
                </p>
              ) : null}
            </section>

            <section aria-labelledby="cancel-heading">
              <Heading level={2} look="section" id="cancel-heading">
                Cancel
              </Heading>
              <IntentForm
                intent="cancel"
                label="Cancel the booking"
                pendingLabel="Cancelling…"
              >
                <FormStateContext.Provider
                  value={{ ...state, idPrefix: "cancel" }}
                >
                  <TextareaField
                    name="note"
                    label="A note to the visitor (optional)"
                    hint="They are emailed that it is cancelled, with this note and a calendar update that removes it."
                    rows={3}
                    maxLength={MAX_CANCEL_NOTE}
                  />
                </FormStateContext.Provider>
              </IntentForm>
            </section>
          </>
        ) : null}

        <section aria-labelledby="lead-heading">
          <Heading level={2} look="section" id="lead-heading">
            Leads inbox
          </Heading>
          {leadId ? (
            <p className="mt-2">
              <Link to={`/admin/leads/contact/${leadId}`} className="underline">
                Open its lead
              </Link>{" "}
              to follow it up with notes and a status.
            </p>
          ) : (
            <div className="mt-2 grid gap-3">
              <p>
                Make it a lead to follow it up in the leads inbox with notes and
                a status.
              </p>
              <IntentForm
                intent="lead"
                label="Convert to lead"
                pendingLabel="Converting…"
              />
            </div>
          )}
        </section>
      </div>
    </>
  );
}
