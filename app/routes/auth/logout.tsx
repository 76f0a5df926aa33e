import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import {
  destroySessionCookie,
  endSessionsEverywhere,
} from "#app/auth/session.server.ts";

// `everywhere=yes` (the account screen's "Sign out everywhere") ends the
// person's sessions on every device, for a lost phone or a shared laptop.
export async function action({ request }: Route.ActionArgs) {
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  if (form?.get("everywhere") === "yes") await endSessionsEverywhere(request);
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
