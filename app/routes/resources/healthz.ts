import type { Route } from "./+types/healthz";
import { pingDatabase } from "#app/lifecycle/app-lifecycle.server.ts";

const headers = { "Cache-Control": "no-store" };

// Load balancers stop sending traffic on 503: while draining, or when the
// database does not answer.
export async function loader({ context }: Route.LoaderArgs) {
  if (context.isDraining()) {
    return Response.json({ status: "draining" }, { status: 503, headers });
  }
  try {
    await pingDatabase();
    return Response.json({ status: "ok" }, { headers });
  } catch {
    return Response.json(
      { status: "database unavailable" },
      { status: 503, headers },
    );
  }
}
