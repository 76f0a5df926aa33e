import { data } from "react-router";
import {
  readAdminForm,
  UNREADABLE_CHANGE_MESSAGE,
} from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { clock } from "#app/utils/clock.ts";
import {
  addBlock,
  removeBlock,
  removeOpening,
  saveAppointmentType,
  saveOpening,
} from "#app/models/booking-settings.server.ts";
import { readBody } from "#app/utils/request-body.server.ts";
import {
  longDate,
  showroomTimeToUtc,
  todayInShowroom,
} from "#app/utils/showroom-hours.ts";
import type { AppointmentKind } from "./appointment-types.ts";
import {
  BLOCK_FIELDS,
  createBlockSchema,
  createOpeningSchema,
  OPENING_FIELDS,
  SETTINGS_PATH,
  TYPE_FIELDS,
  TypeSettingsSchema,
} from "./settings-form.ts";

// The owner's booking settings (/admin/booking/settings and its forms).

export async function saveTypeSettings(
  request: Request,
  kind: AppointmentKind,
  name: string,
) {
  const form = await readAdminForm(request, TypeSettingsSchema, TYPE_FIELDS);
  if (!form.ok) return form.response;
  await saveAppointmentType(kind, form.input);
  return redirectWithToast(SETTINGS_PATH, `Saved the ${name} settings.`);
}

export async function openDate(request: Request) {
  const form = await readAdminForm(
    request,
    createOpeningSchema(() => todayInShowroom()),
    OPENING_FIELDS,
  );
  if (!form.ok) return form.response;
  const { input, user } = form;
  await saveOpening({ ...input, createdBy: user.username });
  return redirectWithToast(
    SETTINGS_PATH,
    `Opened ${longDate(input.date)} for bookings, ${clock(input.opens)} to ${clock(input.closes)}.`,
  );
}

export async function blockTime(request: Request) {
  const form = await readAdminForm(
    request,
    createBlockSchema(() => todayInShowroom()),
    BLOCK_FIELDS,
  );
  if (!form.ok) return form.response;
  const { input, user } = form;
  await addBlock({
    resource: input.resource || null,
    startsAt: showroomTimeToUtc(input.date, input.from),
    endsAt: showroomTimeToUtc(input.date, input.until),
    reason: input.reason,
    createdBy: user.username,
  });
  return redirectWithToast(
    SETTINGS_PATH,
    `Blocked ${longDate(input.date)}, ${clock(input.from)} to ${clock(input.until)}: ${input.reason}.`,
  );
}

/** The settings page's Remove buttons: an opened date or a blocked time. */
export async function removeSetting(request: Request) {
  await requireAdmin(request);
  const body = await readBody(request);
  const fields = body.ok ? body.fields : {};
  const refused = () =>
    data({ error: UNREADABLE_CHANGE_MESSAGE }, { status: 400 });
  if (fields.intent === "remove-opening" && typeof fields.date === "string") {
    const removed = await removeOpening(fields.date);
    if (!removed) return refused();
    return redirectWithToast(
      SETTINGS_PATH,
      `${longDate(removed.date)} is no longer open for bookings.`,
    );
  }
  if (
    fields.intent === "remove-block" &&
    typeof fields.id === "string" &&
    /^\d{1,9}$/.test(fields.id)
  ) {
    const removed = await removeBlock(Number(fields.id));
    if (!removed) return refused();
    return redirectWithToast(
      SETTINGS_PATH,
      `Removed the blocked time: ${removed.reason}.`,
    );
  }
  return refused();
}
