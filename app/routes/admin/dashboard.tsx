import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { getAdminCounts } from "#app/models/admin-overview.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { counts: await getAdminCounts() };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  const cards: { label: string; value: number; href?: string }[] = [
    {
      label: "Gallery projects",
      value: counts.galleryProjects,
      href: "/admin/gallery",
    },
    {
      label: "Active subscribers",
      value: counts.activeSubscribers,
      href: "/admin/email-marketing",
    },
    { label: "Reviews", value: counts.testimonials, href: "/admin/reviews" },
    {
      label: "Design ideas",
      value: counts.designIdeas,
      href: "/admin/inspiration",
    },
    {
      label: "Contact requests",
      value: counts.contactRequests,
      href: "/admin/leads?type=contact",
    },
    {
      label: "Loan applications",
      value: counts.loanApplications,
      href: "/admin/leads?type=loan",
    },
  ];
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Dashboard</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li
            key={card.label}
            className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
          >
            {card.href ? (
              <Link to={card.href} className="block">
                <CardFigures {...card} />
              </Link>
            ) : (
              <CardFigures {...card} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function CardFigures({ label, value }: { label: string; value: number }) {
  return (
    <>
      <span className="block text-3xl font-bold text-brand-800">{value}</span>
      <span className="text-muted">{label}</span>
    </>
  );
}
