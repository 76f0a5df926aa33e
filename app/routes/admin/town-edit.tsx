import { data } from "react-router";
import type { Route } from "./+types/town-edit";
import { itemIdFrom, readAdminForm } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { AdminForm, useAdminForm } from "#app/components/admin/admin-form.tsx";
import {
  SelectField,
  TextareaField,
  TextField,
} from "#app/components/forms/fields.tsx";
import {
  getTownForAdmin,
  listCountyChoices,
  saveTown,
} from "#app/models/towns-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import {
  MAX_TOWN_TEXT,
  TOWN_FIELDS,
  TownSchema,
} from "#app/locations/town-schema.ts";
import type { FieldLabels } from "#app/utils/form-validation.ts";
import { Heading } from "#app/components/ui/heading.tsx";

const labels: FieldLabels<typeof TOWN_FIELDS> = {
  countySlug: "County",
  name: "Town",
  latitude: "Latitude",
  longitude: "Longitude",
  neighborhoods: "Neighborhoods",
  housingStock: "The homes there",
  permitOffice: "Permit office",
  driveMinutes: "Drive from the showroom (minutes)",
  localNote: "Local note",
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = itemIdFrom(params);
  const counties = await listCountyChoices();
  if (id === null) {
    return {
      id: null,
      name: null,
      counties,
      values: {} as Record<string, string>,
    };
  }
  const found = await getTownForAdmin(id);
  if (!found) throw data("No such town", { status: 404 });
  const { town } = found;
  return {
    id,
    name: town.name,
    counties,
    values: {
      countySlug: found.countySlug,
      name: town.name,
      latitude: town.latitude === null ? "" : String(town.latitude),
      longitude: town.longitude === null ? "" : String(town.longitude),
      neighborhoods: (town.neighborhoods ?? []).join(", "),
      housingStock: town.housingStock ?? "",
      permitOffice: town.permitOffice ?? "",
      driveMinutes: town.driveMinutes === null ? "" : String(town.driveMinutes),
      localNote: town.localNote ?? "",
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readAdminForm(request, TownSchema, TOWN_FIELDS);
  if (!form.ok) return form.response;
  const id = itemIdFrom(params);
  const saved = await saveTown(id, form.input);
  if (!saved.ok) {
    if (saved.reason === "missing") throw data("No such town", { status: 404 });
    return data(
      {
        fieldErrors:
          saved.reason === "taken"
            ? { name: "That county already has a town of this name." }
            : { countySlug: "Please choose the county" },
        values: Object.fromEntries(
          TOWN_FIELDS.map((name) => [name, String(form.input[name] ?? "")]),
        ),
      },
      { status: 409 },
    );
  }
  return redirectWithToast(
    "/admin/towns",
    `Saved ${form.input.name}: its ${saved.pages} location pages are up to date.`,
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminHead(loaderData?.name ?? "Add a town");
}

export default function TownEdit({ loaderData }: Route.ComponentProps) {
  const form = useAdminForm({
    schema: TownSchema,
    names: TOWN_FIELDS,
    idPrefix: "town",
    stored: loaderData.values,
  });
  const editing = loaderData.id !== null;
  return (
    <>
      <Heading level={1} look="page" className="mb-6">
        {loaderData.name ?? "Add a town"}
      </Heading>
      <AdminForm
        {...form}
        labels={labels}
        submitLabel={editing ? "Save town" : "Add town"}
        listHref="/admin/towns"
      >
        <SelectField
          name="countySlug"
          label={labels.countySlug}
          hint={
            editing
              ? "A town's county cannot change: its pages' addresses name it."
              : undefined
          }
          required
          placeholder="Choose a county"
          options={loaderData.counties.map((county) => ({
            value: county.slug,
            label: `${county.name}, ${county.state}`,
          }))}
        />
        <TextField name="name" label={labels.name} required maxLength={80} />
        <TextField
          name="latitude"
          label={labels.latitude}
          hint="The town center, such as 41.1476 (right-click the map in Google Maps to copy it)."
          required
          inputMode="decimal"
        />
        <TextField
          name="longitude"
          label={labels.longitude}
          hint="Such as -73.9893; negative west of Greenwich."
          required
          inputMode="decimal"
        />
        <TextField
          name="neighborhoods"
          label={labels.neighborhoods}
          hint="As locals say them, separated by commas."
          required
          maxLength={MAX_TOWN_TEXT}
        />
        <TextareaField
          name="housingStock"
          label={labels.housingStock}
          hint="When most homes were built and what they are like."
          required
          rows={3}
          maxLength={MAX_TOWN_TEXT}
        />
        <TextField
          name="permitOffice"
          label={labels.permitOffice}
          hint="Such as Town of Clarkstown Building Department."
          required
          maxLength={200}
        />
        <TextField
          name="driveMinutes"
          label={labels.driveMinutes}
          required
          inputMode="numeric"
          maxLength={3}
        />
        <TextareaField
          name="localNote"
          label={labels.localNote}
          hint="Something only a remodeler who works there would know."
          required
          rows={3}
          maxLength={MAX_TOWN_TEXT}
        />
      </AdminForm>
    </>
  );
}
