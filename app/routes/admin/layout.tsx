import { Form, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { business } from "#app/content/business.ts";
import { requireAdmin } from "#app/auth/session.server.ts";

const adminNavigation = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/gallery", label: "Gallery" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/email-marketing", label: "Email marketing" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { username: user.username };
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
});

export function meta() {
  return [
    { title: `Admin | ${business.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <p className="font-bold">{business.name} admin</p>
          <nav aria-label="Admin">
            <ul className="flex gap-1">
              {adminNavigation.map((item) => (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    end
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
            <span>Signed in as {loaderData.username}</span>
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
