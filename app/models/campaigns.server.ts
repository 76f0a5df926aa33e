import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { emailCampaigns, emailSubscribers } from "#app/db/schema.ts";
import type { CampaignInput } from "#app/campaigns/schema.ts";
import { EDITABLE_STATES } from "#app/campaigns/schema.ts";

// A campaign moves draft -> scheduled -> sending -> sent; a scheduled one
// can be cancelled (and then edited and scheduled again). Every change of
// state is one guarded UPDATE, so two clicks or two servers cannot both
// make the same move.

export type CampaignRow = typeof emailCampaigns.$inferSelect;

export async function listCampaigns() {
  return getDb()
    .select({
      id: emailCampaigns.id,
      name: emailCampaigns.name,
      subject: emailCampaigns.subject,
      status: emailCampaigns.status,
      scheduledFor: emailCampaigns.scheduledFor,
      startedAt: emailCampaigns.startedAt,
      sentAt: emailCampaigns.sentAt,
      recipientCount: emailCampaigns.recipientCount,
      openCount: emailCampaigns.openCount,
      clickCount: emailCampaigns.clickCount,
      updatedAt: emailCampaigns.updatedAt,
    })
    .from(emailCampaigns)
    .orderBy(desc(emailCampaigns.createdAt), desc(emailCampaigns.id));
}

export async function getCampaign(id: number): Promise<CampaignRow | null> {
  const [row] = await getDb()
    .select()
    .from(emailCampaigns)
    .where(eq(emailCampaigns.id, id));
  return row ?? null;
}

export async function createCampaign(input: CampaignInput): Promise<number> {
  const [row] = await getDb()
    .insert(emailCampaigns)
    .values({
      name: input.name,
      subject: input.subject,
      previewText: input.previewText ?? null,
      content: input.content,
    })
    .returning({ id: emailCampaigns.id });
  return row!.id;
}

const editable = inArray(emailCampaigns.status, [...EDITABLE_STATES]);

/** Saves the text of a campaign not yet sending; false otherwise. */
export async function updateCampaign(
  id: number,
  input: CampaignInput,
): Promise<boolean> {
  const rows = await getDb()
    .update(emailCampaigns)
    .set({
      name: input.name,
      subject: input.subject,
      previewText: input.previewText ?? null,
      content: input.content,
      updatedAt: sql`now()`,
    })
    .where(and(eq(emailCampaigns.id, id), editable))
    .returning({ id: emailCampaigns.id });
  return rows.length > 0;
}

/** A new draft with the same text; null when there is no such campaign. */
export async function duplicateCampaign(id: number): Promise<number | null> {
  const source = await getCampaign(id);
  if (!source) return null;
  return createCampaign({
    name: `Copy of ${source.name}`.slice(0, 120),
    subject: source.subject,
    previewText: source.previewText ?? undefined,
    content: source.content,
  });
}

export async function scheduleCampaign(id: number, at: Date) {
  const rows = await getDb()
    .update(emailCampaigns)
    .set({ status: "scheduled", scheduledFor: at, updatedAt: sql`now()` })
    .where(and(eq(emailCampaigns.id, id), editable))
    .returning({ id: emailCampaigns.id });
  return rows.length > 0;
}

export async function cancelCampaign(id: number) {
  const rows = await getDb()
    .update(emailCampaigns)
    .set({ status: "cancelled", scheduledFor: null, updatedAt: sql`now()` })
    .where(
      and(eq(emailCampaigns.id, id), eq(emailCampaigns.status, "scheduled")),
    )
    .returning({ id: emailCampaigns.id });
  return rows.length > 0;
}

/** Deletes a campaign that never started sending. */
export async function deleteCampaign(id: number) {
  const rows = await getDb()
    .delete(emailCampaigns)
    .where(and(eq(emailCampaigns.id, id), editable))
    .returning({ id: emailCampaigns.id });
  return rows.length > 0;
}

type Rows<T> = { rows: T[] };

/**
 * Starts a run: the campaign becomes `sending` with its links frozen, and
 * every active subscriber gets a queued `campaign_sends` row, in one
 * transaction. Only a campaign that is not already sending can start (a
 * second click, or a second server seeing the same scheduled time, gets
 * null); `dueOnly` starts a scheduled campaign only once its time is
 * reached. Returns the number of recipients.
 */
export async function startCampaign(
  id: number,
  links: string[],
  { dueOnly = false }: { dueOnly?: boolean } = {},
): Promise<number | null> {
  return getDb().transaction(async (tx) => {
    const started = await tx
      .update(emailCampaigns)
      .set({
        status: "sending",
        startedAt: sql`now()`,
        scheduledFor: dueOnly ? undefined : null,
        links,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(emailCampaigns.id, id),
          dueOnly
            ? and(
                eq(emailCampaigns.status, "scheduled"),
                sql`${emailCampaigns.scheduledFor} <= now()`,
              )
            : editable,
        ),
      )
      .returning({ id: emailCampaigns.id });
    if (started.length === 0) return null;
    const queued = (await tx.execute(sql`
      insert into campaign_sends (campaign_id, subscriber_id, status)
      select ${id}, id, 'queued' from email_subscribers where is_active = 1
      on conflict (campaign_id, subscriber_id) do nothing
      returning id`)) as unknown as Rows<{ id: number }>;
    await tx
      .update(emailCampaigns)
      .set({ recipientCount: queued.rows.length })
      .where(eq(emailCampaigns.id, id));
    return queued.rows.length;
  });
}

/** Scheduled campaigns whose time has come (any server may start them). */
export async function dueCampaigns() {
  return getDb()
    .select({
      id: emailCampaigns.id,
      subject: emailCampaigns.subject,
      previewText: emailCampaigns.previewText,
      content: emailCampaigns.content,
    })
    .from(emailCampaigns)
    .where(
      and(
        eq(emailCampaigns.status, "scheduled"),
        sql`${emailCampaigns.scheduledFor} <= now()`,
      ),
    );
}

/** Campaigns being sent: their frozen text, to render their messages. */
export async function sendingCampaigns() {
  return getDb()
    .select({
      id: emailCampaigns.id,
      subject: emailCampaigns.subject,
      previewText: emailCampaigns.previewText,
      content: emailCampaigns.content,
      links: emailCampaigns.links,
    })
    .from(emailCampaigns)
    .where(eq(emailCampaigns.status, "sending"));
}

/** Marks `sent` every sending campaign with no message left to try. */
export async function finishCampaigns(): Promise<number[]> {
  const result = (await getDb().execute(sql`
    update email_campaigns c set status = 'sent', sent_at = now(), updated_at = now()
     where c.status = 'sending'
       and not exists (select 1 from campaign_sends s
                        where s.campaign_id = c.id
                          and s.status in ('queued', 'sending'))
    returning c.id`)) as unknown as Rows<{ id: number }>;
  return result.rows.map((row) => Number(row.id));
}

/** Who a campaign sent now would reach. */
export async function activeSubscriberCount(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(emailSubscribers)
    .where(eq(emailSubscribers.isActive, 1));
  return row?.n ?? 0;
}
