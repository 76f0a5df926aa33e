import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import {
  campaignEvents,
  campaignSends,
  emailCampaigns,
  emailSubscribers,
} from "#app/db/schema.ts";

// One row per campaign and subscriber (unique), claimed before its message
// goes out: queued -> sending -> sent | failed | unknown | skipped. A row
// is handed to SMTP only from `sending`, and nothing but the owner's
// explicit "send again" ever puts a row back to `queued` after a message
// may have left, so nobody is mailed twice.

type Rows<T> = { rows: T[] };

export interface ClaimedSend {
  id: number;
  campaignId: number;
  subscriberId: number;
  token: string;
  attempts: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Claims up to `limit` due messages of sending campaigns for active
 * subscribers: `FOR UPDATE SKIP LOCKED`, so servers sharing a database
 * never claim the same row, and committed before any SMTP, so no
 * transaction stays open while mail is sent.
 */
export async function claimSends(limit: number): Promise<ClaimedSend[]> {
  const result = (await getDb().execute(sql`
    with due as (
      select s.id from campaign_sends s
        join email_campaigns c on c.id = s.campaign_id
        join email_subscribers p on p.id = s.subscriber_id
       where s.status = 'queued' and s.next_attempt_at <= now()
         and c.status = 'sending' and p.is_active = 1
       order by s.next_attempt_at, s.id
       limit ${limit}
       for update of s skip locked)
    update campaign_sends s
       set status = 'sending', claimed_at = now(), attempts = s.attempts + 1
      from due, email_subscribers p
     where s.id = due.id and p.id = s.subscriber_id
    returning s.id, s.campaign_id, s.subscriber_id, s.token, s.attempts,
              p.email, p.first_name, p.last_name`)) as unknown as Rows<{
    id: number;
    campaign_id: number;
    subscriber_id: number;
    token: string;
    attempts: number;
    email: string;
    first_name: string | null;
    last_name: string | null;
  }>;
  return result.rows.map((row) => ({
    id: Number(row.id),
    campaignId: Number(row.campaign_id),
    subscriberId: Number(row.subscriber_id),
    token: row.token,
    attempts: Number(row.attempts),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
  }));
}

/**
 * Queued messages of people who have unsubscribed since the run started
 * are skipped; run before each claim and (for claimed rows) just before
 * their send, so an unsubscribe stops mail at once.
 */
export async function skipUnsubscribed(ids?: number[]): Promise<number[]> {
  if (ids && ids.length === 0) return [];
  const result = (await getDb().execute(sql`
    update campaign_sends s set status = 'skipped'
      from email_subscribers p
     where p.id = s.subscriber_id and p.is_active = 0
       and ${
         ids
           ? sql`s.status = 'sending' and s.id in (${sql.join(ids, sql`, `)})`
           : sql`s.status = 'queued'`
       }
    returning s.id`)) as unknown as Rows<{ id: number }>;
  return result.rows.map((row) => Number(row.id));
}

/**
 * Claimed rows whose server has held them past the lease died or lost its
 * connection mid-send: the message may have been delivered, so the row
 * becomes `unknown` and is not retried by itself.
 */
export async function expireStaleClaims(leaseSeconds: number) {
  await getDb()
    .update(campaignSends)
    .set({
      status: "unknown",
      lastError: "The sender stopped before the server confirmed delivery",
    })
    .where(
      and(
        eq(campaignSends.status, "sending"),
        sql`${campaignSends.claimedAt} < now() - make_interval(secs => ${leaseSeconds})`,
      ),
    );
}

// Outcomes apply to a row still claimed, or one a slow send left to
// expire meanwhile: its real outcome replaces the guess.
const claimed = (id: number) =>
  and(
    eq(campaignSends.id, id),
    inArray(campaignSends.status, ["sending", "unknown"]),
  );

export async function markSendsSent(ids: number[]) {
  if (ids.length === 0) return;
  await getDb()
    .update(campaignSends)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null })
    .where(
      and(
        inArray(campaignSends.id, ids),
        inArray(campaignSends.status, ["sending", "unknown"]),
      ),
    );
}

export async function markSendOutcome(
  id: number,
  outcome: "failed" | "unknown",
  error: string,
) {
  await getDb()
    .update(campaignSends)
    .set({ status: outcome, lastError: error.slice(0, 500) })
    .where(claimed(id));
}

/** A temporary failure: queued again after the backoff. */
export async function markSendRetry(
  id: number,
  error: string,
  delayMs: number,
) {
  await getDb()
    .update(campaignSends)
    .set({
      status: "queued",
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
    })
    .where(and(eq(campaignSends.id, id), eq(campaignSends.status, "sending")));
}

/** Claimed rows never handed to SMTP (the server is stopping) go back. */
export async function releaseClaims(ids: number[]) {
  if (ids.length === 0) return;
  await getDb()
    .update(campaignSends)
    .set({ status: "queued", attempts: sql`${campaignSends.attempts} - 1` })
    .where(
      and(inArray(campaignSends.id, ids), eq(campaignSends.status, "sending")),
    );
}

/**
 * The owner's decision to send again to the recipients whose delivery is
 * unknown (they may get the message twice). Restarts the run.
 */
export async function resendUnknown(campaignId: number): Promise<number> {
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .update(campaignSends)
      .set({ status: "queued", nextAttemptAt: sql`now()`, attempts: 0 })
      .where(
        and(
          eq(campaignSends.campaignId, campaignId),
          eq(campaignSends.status, "unknown"),
        ),
      )
      .returning({ id: campaignSends.id });
    if (rows.length > 0) {
      await tx
        .update(emailCampaigns)
        .set({ status: "sending", updatedAt: sql`now()` })
        .where(eq(emailCampaigns.id, campaignId));
    }
    return rows.length;
  });
}

export interface SendCounts {
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  unknown: number;
  skipped: number;
}

/** How far a run has got, by state. */
export async function sendCounts(campaignId: number): Promise<SendCounts> {
  const rows = await getDb()
    .select({
      status: campaignSends.status,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(campaignSends)
    .where(eq(campaignSends.campaignId, campaignId))
    .groupBy(campaignSends.status);
  const counts: SendCounts = {
    queued: 0,
    sending: 0,
    sent: 0,
    failed: 0,
    unknown: 0,
    skipped: 0,
  };
  for (const row of rows) {
    if (row.status in counts) counts[row.status as keyof SendCounts] = row.n;
  }
  return counts;
}

/** The message a tracking or unsubscribe link names, or null. */
export async function findSendByToken(token: string) {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const [row] = await getDb()
    .select({
      id: campaignSends.id,
      campaignId: campaignSends.campaignId,
      subscriberId: campaignSends.subscriberId,
      sentAt: campaignSends.sentAt,
      links: emailCampaigns.links,
    })
    .from(campaignSends)
    .innerJoin(emailCampaigns, eq(emailCampaigns.id, campaignSends.campaignId))
    .where(eq(campaignSends.token, token));
  return row ?? null;
}

/** The subscriber a welcome email's unsubscribe link names, or null. */
export async function findSubscriberByToken(token: string) {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const [row] = await getDb()
    .select({ id: emailSubscribers.id })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.token, token));
  return row ?? null;
}

/**
 * Records an open or a click. The campaign's counts are unique people:
 * openCount counts messages with a person's open (machine opens apart),
 * clickCount messages with a click; a repeat adds an event, not a count.
 */
export async function recordEvent(event: {
  sendId: number;
  campaignId: number;
  kind: "open" | "click";
  linkIndex?: number;
  machine: boolean;
}) {
  await getDb().transaction(async (tx) => {
    // Locks the message's row, so two simultaneous opens count once.
    const [send] = await tx
      .select({ id: campaignSends.id })
      .from(campaignSends)
      .where(eq(campaignSends.id, event.sendId))
      .for("update");
    if (!send) return;
    const counted = event.kind === "click" || !event.machine;
    const [earlier] = counted
      ? await tx
          .select({ id: campaignEvents.id })
          .from(campaignEvents)
          .where(
            and(
              eq(campaignEvents.sendId, event.sendId),
              eq(campaignEvents.kind, event.kind),
              eq(campaignEvents.machine, 0),
            ),
          )
          .limit(1)
      : [];
    await tx.insert(campaignEvents).values({
      sendId: event.sendId,
      kind: event.kind,
      linkIndex: event.linkIndex ?? null,
      machine: event.machine ? 1 : 0,
    });
    await tx
      .update(campaignSends)
      .set(
        event.kind === "open"
          ? { openedAt: sql`coalesce(${campaignSends.openedAt}, now())` }
          : { clickedAt: sql`coalesce(${campaignSends.clickedAt}, now())` },
      )
      .where(eq(campaignSends.id, event.sendId));
    if (counted && !earlier) {
      await tx
        .update(emailCampaigns)
        .set(
          event.kind === "open"
            ? { openCount: sql`${emailCampaigns.openCount} + 1` }
            : { clickCount: sql`${emailCampaigns.clickCount} + 1` },
        )
        .where(eq(emailCampaigns.id, event.campaignId));
    }
  });
}

/** A campaign's figures for its report. */
export async function campaignFigures(campaignId: number) {
  const db = getDb();
  const [totals] = (
    (await db.execute(sql`
      select
        count(distinct e.send_id) filter (where e.kind = 'open' and e.machine = 0) as human_opens,
        count(distinct e.send_id) filter (where e.kind = 'open' and e.machine = 1) as machine_opens,
        count(distinct e.send_id) filter (where e.kind = 'click') as clickers
        from campaign_events e join campaign_sends s on s.id = e.send_id
       where s.campaign_id = ${campaignId}`)) as unknown as Rows<{
      human_opens: number;
      machine_opens: number;
      clickers: number;
    }>
  ).rows;
  const perLink = (
    (await db.execute(sql`
      select e.link_index, count(distinct e.send_id) as people, count(*) as clicks
        from campaign_events e join campaign_sends s on s.id = e.send_id
       where s.campaign_id = ${campaignId} and e.kind = 'click'
       group by e.link_index order by e.link_index`)) as unknown as Rows<{
      link_index: number;
      people: number;
      clicks: number;
    }>
  ).rows;
  // Hours since the run started, over its first 72.
  const hourly = (
    (await db.execute(sql`
      select floor(extract(epoch from (e.at - c.started_at)) / 3600)::int as hour,
             count(distinct e.send_id) filter (where e.kind = 'open' and e.machine = 0) as opens,
             count(distinct e.send_id) filter (where e.kind = 'click') as clicks
        from campaign_events e
        join campaign_sends s on s.id = e.send_id
        join email_campaigns c on c.id = s.campaign_id
       where s.campaign_id = ${campaignId}
         and e.at < c.started_at + interval '72 hours'
       group by 1 order by 1`)) as unknown as Rows<{
      hour: number;
      opens: number;
      clicks: number;
    }>
  ).rows;
  const [unsubscribes] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.unsubscribedCampaignId, campaignId));
  return {
    humanOpens: Number(totals?.human_opens ?? 0),
    machineOpens: Number(totals?.machine_opens ?? 0),
    clickers: Number(totals?.clickers ?? 0),
    unsubscribes: unsubscribes?.n ?? 0,
    perLink: perLink.map((row) => ({
      linkIndex: Number(row.link_index),
      people: Number(row.people),
      clicks: Number(row.clicks),
    })),
    hourly: hourly.map((row) => ({
      hour: Number(row.hour),
      opens: Number(row.opens),
      clicks: Number(row.clicks),
    })),
  };
}
