import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { BarChart } from "#app/components/admin/bar-chart.tsx";
import {
  getAdminCounts,
  getLeadsPerWeek,
} from "#app/models/admin-overview.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { backupStatus } from "#app/models/backup-runs.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { newYorkTime } from "#app/utils/new-york-time.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { business } from "#app/business/current.ts";
import { expiringLicenses } from "#app/business/facts.ts";
import { LicenseWarnings } from "#app/components/admin/license-warnings.tsx";
import { todayInShowroom } from "#app/utils/showroom-hours.ts";
import { bookingSchedule } from "#app/booking/schedule.server.ts";
import { BookingList } from "#app/components/admin/booking-list.tsx";
import { ReviewFigures } from "#app/components/admin/review-figures.tsx";
import { countPendingReviews } from "#app/models/reviews-admin.server.ts";
import { reviewFigures } from "#app/reviews/requests.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const now = new Date();
  const today = todayInShowroom(now);
  const [counts, leadsPerWeek, backups, appointments, reviews, waiting] =
    await Promise.all([
      getAdminCounts(now),
      getLeadsPerWeek(now),
      backupStatus(),
      bookingSchedule(today, today),
      reviewFigures(now),
      countPendingReviews(),
    ]);
  return {
    reviews,
    waitingReviews: waiting,
    appointments,
    expiring: expiringLicenses(business(), todayInShowroom()),
    counts,
    leadsPerWeek,
    backups: { ...backups, everyHours: getEnv().BACKUP_INTERVAL_HOURS },
  };
}

interface Card {
  label: string;
  value: number;
  href: string;
}

/** "Mar 2" for 2026-03-02, the same on the server and in the browser. */
const weekLabel = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB`;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const {
    counts,
    leadsPerWeek,
    backups,
    expiring,
    appointments,
    reviews,
    waitingReviews,
  } = loaderData;
  // What waits for the owner, each linked to the list that shows just it.
  const toDo: Card[] = [
    {
      label: "New leads in the last 7 days",
      value: counts.newLeads,
      href: `/admin/leads?from=${counts.newLeadsFrom}`,
    },
    {
      label: "Loan applications pending",
      value: counts.pendingApplications,
      href: "/admin/leads?type=loan&status=pending",
    },
    {
      label: "Reviews waiting for your decision",
      value: waitingReviews,
      href: "/admin/reviews?status=pending",
    },
    {
      label: "Blog drafts",
      value: counts.drafts,
      href: "/admin/blog?state=draft",
    },
    {
      label: "Emails not sent yet",
      value: counts.unsentEmails,
      href: "/admin/leads#unsent-emails",
    },
  ];
  const totals: Card[] = [
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
    { label: "Reviews", value: counts.reviews, href: "/admin/reviews" },
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
      <Heading level={1} look="page">
        Dashboard
      </Heading>
      <LicenseWarnings licenses={expiring} linked />
      <p className="mt-4">
        <Link
          to="/admin/business"
          className="font-semibold text-brand-800 underline"
        >
          Business details
        </Link>
        : the phone, hours, holiday closures, service area, licences and rating
        every page shows.
      </p>
      <section aria-labelledby="appointments-heading" className="mt-8">
        <h2
          id="appointments-heading"
          className="text-xl font-semibold text-brand-900"
        >
          Today's appointments
        </h2>
        <BookingList bookings={appointments} empty="No appointments today." />
        <p className="mt-3">
          <Link to="/admin/booking" className="underline">
            The week's bookings
          </Link>
        </p>
      </section>
      <h2 className="mt-8 text-xl font-semibold text-brand-900">To do</h2>
      <Cards cards={toDo} />
      <div className="mt-8">
        <BarChart
          title={`Leads per week, last ${leadsPerWeek.length} weeks`}
          description="Weeks start on Monday; the last is this week so far."
          labels={leadsPerWeek.map((week) => weekLabel(week.week))}
          series={[
            {
              label: "Contact requests",
              values: leadsPerWeek.map((week) => week.contactRequests),
            },
            {
              label: "Loan applications",
              values: leadsPerWeek.map((week) => week.loanApplications),
            },
          ]}
          valueLabel="leads"
          categoryLabel="Week starting"
        />
      </div>
      <ReviewFigures figures={reviews.figures} months={reviews.months} />
      <p className="mt-3">
        <Link to="/admin/reviews/requests" className="underline">
          Review requests
        </Link>
      </p>
      <h2 className="mt-8 text-xl font-semibold text-brand-900">Totals</h2>
      <Cards cards={totals} />
      <BackupPanel backups={backups} />
    </>
  );
}

/** When the business's data was last copied, and whether the last try failed. */
function BackupPanel({
  backups,
}: {
  backups: Route.ComponentProps["loaderData"]["backups"];
}) {
  const { lastGood, failure, everyHours } = backups;
  const schedule =
    everyHours > 0
      ? `The server makes one every ${everyHours} hours`
      : "Scheduled backups are off (BACKUP_INTERVAL_HOURS is 0)";
  return (
    <section aria-labelledby="backups-heading" className="mt-8">
      <h2 id="backups-heading" className="text-xl font-semibold text-brand-900">
        Backups
      </h2>
      {failure ? (
        <Alert>
          The backup of {newYorkTime(failure.at)} failed: {failure.error}{" "}
          {lastGood
            ? `The last good backup is from ${newYorkTime(lastGood.finishedAt)}.`
            : "There is no good backup yet."}{" "}
          {everyHours > 0 ? "The server tries again within the hour." : ""}
        </Alert>
      ) : null}
      <p className="mt-4">
        {lastGood ? (
          <>
            Last good backup:{" "}
            <strong>{newYorkTime(lastGood.finishedAt)}</strong> (
            {megabytes(lastGood.sizeBytes)},{" "}
            <code className="break-all">{lastGood.file}</code>).
          </>
        ) : (
          "No backup has been made yet."
        )}{" "}
        {schedule}; <code>npm run backup</code> makes one at once.
      </p>
    </section>
  );
}

function Cards({ cards }: { cards: Card[] }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.label}
          className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
        >
          <Link to={card.href} className="block">
            <span className="block text-3xl font-bold text-brand-800">
              {card.value}
            </span>
            <span className="text-muted">{card.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
