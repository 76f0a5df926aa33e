import { useEffect } from "react";
import { data, Form, Link, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { business } from "#app/business/current.ts";
import { readFlash } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { adminNavigation } from "#app/content/admin.ts";
import { adminHead } from "#app/utils/admin-head.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const flash = readFlash(request);
  return data(
    {
      username: user.username,
      // A fresh key per message, so "Saved" twice in a row shows twice.
      flash: flash?.message
        ? { message: flash.message, key: Date.now() }
        : null,
    },
    flash ? { headers: { "Set-Cookie": flash.clear } } : undefined,
  );
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
});

export const meta = () => adminHead();

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { flash } = loaderData;
  useEffect(() => {
    // Through the toaster's own chunk: importing the store directly would
    // split it into a chunk of its own on every public page (home budget).
    if (flash) {
      void import("#app/components/ui/lazy-toaster.tsx").then(({ toast }) =>
        toast({ title: flash.message }),
      );
    }
  }, [flash]);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="font-bold">{business().name} admin</p>
          <nav aria-label="Admin">
            <ul className="flex flex-wrap gap-1">
              {adminNavigation.map((item) => (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    end={item.end}
                    className={({ isActive }) =>
                      `rounded px-3 py-2 text-sm font-medium hover:bg-white/10 ${isActive ? "bg-white/15" : ""}`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Form
            method="post"
            action="/logout"
            className="flex items-center gap-3 text-sm"
          >
            <span>
              Signed in as{" "}
              <Link to="/admin/account" className="underline">
                {loaderData.username}
              </Link>
            </span>
            <button
              type="submit"
              className="rounded border border-white/60 px-3 py-1.5 hover:bg-white/10"
            >
              Sign out
            </button>
          </Form>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
