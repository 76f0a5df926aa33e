import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { destroySessionCookie } from "#app/auth/session.server.ts";

export async function action({ request }: Route.ActionArgs) {
  throw redirect("/login", {
    headers: {
      "Set-Cookie": await destroySessionCookie(request),
      "Clear-Site-Data": '"cache", "cookies", "storage"',
      "Cache-Control": "no-store",
    },
  });
}

// Signing out changes state, so it is a POST; a GET just goes home.
export function loader() {
  throw redirect("/");
}
