import { data } from "react-router";
import type { Route } from "./+types/book-hold";
import { holdSlot } from "#app/booking/hold.server.ts";
import { readBody } from "#app/utils/request-body.server.ts";

// POST /book/hold: the booking page (with JavaScript) keeps the time a
// visitor picked for a few minutes while they type (app/booking/hold.server.ts).
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request);
  if (!body.ok) {
    return data(
      { held: false, message: body.message },
      { status: body.status, headers: { "Cache-Control": "no-store" } },
    );
  }
  const answer = await holdSlot(body.fields, context.clientKey);
  return data(answer.body, {
    status: answer.status,
    headers: {
      "Cache-Control": "no-store",
      ...("headers" in answer ? answer.headers : {}),
    },
  });
}
