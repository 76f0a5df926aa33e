import { data, Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/book-manage";
import type { AppointmentKind } from "#app/booking/appointment-types.ts";
import { availability } from "#app/booking/book.server.ts";
import {
  bookingForToken,
  cancelBooking,
  changeProblem,
  moveBooking,
} from "#app/booking/manage.server.ts";
import { manageMessages } from "#app/booking/manage-messages.ts";
import { business } from "#app/business/current.ts";
import { fullAddress, telHref } from "#app/business/facts.ts";
import { SlotPicker } from "#app/components/booking/slot-picker.tsx";
import {
  type FormState,
  FormStateContext,
} from "#app/components/forms/form-context.tsx";
import {
  SubmitButton,
  useSubmitting,
} from "#app/components/forms/submit-button.tsx";
import { PageIntro } from "#app/components/ui/page-intro.tsx";
import { TextLink, textLinkClass } from "#app/components/ui/text-link.tsx";
import { appointmentTime } from "#app/emails/booking.server.ts";
import { kickEmailDrainer } from "#app/emails/drainer.server.ts";
import { leadReference } from "#app/leads/lead-reference.server.ts";
import { readAppointmentTypes } from "#app/models/booking-settings.server.ts";
import { readBody } from "#app/utils/request-body.server.ts";
import { pageHead } from "#app/utils/seo.ts";
import {
  addDays,
  parseIsoDate,
  todayInShowroom,
} from "#app/utils/showroom-hours.ts";

const TITLE = "Your appointment";
const WINDOW_DAYS = 7;

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, {
    title: TITLE,
    description: `Move or cancel your appointment with ${business().name}.`,
  }),
  { name: "robots", content: "noindex" },
];

// One visitor's booking, behind the link in their email. The link's token
// never leaves in a Referer to another site; "same-origin" rather than
// "no-referrer", which would make the browser send "Origin: null" with the
// page's own forms and the site's cross-site check refuse them without
// JavaScript.
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
});

async function found(token: string) {
  const row = await bookingForToken(token);
  if (!row) throw data(manageMessages.unknown, { status: 404 });
  return row;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const row = await found(params.token);
  const now = new Date();
  const kind = row.kind as AppointmentKind;
  const type = (await readAppointmentTypes())[kind];
  const problem = changeProblem(row, now);
  const url = new URL(request.url);
  const today = todayInShowroom(now);
  const from = url.searchParams.get("from") ?? "";
  const firstDate = parseIsoDate(from) && from > today ? from : today;
  const days = problem
    ? []
    : await availability(kind, now, {
        firstDate,
        days: WINDOW_DAYS,
        exceptId: row.id,
      });
  const done = url.searchParams.get("done");
  return {
    reference: leadReference("B", row.id),
    type: type.name,
    when: appointmentTime(row),
    where:
      row.kind === "home-estimate"
        ? `${row.address}, ${row.zipCode}`
        : fullAddress(business()),
    problem,
    done: done === "moved" || done === "cancelled" ? (done as Done) : null,
    days: days.filter((day) => day.slots.length > 0),
    later: problem ? null : addDays(firstDate, WINDOW_DAYS),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const row = await found(params.token);
  const body = await readBody(request);
  const fields = body.ok ? body.fields : {};
  const intent = String(fields.intent ?? "");
  const outcome =
    intent === "cancel"
      ? await cancelBooking(row)
      : intent === "move"
        ? await moveBooking(row, String(fields.start ?? ""))
        : { ok: false as const, message: "Please choose what to do" };
  if (!outcome.ok) {
    return data({ error: outcome.message }, { status: 409 });
  }
  kickEmailDrainer();
  return redirect(
    `/book/manage/${params.token}?done=${intent === "cancel" ? "cancelled" : "moved"}`,
    303,
  );
}

type Done = keyof typeof doneWords;
const doneWords = {
  moved:
    "Your appointment has moved. We have emailed you the new time with an updated calendar entry.",
  cancelled:
    "Your appointment is cancelled. We have emailed you a calendar update that removes it.",
} as const;

export default function ManageBooking({
  loaderData,
  params,
}: Route.ComponentProps) {
  const failed = useActionData<typeof action>();
  const moving = useSubmitting("move");
  const cancelling = useSubmitting("cancel");
  const { problem, done, days, later } = loaderData;
  const state: FormState = {
    idPrefix: "manage",
    errors: failed?.error ? { start: failed.error } : {},
    values: {},
    focusOnRender: Boolean(failed),
  };
  return (
    <>
      <PageIntro
        title={TITLE}
        lead={`${loaderData.type}, ${loaderData.when}`}
      />
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
        {done ? (
          <p
            role="status"
            className="rounded-md bg-green-50 p-4 text-green-800"
          >
            {doneWords[done]}
          </p>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-black/20 p-5">
          <dt className="font-semibold">Reference number</dt>
          <dd>
            <strong>{loaderData.reference}</strong>
          </dd>
          <dt className="font-semibold">Appointment</dt>
          <dd>{loaderData.type}</dd>
          <dt className="font-semibold">When</dt>
          <dd>{loaderData.when}</dd>
          <dt className="font-semibold">Where</dt>
          <dd>{loaderData.where}</dd>
        </dl>
        {problem ? (
          <p>
            {problem} Call{" "}
            <TextLink to={telHref(business())} tone="inline">
              {business().phone.display}
            </TextLink>
            {problem === manageMessages.cancelled ? (
              <>
                {" "}
                or{" "}
                <TextLink to="/book" tone="inline">
                  book a new time
                </TextLink>
              </>
            ) : null}
            .
          </p>
        ) : (
          <>
            <FormStateContext.Provider value={state}>
              <Form
                method="post"
                className="grid gap-4"
                aria-label="Move the appointment"
              >
                <input type="hidden" name="intent" value="move" />
                {days.length ? (
                  <SlotPicker
                    name="start"
                    label="Move to another time (New York time)"
                    hint="Pick a free time; your calendar entry will follow."
                    days={days}
                  />
                ) : (
                  <p>
                    No free times in these days. Please look at later dates.
                  </p>
                )}
                {later ? (
                  <p>
                    <Link
                      className={textLinkClass()}
                      to={`/book/manage/${params.token}?from=${later}`}
                    >
                      Later dates
                    </Link>
                  </p>
                ) : null}
                <div>
                  <SubmitButton
                    pending={moving}
                    label="Move my appointment"
                    pendingLabel="Moving…"
                  />
                </div>
              </Form>
            </FormStateContext.Provider>
            <Form method="post" aria-label="Cancel the appointment">
              <input type="hidden" name="intent" value="cancel" />
              <h2 className="text-xl font-bold text-brand-900">
                Cancel the appointment
              </h2>
              <p className="mt-2">
                We will email you a calendar update that removes it.
              </p>
              <div className="mt-3">
                <SubmitButton
                  pending={cancelling}
                  label="Cancel my appointment"
                  pendingLabel="Cancelling…"
                />
              </div>
            </Form>
          </>
        )}
      </div>
    </>
  );
}
