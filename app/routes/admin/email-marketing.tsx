import type { Route } from "./+types/email-marketing";
import { gone, readAdminChange } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import { requireAdmin } from "#app/auth/session.server.ts";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { BarChart } from "#app/components/admin/bar-chart.tsx";
import {
  SubscriberFilters,
  SubscriberTable,
} from "#app/components/admin/subscriber-list.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { unsubscribeSubscriber } from "#app/models/subscribers.server.ts";
import {
  deleteSubscriber,
  listSubscribers,
  subscriberCounts,
  subscriberSources,
  subscribersPerWeek,
} from "#app/models/subscribers-admin.server.ts";
import { adminHead } from "#app/utils/admin-head.ts";
import { logger } from "#app/utils/logger.server.ts";
import {
  SUBSCRIBERS_PAGE_SIZE,
  SubscriberListActionSchema,
  subscriberFilterFrom,
  subscriberFilterQuery,
} from "#app/subscribers/schema.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

// The newsletter's subscribers: how many, how the list grew, who is on it
// (searched and filtered by the URL, like the leads inbox), and the two
// changes a person may ask for: stop the mail, or delete their data.

export const meta = () => adminHead("Email marketing");

const weekLabel = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { filter, page, problems } = subscriberFilterFrom(new URL(request.url));
  const [{ subscribers, total }, counts, sources, weeks] = await Promise.all([
    listSubscribers(filter, {
      offset: (page - 1) * SUBSCRIBERS_PAGE_SIZE,
      limit: SUBSCRIBERS_PAGE_SIZE,
    }),
    subscriberCounts(),
    subscriberSources(),
    subscribersPerWeek(),
  ]);
  return {
    filter,
    problems,
    page,
    pageCount: Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE)),
    subscribers,
    total,
    counts,
    sources,
    weeks: weeks.map((week) => ({
      ...week,
      label: weekLabel.format(new Date(`${week.week}T12:00:00Z`)),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readAdminChange(
    request,
    SubscriberListActionSchema,
    "/admin/email-marketing",
  );
  if (!read.ok) return read.response;
  const { change, back, user } = read;
  if (change.intent === "unsubscribe") {
    const email = await unsubscribeSubscriber(change.id);
    if (email === null) return gone();
    return redirectWithToast(back, `Unsubscribed ${email}.`);
  }
  if (!(await deleteSubscriber(change.id))) return gone();
  // The address is what the request asked to forget: the log has the row.
  logger.info(
    { by: user.username, subscriber: change.id },
    "subscriber deleted on request",
  );
  return redirectWithToast(back, "Deleted the subscriber and their data.");
}

export default function AdminEmailMarketing({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const {
    filter,
    problems,
    page,
    pageCount,
    subscribers,
    total,
    counts,
    sources,
    weeks,
  } = loaderData;
  const error = actionData?.error;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Heading level={1} look="page">
            Email marketing
          </Heading>
          <p className="mt-2 text-muted">
            The newsletter’s subscribers.{" "}
            <TextLink to="/admin/email-marketing/campaigns">Campaigns</TextLink>{" "}
            are written and sent on their own screen.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/admin/email-marketing/subscribers/new">
            Add a subscriber
          </ButtonLink>
          <ButtonLink to="/admin/email-marketing/import" tone="outline">
            Import a CSV file
          </ButtonLink>
        </div>
      </div>
      <Alert>{error}</Alert>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5">
          <dt className="text-muted">Active subscribers</dt>
          <dd className="text-3xl font-bold text-brand-800">
            {counts.active.toLocaleString("en-US")}
          </dd>
        </div>
        <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5">
          <dt className="text-muted">Unsubscribed</dt>
          <dd className="text-3xl font-bold text-brand-800">
            {counts.unsubscribed.toLocaleString("en-US")}
          </dd>
        </div>
        {counts.unconfirmed > 0 ? (
          <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5">
            <dt className="text-muted">Not confirmed yet</dt>
            <dd className="text-3xl font-bold text-brand-800">
              {counts.unconfirmed.toLocaleString("en-US")}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-6">
        <BarChart
          title="Subscribers per week"
          description={`New subscribers and unsubscribes in each of the last ${weeks.length} weeks. Weeks start on Monday, New York time.`}
          labels={weeks.map((week) => week.label)}
          series={[
            {
              label: "New subscribers",
              values: weeks.map((week) => week.joined),
            },
            {
              label: "Unsubscribed",
              values: weeks.map((week) => week.unsubscribed),
            },
          ]}
          valueLabel="people"
          categoryLabel="Week of"
        />
      </div>
      <h2 className="mt-10 text-2xl font-bold text-brand-900">Subscribers</h2>
      <SubscriberFilters
        filter={filter}
        sources={sources}
        total={total}
        problems={problems}
      />
      <SubscriberTable
        subscribers={subscribers}
        returnTo={subscriberFilterQuery(filter, page)}
        filtered={subscriberFilterQuery(filter) !== ""}
      />
      <AdminPagination
        path="/admin/email-marketing"
        page={page}
        pageCount={pageCount}
        queryFor={(target) => subscriberFilterQuery(filter, target)}
      />
    </>
  );
}
