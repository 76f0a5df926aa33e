import { useState } from "react";
import { Form } from "react-router";
import type { Route } from "./+types/contact";
import { reloadUnlessNotSent } from "#app/components/forms/reload-unless-not-sent.ts";
import { sendKeepingValues } from "#app/components/forms/send-keeping-values.ts";
import { ErrorSummary } from "#app/components/forms/error-summary.tsx";
import {
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { FormStateContext } from "#app/components/forms/form-context.tsx";
import { PersonFields } from "#app/components/forms/person-fields.tsx";
import { SpamTrapFields } from "#app/components/forms/spam-trap-fields.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useLeadForm } from "#app/components/forms/use-lead-form.ts";
import { ShowroomCard } from "#app/components/contact/showroom-card.tsx";
import { NextShowroomTimes } from "#app/components/contact/next-showroom-times.tsx";
import { availability } from "#app/booking/book.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { withinTime } from "#app/utils/within-time.ts";
import {
  contactCopy,
  contactFieldLabels as labels,
  contactMethods,
  dateHint,
  requestTypes,
  serviceChoices,
} from "#app/content/contact.ts";
import {
  CONTACT_FIELDS,
  ContactSchema,
  MAX_MESSAGE,
  MAX_NAME,
  MAX_TOWN,
} from "#app/leads/contact-schema.ts";
import { business } from "#app/business/current.ts";
import { CONTACT_FORM, contactForm } from "#app/leads/contact.server.ts";
import { intakeResponse, takeLead } from "#app/leads/intake.server.ts";
import {
  BOOKING_HORIZON_DAYS,
  timeChoiceLabel,
  timeChoicesFor,
} from "#app/leads/visit-times.ts";
import { formPageHeaders } from "#app/utils/page-headers.ts";
import { pageHead } from "#app/utils/seo.ts";
import { addDays, todayInShowroom } from "#app/utils/showroom-hours.ts";
import { issueFormToken } from "#app/utils/spam-trap.server.ts";
import { PageIntro } from "#app/components/ui/page-intro.tsx";

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, {
    title: contactCopy.title,
    description: contactCopy.description,
  });

export const headers: Route.HeadersFunction = formPageHeaders;

/** How many of the next free showroom times the form offers to book at once. */
const LIVE_TIMES = 6;
// The form works without the database (its send is refused in words and
// its values kept, DESIGN.md): the live times are left out rather than
// holding or failing the page.
const LIVE_TIMES_WAIT_MS = 500;

async function nextShowroomTimes(now: Date) {
  try {
    const days = await withinTime(
      availability("showroom-visit", now, { days: 7 }),
      LIVE_TIMES_WAIT_MS,
      "the free showroom times",
    );
    return days
      .flatMap((day) => day.slots.map((slot) => ({ ...slot, date: day.date })))
      .slice(0, LIVE_TIMES);
  } catch (error) {
    logger.warn({ err: String(error) }, "contact page without live times");
    return [];
  }
}

export async function loader() {
  const now = new Date();
  const today = todayInShowroom(now);
  return {
    showroomTimes: await nextShowroomTimes(now),
    formToken: issueFormToken(CONTACT_FORM),
    minDate: addDays(today, 1),
    maxDate: addDays(today, BOOKING_HORIZON_DAYS),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return intakeResponse(
    await takeLead(contactForm, request, context.clientKey),
  );
}

export const clientAction = ({
  request,
  serverAction,
}: Route.ClientActionArgs) =>
  sendKeepingValues(request, serverAction, CONTACT_FIELDS);

export const shouldRevalidate = reloadUnlessNotSent;

const ID_PREFIX = "contact";

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { formRef, state, pending, formError, onSubmit } = useLeadForm({
    schema: ContactSchema,
    names: CONTACT_FIELDS,
    idPrefix: ID_PREFIX,
  });
  const [date, setDate] = useState(state.values.preferredDate ?? "");
  const times = timeChoicesFor(business(), date || undefined).map((value) => ({
    value,
    label: timeChoiceLabel(business(), value),
  }));

  return (
    <>
      <PageIntro
        title={contactCopy.title}
        lead={contactCopy.description}
        trail={[
          { name: "Home", path: "/" },
          { name: "Contact", path: "/contact" },
        ]}
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-heading">
          <h2
            id="contact-form-heading"
            className="text-2xl font-bold text-brand-900"
          >
            {contactCopy.formHeading}
          </h2>
          <p className="mt-2 text-muted">{contactCopy.formIntro}</p>
          {/* Before the form, so its own order (SPEC's fields, Tab by Tab)
              stays as it was. */}
          <div className="mt-6">
            <NextShowroomTimes times={loaderData.showroomTimes} />
          </div>
          <FormStateContext.Provider value={state}>
            <Form
              method="post"
              ref={formRef}
              onSubmit={onSubmit}
              noValidate
              aria-labelledby="contact-form-heading"
              className="relative mt-6 grid gap-5"
            >
              <ErrorSummary formError={formError} labels={labels} />
              <SpamTrapFields
                idPrefix={ID_PREFIX}
                token={loaderData.formToken}
              />
              <RadioGroupField
                name="requestType"
                label={labels.requestType}
                options={requestTypes}
                required
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <PersonFields labels={labels} maxName={MAX_NAME} />
                <TextField
                  name="townOrZip"
                  label={labels.townOrZip}
                  hint="For example Nyack or 10960"
                  autoComplete="postal-code"
                  maxLength={MAX_TOWN}
                  required
                />
              </div>
              <SelectField
                name="service"
                label={labels.service}
                options={serviceChoices}
                required
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  name="preferredDate"
                  type="date"
                  label={labels.preferredDate}
                  hint={dateHint()}
                  min={loaderData.minDate}
                  max={loaderData.maxDate}
                  onChange={setDate}
                />
                <SelectField
                  name="preferredTime"
                  label={labels.preferredTime}
                  hint="Showroom time (New York)"
                  options={times}
                />
              </div>
              <RadioGroupField
                name="contactMethod"
                label={labels.contactMethod}
                options={contactMethods}
                required
              />
              <TextareaField
                name="message"
                label={labels.message}
                hint="Your project, your timing, anything we should know"
                maxLength={MAX_MESSAGE}
              />
              <div>
                <SubmitButton
                  pending={pending}
                  label={contactCopy.submit}
                  pendingLabel={contactCopy.pending}
                />
              </div>
            </Form>
          </FormStateContext.Provider>
        </section>
        <ShowroomCard />
      </div>
    </>
  );
}
