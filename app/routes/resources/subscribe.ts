import { data, redirect } from "react-router";
import type { Route } from "./+types/subscribe";
import { upsertSubscriber } from "#app/models/subscribers.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import {
  hitRateLimit,
  rateLimitHeaders,
} from "#app/utils/rate-limit.server.ts";
import { readBody } from "#app/utils/request-body.server.ts";
import {
  HONEYPOT_FIELD,
  SUBSCRIBE_SUCCESS_MESSAGE,
} from "#app/utils/newsletter.ts";
import { SubscribeSchema } from "#app/utils/subscribe-schema.ts";

const SUBSCRIBES_PER_IP_PER_MINUTE = 10;

// The no-JavaScript form comes back to the page it was sent from, with the
// outcome in the URL (public visitors get no cookies, so no flash cookie).
function backTo(returnTo: unknown, outcome: "ok" | "invalid" | "limited") {
  const path =
    typeof returnTo === "string" && /^\/(?![/\\])[^\s]*$/.test(returnTo)
      ? returnTo
      : "/";
  const url = new URL(path, "http://site");
  url.searchParams.set("newsletter", outcome);
  return redirect(`${url.pathname}${url.search}#newsletter`, 303);
}

// POST /api/email/subscribe (SPEC section 7): JSON from the page's script,
// or a plain form post when JavaScript is off.
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readBody(request);
  if (!body.ok) return data({ message: body.message }, { status: body.status });
  const fields = body.fields;
  const isForm = body.kind === "form";

  const limit = hitRateLimit(
    `subscribe:${context.clientIp}`,
    SUBSCRIBES_PER_IP_PER_MINUTE,
    60_000,
  );
  if (!limit.allowed) {
    if (isForm) return backTo(fields.returnTo, "limited");
    return data(
      {
        message:
          "Too many sign-up attempts. Please wait a minute and try again.",
      },
      { status: 429, headers: rateLimitHeaders(limit) },
    );
  }

  // Bots fill every field: a filled honeypot gets the same answer as a
  // person and nothing is stored. SPEC's client sends no honeypot at all,
  // so a body without one is a person's.
  const trap = fields[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== "") {
    logger.info({ ip: context.clientIp }, "newsletter honeypot triggered");
    if (isForm) return backTo(fields.returnTo, "ok");
    return { message: SUBSCRIBE_SUCCESS_MESSAGE };
  }

  const parsed = SubscribeSchema.safeParse(fields);
  if (!parsed.success) {
    if (isForm) return backTo(fields.returnTo, "invalid");
    return data({ message: parsed.error.issues[0]!.message }, { status: 400 });
  }
  await upsertSubscriber(parsed.data);
  if (isForm) return backTo(fields.returnTo, "ok");
  return { message: SUBSCRIBE_SUCCESS_MESSAGE };
}

export function loader() {
  return data(
    { message: "Use POST to subscribe." },
    { status: 405, headers: { Allow: "POST" } },
  );
}
