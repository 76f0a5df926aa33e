import type { ReactNode } from "react";
import {
  BUSINESS_FIELDS,
  BUSINESS_LABELS,
  dayField,
  LICENSE_ROWS,
  licenseField,
  MAX_SERVICE_AREAS,
  SOCIAL_ROWS,
  socialField,
} from "#app/business/form-fields.ts";
import { BusinessSchema } from "#app/business/form.ts";
import { DAY_MODES, WEEKDAYS } from "#app/business/choices.ts";
import {
  RadioGroupField,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import { AdminForm, useAdminForm } from "./admin-form.tsx";

const labels = BUSINESS_LABELS;
const rows = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const DAY_MODE_LABELS = {
  open: "Open",
  appointment: "By appointment",
  closed: "Closed",
} as const;

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4 border-t pt-5">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {intro ? <p className="text-muted">{intro}</p> : null}
      {children}
    </section>
  );
}

const pair = "grid gap-4 sm:grid-cols-2";

/** Every fact of the business the site shows, on one screen. */
export function BusinessForm({ stored }: { stored: Record<string, string> }) {
  const form = useAdminForm({
    schema: BusinessSchema,
    names: BUSINESS_FIELDS,
    idPrefix: "business",
    stored,
  });
  return (
    <AdminForm
      {...form}
      labels={labels}
      submitLabel="Save business details"
      listHref="/admin"
      className="max-w-3xl"
    >
      <Section id="identity" title="Name and description">
        <div className={pair}>
          <TextField
            name="name"
            label={labels.name!}
            required
            maxLength={100}
          />
          <TextField
            name="legalName"
            label={labels.legalName!}
            hint="As registered, for the privacy policy, the terms and the licences."
            required
            maxLength={150}
          />
        </div>
        <TextField
          name="tagline"
          label={labels.tagline!}
          required
          maxLength={100}
        />
        <TextareaField
          name="description"
          label={labels.description!}
          hint="One or two sentences: search engines and AI assistants show it."
          required
          rows={3}
          maxLength={600}
        />
      </Section>

      <Section id="contact" title="Phone, email and text messages">
        <div className={pair}>
          <TextField
            name="phoneDisplay"
            label={labels.phoneDisplay!}
            hint="Such as (845) 555-0142."
            type="tel"
            required
            maxLength={40}
          />
          <TextField
            name="phoneTel"
            label={labels.phoneTel!}
            hint="The same number as phones dial it: +1 and ten digits, such as +18455550142."
            type="tel"
            required
            maxLength={40}
          />
          <TextField name="email" label={labels.email!} type="email" required />
          <TextField
            name="leadsEmail"
            label={labels.leadsEmail!}
            hint="New contact requests and financing applications are sent here."
            type="email"
            required
          />
        </div>
        <TextareaField
          name="textUsMessage"
          label={labels.textUsMessage!}
          hint="What a visitor's phone fills in after “Text us”."
          required
          rows={2}
          maxLength={300}
        />
      </Section>

      <Section id="address" title="Showroom address and map position">
        <TextField name="street" label={labels.street!} required />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            name="city"
            label={labels.city!}
            required
            maxLength={100}
          />
          <TextField
            name="state"
            label={labels.state!}
            required
            maxLength={2}
          />
          <TextField
            name="zip"
            label={labels.zip!}
            required
            inputMode="numeric"
            maxLength={5}
          />
        </div>
        <TextField
          name="county"
          label={labels.county!}
          hint="Such as Rockland County."
          required
        />
        <div className={pair}>
          <TextField
            name="latitude"
            label={labels.latitude!}
            hint="From the map: right-click the showroom in Google Maps."
            required
            inputMode="decimal"
          />
          <TextField
            name="longitude"
            label={labels.longitude!}
            required
            inputMode="decimal"
          />
        </div>
      </Section>

      <Section
        id="hours"
        title="Opening hours"
        intro="Times are New York time (America/New_York). A day by appointment shows no fixed hours; visitors are asked to call."
      >
        {WEEKDAYS.map((day) => (
          <div
            key={day}
            className="grid gap-3 rounded-md border p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
          >
            <RadioGroupField
              name={dayField(day, "Mode")}
              label={day}
              required
              options={DAY_MODES.map((mode) => ({
                value: mode,
                label: DAY_MODE_LABELS[mode],
              }))}
            />
            <TextField
              name={dayField(day, "Opens")}
              label={labels[dayField(day, "Opens")]!}
              type="time"
            />
            <TextField
              name={dayField(day, "Closes")}
              label={labels[dayField(day, "Closes")]!}
              type="time"
            />
          </div>
        ))}
      </Section>

      <Section
        id="service-area"
        title="Service area"
        intro={`The towns that location pages are written for are kept in Towns. Here: the counties the business serves, ${MAX_SERVICE_AREAS} at most in all.`}
      >
        <TextField
          name="serviceAreaSummary"
          label={labels.serviceAreaSummary!}
          required
          maxLength={300}
        />
        <div className={pair}>
          <TextareaField
            name="coreCounties"
            label={labels.coreCounties!}
            hint="One per line, such as Rockland County, NY."
            required
            rows={4}
          />
          <TextareaField
            name="extendedCounties"
            label={labels.extendedCounties!}
            hint="One per line."
            rows={6}
          />
        </div>
      </Section>

      <Section
        id="licences"
        title="Licences and registrations"
        intro="Shown on the licensing page and in every email's footer. The dashboard warns 60 days before one expires. Leave a row empty to remove it."
      >
        {rows(LICENSE_ROWS).map((row) => (
          <fieldset
            key={row}
            className="grid gap-3 rounded-md border p-4 sm:grid-cols-[5rem_1fr]"
          >
            <legend className="px-1 font-semibold">Licence {row}</legend>
            <TextField
              name={licenseField(row, "State")}
              label="State"
              maxLength={2}
            />
            <TextField
              name={licenseField(row, "Authority")}
              label="Issued by"
              maxLength={150}
            />
            <TextField
              name={licenseField(row, "Number")}
              label="Number"
              maxLength={60}
            />
            <TextField
              name={licenseField(row, "ExpiresOn")}
              label="Expires on"
              type="date"
            />
          </fieldset>
        ))}
      </Section>

      <Section
        id="social"
        title="Social links"
        intro="Shown in the footer and given to search engines. Leave a row empty to remove it."
      >
        {rows(SOCIAL_ROWS).map((row) => (
          <fieldset
            key={row}
            className="grid gap-3 rounded-md border p-4 sm:grid-cols-[12rem_1fr]"
          >
            <legend className="px-1 font-semibold">Link {row}</legend>
            <TextField
              name={socialField(row, "Label")}
              label="Name"
              hint="Such as Instagram."
              maxLength={40}
            />
            <TextField
              name={socialField(row, "Url")}
              label="Address"
              type="url"
              inputMode="url"
            />
          </fieldset>
        ))}
      </Section>

      <Section id="trust" title="Track record">
        <div className={pair}>
          <TextField
            name="foundedYear"
            label={labels.foundedYear!}
            required
            inputMode="numeric"
            maxLength={4}
          />
          <TextField
            name="yearsInBusiness"
            label={labels.yearsInBusiness!}
            hint="Such as 15+."
            required
            maxLength={20}
          />
          <TextField
            name="projectsCompleted"
            label={labels.projectsCompleted!}
            hint="Such as 2,500+."
            required
            maxLength={20}
          />
          <TextField
            name="teamExperienceYears"
            label={labels.teamExperienceYears!}
            hint="Such as 25+."
            required
            maxLength={20}
          />
          <TextField
            name="showroomSqFt"
            label={labels.showroomSqFt!}
            hint="Such as 2,400."
            required
            maxLength={20}
          />
        </div>
      </Section>

      <Section
        id="rating"
        title="Public rating"
        intro="The rating customers gave on a review site, shown with its source (such as “5.0 on Google”). Copy the figures from the site itself."
      >
        <div className={pair}>
          <TextField
            name="ratingValue"
            label={labels.ratingValue!}
            hint="From 1 to 5."
            required
            inputMode="decimal"
          />
          <TextField
            name="ratingCount"
            label={labels.ratingCount!}
            required
            inputMode="numeric"
          />
          <TextField
            name="ratingSource"
            label={labels.ratingSource!}
            hint="Such as Google."
            maxLength={40}
          />
          <TextField
            name="ratingCheckedOn"
            label={labels.ratingCheckedOn!}
            type="date"
          />
        </div>
        <TextField
          name="ratingUrl"
          label={labels.ratingUrl!}
          hint="The page where a customer writes a review for you."
          type="url"
          inputMode="url"
        />
      </Section>
    </AdminForm>
  );
}
