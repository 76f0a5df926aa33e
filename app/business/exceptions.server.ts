import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { UNREADABLE_CHANGE_MESSAGE } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { saveBusiness } from "#app/models/business.server.ts";
import {
  type FormFailure,
  keepValues,
  validateForm,
} from "#app/utils/form-validation.ts";
import { readBody } from "#app/utils/request-body.server.ts";
import { todayInShowroom } from "#app/utils/showroom-hours.ts";
import {
  createExceptionSchema,
  EXCEPTION_FIELDS,
  exceptionFrom,
  exceptionMessages,
} from "./exception-form.ts";
import { covers, describeException } from "./exceptions.ts";
import type { HoursException } from "./facts.ts";

export const CLOSURES_PATH = "/admin/business/closures";
/** The history's name for a change to the exceptions. */
export const EXCEPTION_FIELD = "exceptions";

class Overlap extends Error {
  constructor(readonly existing: HoursException) {
    super("overlap");
  }
}

function overlaps(a: HoursException, b: HoursException) {
  return covers(a, b.from) || covers(b, a.from);
}

const refused = (failure: FormFailure, status = 400) =>
  data(failure, { status });

/** Adds an exception (a form, or a holiday's one-click button) or removes one. */
export async function changeExceptions(request: Request) {
  const user = await requireAdmin(request);
  const body = await readBody(request);
  if (!body.ok) {
    return refused(
      { fieldErrors: {}, values: {}, formError: body.message },
      body.status,
    );
  }
  if (body.fields.intent === "remove") {
    const id = body.fields.id;
    let removed: HoursException | undefined;
    await saveBusiness(user.username, (before) => {
      removed = before.exceptions.find((exception) => exception.id === id);
      return {
        facts: {
          ...before,
          exceptions: before.exceptions.filter((one) => one !== removed),
        },
        changes: removed
          ? [
              {
                field: EXCEPTION_FIELD,
                oldValue: describeException(removed),
                newValue: "",
              },
            ]
          : [],
      };
    });
    if (!removed) {
      return refused({
        fieldErrors: {},
        values: {},
        formError: UNREADABLE_CHANGE_MESSAGE,
      });
    }
    return redirectWithToast(
      CLOSURES_PATH,
      `Removed: ${describeException(removed)}.`,
    );
  }
  const form = validateForm(
    createExceptionSchema(() => todayInShowroom()),
    body.fields,
    EXCEPTION_FIELDS,
  );
  if (!form.ok) return refused(form);
  const added = exceptionFrom(form.data, randomUUID());
  try {
    await saveBusiness(user.username, (before) => {
      const clash = before.exceptions.find((one) => overlaps(one, added));
      if (clash) throw new Overlap(clash);
      return {
        facts: { ...before, exceptions: [...before.exceptions, added] },
        changes: [
          {
            field: EXCEPTION_FIELD,
            oldValue: "",
            newValue: describeException(added),
          },
        ],
      };
    });
  } catch (error) {
    if (!(error instanceof Overlap)) throw error;
    return refused({
      fieldErrors: {
        from: `${exceptionMessages.overlap} ${describeException(error.existing)}. Remove it first.`,
      },
      values: keepValues(body.fields, EXCEPTION_FIELDS),
    });
  }
  return redirectWithToast(
    CLOSURES_PATH,
    `Saved: ${describeException(added)}. Every page shows it now.`,
  );
}
