import { data } from "react-router";
import type { Route } from "./+types/subscribe";
import { takeLead } from "#app/leads/intake.server.ts";
import {
  newsletterForm,
  subscribeResponse,
} from "#app/leads/newsletter.server.ts";

// POST /api/email/subscribe (docs/product.md, "Calls"): JSON from the page's script,
// or a plain form post when JavaScript is off.
export async function action({ request, context }: Route.ActionArgs) {
  return subscribeResponse(
    await takeLead(newsletterForm, request, context.clientKey),
  );
}

export function loader() {
  return data(
    { message: "Use POST to subscribe." },
    { status: 405, headers: { Allow: "POST" } },
  );
}
