import { SEND_FAILED_MESSAGE } from "#app/content/forms.ts";
import { type FormFailure, keepValues } from "#app/utils/form-validation.ts";

/**
 * A lead form's clientAction: sends the form to the route's action, and if
 * the server cannot be reached or fails (a 5xx, a refusal that is not the
 * form's own answer), returns a FormFailure instead of throwing, so the page
 * keeps every typed value and says what happened instead of showing the
 * error page. Redirects (the thank-you page) pass through.
 */
export async function sendKeepingValues<T>(
  request: Request,
  serverAction: () => Promise<T>,
  names: readonly string[],
): Promise<T | FormFailure> {
  const fields = Object.fromEntries(await request.clone().formData());
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400)
      throw error;
    return {
      fieldErrors: {},
      values: keepValues(fields, names),
      formError: SEND_FAILED_MESSAGE,
      notSent: true,
    };
  }
}
