import { readAdminForm } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { saveBusiness } from "#app/models/business.server.ts";
import {
  BUSINESS_FIELDS,
  BusinessSchema,
  changedFields,
  factsFromForm,
} from "./form.ts";

export const BUSINESS_PATH = "/admin/business";
export const SAVED_MESSAGE =
  "Saved the business details: every page and email shows them now.";
export const UNCHANGED_MESSAGE = "Nothing was changed.";

/** The /admin/business form's send: refused field by field, or stored whole. */
export async function saveBusinessForm(request: Request) {
  const form = await readAdminForm(request, BusinessSchema, BUSINESS_FIELDS);
  if (!form.ok) return form.response;
  const changes = await saveBusiness(form.user.username, (before) => {
    const facts = factsFromForm(form.input, before);
    return { facts, changes: changedFields(before, facts) };
  });
  return redirectWithToast(
    BUSINESS_PATH,
    changes.length > 0 ? SAVED_MESSAGE : UNCHANGED_MESSAGE,
  );
}
