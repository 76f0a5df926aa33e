import { smtpPort } from "#tests/setup/loopback-smtp-env.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Handler } from "#tests/setup/route-call.ts";

process.env.CAMPAIGN_POLL_INTERVAL_MS = "250";
process.env.CAMPAIGN_SEND_RATE_PER_SECOND = "500";

const { campaignSends, emailCampaigns, emailOutbox, emailSubscribers } =
  await import("#app/db/schema.ts");
const editRoute = await import("#app/routes/admin/campaign.tsx");
const listRoute = await import("#app/routes/admin/campaigns.tsx");
const previewRoute = await import("#app/routes/admin/campaign-preview.ts");
const subscribeRoute = await import("#app/routes/resources/subscribe.ts");
const { startCampaignSender, stopCampaignSender } =
  await import("#app/campaigns/sender.server.ts");
const { signedInOwner } = await import("#tests/setup/owner-session.ts");
const { call, formPost, SITE } = await import("#tests/setup/route-call.ts");
const { databaseKinds, useTestDatabase } =
  await import("#tests/setup/database.ts");
const { readMail, startSmtpServer } =
  await import("#tests/setup/smtp-server.ts");

// The owner writes, tests, schedules, cancels, duplicates and sends
// campaigns; a scheduled one starts by itself; nobody signed out can do any
// of it.

const CAMPAIGN = {
  intent: "save",
  name: "Spring newsletter",
  subject: "Three kitchens we finished this spring",
  previewText: "Before and after photos inside",
  content: "## Spring\n\nSee the [gallery](/gallery).",
};

describe.each(databaseKinds)("campaigns in the admin on %s", (kind) => {
  let database: Awaited<ReturnType<typeof useTestDatabase>>;
  let sink: Awaited<ReturnType<typeof startSmtpServer>>;
  let cookie: string;
  const db = () => database.connection.db;

  const post = (fields: Record<string, string>, id?: number, who = cookie) =>
    call(
      editRoute.action as Handler,
      formPost(`/admin/email-marketing/campaigns/${id ?? "new"}`, fields, who),
      id === undefined ? {} : { id: String(id) },
    );
  const page = (id: number) =>
    call(
      editRoute.loader as Handler,
      new Request(`${SITE}/admin/email-marketing/campaigns/${id}`, {
        headers: { Cookie: cookie },
      }),
      { id: String(id) },
    );
  const campaign = async (name: string) =>
    (
      await db()
        .select()
        .from(emailCampaigns)
        .where(eq(emailCampaigns.name, name))
    )[0]!;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    sink = await startSmtpServer(smtpPort);
    ({ cookie } = await signedInOwner());
    await db()
      .insert(emailSubscribers)
      .values(
        Array.from({ length: 25 }, (_, n) => ({
          email: `neighbor${n}@example.com`,
        })),
      );
    startCampaignSender();
  });
  afterAll(async () => {
    await stopCampaignSender();
    await sink.stop();
    await database.drop();
  });

  it("refuses every screen and button to a visitor who is not signed in", async () => {
    for (const [handler, request, params] of [
      [
        listRoute.loader,
        new Request(`${SITE}/admin/email-marketing/campaigns`),
        {},
      ],
      [
        editRoute.loader,
        new Request(`${SITE}/admin/email-marketing/campaigns/1`),
        { id: "1" },
      ],
      [
        editRoute.action,
        formPost("/admin/email-marketing/campaigns/new", CAMPAIGN, ""),
        {},
      ],
      [
        editRoute.action,
        formPost(
          "/admin/email-marketing/campaigns/1",
          { intent: "send" },
          "__session=forged",
        ),
        { id: "1" },
      ],
      [
        previewRoute.action,
        formPost(
          "/admin/email-marketing/campaigns/preview",
          { content: "x" },
          "",
        ),
        {},
      ],
      [
        previewRoute.loader,
        new Request(`${SITE}/admin/email-marketing/campaigns/1/preview`),
        { id: "1" },
      ],
    ] as const) {
      const answer = await call(handler as Handler, request, params);
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/login/);
    }
    expect(await db().select().from(emailCampaigns)).toEqual([]);
  });

  it("saves a draft, says what is wrong with a bad one, and previews the final email", async () => {
    const bad = await post({ ...CAMPAIGN, subject: "", content: "" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Please write the subject line");
    expect(await db().select().from(emailCampaigns)).toEqual([]);

    const saved = await post(CAMPAIGN);
    expect(saved.status).toBe(303);
    const row = await campaign(CAMPAIGN.name);
    expect(saved.location).toBe(`/admin/email-marketing/campaigns/${row.id}`);
    expect(row).toMatchObject({ status: "draft", subject: CAMPAIGN.subject });

    const preview = await call(
      previewRoute.action as Handler,
      formPost("/admin/email-marketing/campaigns/preview", CAMPAIGN, cookie),
    );
    expect(preview.status).toBe(200);
    const html = (preview.body as { html: string }).html;
    expect(html).toContain("Congers, NY");
    expect(html).toContain("Unsubscribe from these emails");
    expect(html).toContain("/gallery");
    expect(html).not.toContain("/e/o/");

    const stored = await call(
      previewRoute.loader as Handler,
      new Request(`${SITE}/admin/email-marketing/campaigns/${row.id}/preview`, {
        headers: { Cookie: cookie },
      }),
      { id: String(row.id) },
    );
    expect(stored.status).toBe(200);
    expect(stored.body).toContain("Before and after photos inside");
  });

  it("sends a test to one address with plain links and counts nothing", async () => {
    const row = await campaign(CAMPAIGN.name);
    const refused = await post(
      { intent: "test", testAddress: "not an address" },
      row.id,
    );
    expect(refused.status).toBe(400);
    const sent = await post(
      { intent: "test", testAddress: "owner@example.com" },
      row.id,
    );
    expect(sent.status).toBe(303);
    const [mail] = await sink.waitFor(1);
    const read = readMail(mail!);
    expect(read.to).toEqual(["owner@example.com"]);
    expect(read.headers.subject).toBe(`[Test] ${CAMPAIGN.subject}`);
    expect(read.body).toContain("http://localhost:3000/gallery");
    expect(read.body).not.toContain("/e/c/");
    expect(await db().select().from(campaignSends)).toEqual([]);
  });

  it("schedules, cancels, duplicates and deletes", async () => {
    const row = await campaign(CAMPAIGN.name);
    const past = await post(
      { intent: "schedule", sendAt: "2020-01-01T09:00" },
      row.id,
    );
    expect(past.status).toBe(400);
    const scheduled = await post(
      { intent: "schedule", sendAt: "2099-06-01T09:30" },
      row.id,
    );
    expect(scheduled.status).toBe(303);
    expect((await campaign(CAMPAIGN.name)).status).toBe("scheduled");
    expect((await page(row.id)).body).toMatchObject({
      scheduledFor: "June 1, 2099 at 9:30 AM",
    });
    expect((await post({ intent: "cancel" }, row.id)).status).toBe(303);
    expect((await campaign(CAMPAIGN.name)).status).toBe("cancelled");
    expect((await post({ intent: "cancel" }, row.id)).status).toBe(409);

    const copy = await post({ intent: "duplicate" }, row.id);
    expect(copy.status).toBe(303);
    const duplicate = await campaign(`Copy of ${CAMPAIGN.name}`);
    expect(duplicate).toMatchObject({
      status: "draft",
      content: CAMPAIGN.content,
    });
    expect((await post({ intent: "delete" }, duplicate.id)).status).toBe(303);
    expect(
      await db()
        .select()
        .from(emailCampaigns)
        .where(eq(emailCampaigns.id, duplicate.id)),
    ).toEqual([]);
  });

  it("sends once for two clicks on Send, then keeps the text and refuses changes", async () => {
    const row = await campaign(CAMPAIGN.name);
    const [a, b] = await Promise.all([
      post({ intent: "send" }, row.id),
      post({ intent: "send" }, row.id),
    ]);
    expect([a.status, b.status].sort()).toEqual([303, 409]);
    const deadline = Date.now() + 30_000;
    while ((await campaign(CAMPAIGN.name)).status !== "sent") {
      if (Date.now() > deadline) throw new Error("not sent in 30 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const sends = await db()
      .select()
      .from(campaignSends)
      .where(eq(campaignSends.campaignId, row.id));
    expect(sends).toHaveLength(25);
    expect(sends.every((send) => send.status === "sent")).toBe(true);
    const edit = await post({ ...CAMPAIGN, content: "changed" }, row.id);
    expect(edit.status).toBe(409);
    expect((await campaign(CAMPAIGN.name)).content).toBe(CAMPAIGN.content);
    const report = (await page(row.id)).body as {
      report: { recipients: number; counts: { sent: number } };
    };
    expect(report.report).toMatchObject({
      recipients: 25,
      counts: { sent: 25 },
    });
  });

  it("starts a scheduled campaign by itself once its time comes, with no request", async () => {
    const saved = await post({ ...CAMPAIGN, name: "Timed" });
    expect(saved.status).toBe(303);
    const row = await campaign("Timed");
    await db()
      .update(emailCampaigns)
      .set({
        status: "scheduled",
        scheduledFor: sql`now() + interval '2 seconds'`,
      })
      .where(eq(emailCampaigns.id, row.id));
    const deadline = Date.now() + 60_000;
    while ((await campaign("Timed")).status !== "sent") {
      if (Date.now() > deadline)
        throw new Error("the scheduled campaign did not start");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const started = await campaign("Timed");
    expect(started.startedAt!.getTime()).toBeGreaterThanOrEqual(
      row.createdAt.getTime() + 1500,
    );
    expect(started.recipientCount).toBe(25);
  });

  it("welcomes a new subscriber once, with the learning guide for its sign-ups and the unsubscribe headers", async () => {
    const subscribe = (body: Record<string, string>) =>
      call(
        subscribeRoute.action as Handler,
        new Request(`${SITE}/api/email/subscribe`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
        {},
        { clientKey: `10.1.${kind === "pglite" ? 1 : 2}.1` },
      );
    const first = await subscribe({
      email: "guide@example.com",
      firstName: "Ana",
      lastName: "",
      source: "learning-guide",
    });
    expect(first.status).toBe(200);
    expect(
      (
        await subscribe({
          email: "guide@example.com",
          firstName: "Ana",
          lastName: "",
          source: "learning-guide",
        })
      ).status,
    ).toBe(200);
    const welcomes = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "guide@example.com"));
    expect(welcomes).toHaveLength(1);
    const message = welcomes[0]!.message as {
      subject: string;
      text: string;
      list?: { unsubscribeUrl: string };
    };
    expect(message.subject).toContain("learning guide");
    expect(message.text).toContain("/learning-guide");
    expect(message.text).toContain("Congers, NY");
    const [person] = await db()
      .select()
      .from(emailSubscribers)
      .where(eq(emailSubscribers.email, "guide@example.com"));
    expect(message.list?.unsubscribeUrl).toBe(
      `http://localhost:3000/u/${person!.token}`,
    );
    expect(message.text).toContain(`/u/${person!.token}`);
  });
});
