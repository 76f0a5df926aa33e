import { data } from "react-router";
import { type FormFailure, validateForm } from "#app/utils/form-validation.ts";
import { readBody } from "#app/utils/request-body.server.ts";
import { z } from "#app/utils/zod.ts";
import { requireAdmin } from "./session.server.ts";

type AdminUser = Awaited<ReturnType<typeof requireAdmin>>;

export const UNREADABLE_CHANGE_MESSAGE =
  "That change could not be understood. Please reload the page and try again.";

export const GONE_MESSAGE =
  "That item no longer exists: someone may have deleted it. Reload the page to see the list as it is now.";

/**
 * One button press on an admin list (publish, hide, move, delete): the
 * owner's session, the body, the list's schema, and the list's search and
 * page to come back to. A refusal is a Response the action returns as is.
 */
export async function readAdminChange<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  listPath: string,
): Promise<
  | { ok: true; change: z.output<S>; back: string; user: AdminUser }
  | { ok: false; response: ReturnType<typeof data<{ error: string }>> }
> {
  const user = await requireAdmin(request);
  const body = await readBody(request);
  if (!body.ok) {
    return {
      ok: false,
      response: data({ error: body.message }, { status: body.status }),
    };
  }
  const parsed = z.safeParse(schema, body.fields);
  if (!parsed.success) {
    return {
      ok: false,
      response: data({ error: UNREADABLE_CHANGE_MESSAGE }, { status: 400 }),
    };
  }
  const query = body.fields.returnTo;
  const back =
    typeof query === "string" && /^\?[\w=&%+.-]{0,300}$/.test(query)
      ? `${listPath}${query}`
      : listPath;
  return { ok: true, change: parsed.data, back, user };
}

export const gone = () => data({ error: GONE_MESSAGE }, { status: 404 });

/**
 * An admin edit form's send: the owner's session, the body, then the
 * form's schema; a refusal keeps the values and names each field's problem.
 */
export async function readAdminForm<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  names: readonly string[],
  /** Fields never sent back into the page after a refusal (passwords). */
  secret: readonly string[] = [],
): Promise<
  | { ok: true; input: z.output<S>; user: AdminUser }
  | { ok: false; response: ReturnType<typeof data<FormFailure>> }
> {
  const user = await requireAdmin(request);
  const body = await readBody(request);
  if (!body.ok) {
    return {
      ok: false,
      response: data(
        { fieldErrors: {}, values: {}, formError: body.message },
        { status: body.status },
      ),
    };
  }
  const result = validateForm(schema, body.fields, names);
  if (!result.ok) {
    return {
      ok: false,
      response: data(
        {
          fieldErrors: result.fieldErrors,
          values: Object.fromEntries(
            Object.entries(result.values).filter(
              ([name]) => !secret.includes(name),
            ),
          ),
        },
        { status: 400 },
      ),
    };
  }
  return { ok: true, input: result.data, user };
}

/** The `:id` of an edit screen, or null on the "new" screen; else a 404. */
export function itemIdFrom(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  if (!/^\d{1,9}$/.test(params.id)) {
    throw data("No such item", { status: 404 });
  }
  return Number(params.id);
}
