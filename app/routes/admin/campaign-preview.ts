import { data } from "react-router";
import type { Route } from "./+types/campaign-preview";
import { requireAdmin } from "#app/auth/session.server.ts";
import {
  campaignTemplate,
  previewHtml,
} from "#app/campaigns/message.server.ts";
import { getCampaign } from "#app/models/campaigns.server.ts";
import { MAX_CAMPAIGN_CONTENT } from "#app/campaigns/schema.ts";
import { readBody } from "#app/utils/request-body.server.ts";

const NO_STORE = { "Cache-Control": "no-store" };

// The email exactly as a subscriber's mail program gets it (the shared
// layout, footer and unsubscribe link), without tracking. POST: the
// editor's unsaved text, as JSON, for the live preview. GET: a saved
// campaign as a page of its own, for a browser without JavaScript; its
// policy lets the email's inline styles and pictures show and nothing run.
const EMAIL_DOCUMENT_CSP =
  "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

function text(value: unknown, max: number): string | null {
  return typeof value === "string" && value.length <= max ? value : null;
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const body = await readBody(request);
  if (!body.ok) {
    return data(
      { message: body.message },
      { status: body.status, headers: NO_STORE },
    );
  }
  const content = text(body.fields.content, MAX_CAMPAIGN_CONTENT);
  if (content === null) {
    return data(
      {
        message: `The email is too long to preview: please keep it under ${MAX_CAMPAIGN_CONTENT.toLocaleString("en-US")} characters.`,
      },
      { status: 413, headers: NO_STORE },
    );
  }
  const template = await campaignTemplate(
    {
      id: 0,
      subject: text(body.fields.subject, 1000) ?? "",
      previewText: text(body.fields.previewText, 1000),
      content,
    },
    { tracked: false },
  );
  return data({ html: previewHtml(template) }, { headers: NO_STORE });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : null;
  const campaign = id === null ? null : await getCampaign(id);
  if (!campaign) {
    return new Response("No such campaign.", {
      status: 404,
      headers: { "Content-Type": "text/plain", ...NO_STORE },
    });
  }
  const template = await campaignTemplate(campaign, { tracked: false });
  return new Response(previewHtml(template), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": EMAIL_DOCUMENT_CSP,
      ...NO_STORE,
    },
  });
}
