import type { Route } from "./+types/lead-visit-ics";
import { requireAdmin } from "#app/auth/session.server.ts";
import { visitCalendarFile } from "#app/emails/contact-request.server.ts";
import { getContactLead } from "#app/models/leads-inbox.server.ts";

const NO_STORE = { "Cache-Control": "no-store" };

/** GET /admin/leads/contact/:id/visit.ics: the requested showroom visit. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : 0;
  const lead = id ? await getContactLead(id) : null;
  const calendar = lead ? visitCalendarFile(lead) : null;
  if (!calendar) {
    return new Response(
      "This lead asked for no showroom visit at a set time, so there is no calendar entry.",
      {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE },
      },
    );
  }
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="showroom-visit-${id}.ics"`,
      ...NO_STORE,
    },
  });
}
