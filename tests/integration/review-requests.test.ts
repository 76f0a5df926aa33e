import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withCurrentBusiness } from "#app/business/request.server.ts";
import {
  contactRequests,
  emailOutbox,
  reviewRequests,
  reviews,
  reviewSettings,
} from "#app/db/schema.ts";
import { siteRating } from "#app/models/reviews.server.ts";
import { reviewSeeds } from "#app/db/seed/data/reviews.ts";
import { deletePersonData } from "#app/models/person-data.server.ts";
import { purgeExpiredData } from "#app/models/retention.server.ts";
import { sendDueReviewEmails } from "#app/reviews/requests.server.ts";
import { REMINDER_AFTER_DAYS } from "#app/reviews/request-schema.ts";
import * as leadRoute from "#app/routes/admin/lead-detail.tsx";
import * as editRoute from "#app/routes/admin/review-edit.tsx";
import * as listRoute from "#app/routes/admin/reviews.tsx";
import * as requestsRoute from "#app/routes/admin/review-requests.tsx";
import * as newRequestRoute from "#app/routes/admin/review-request-new.tsx";
import * as reviewRoute from "#app/routes/site/review.tsx";
import * as stopRoute from "#app/routes/site/review-stop.tsx";
import { loader as publicReviews } from "#app/routes/resources/testimonials.ts";
import type { OutgoingEmail } from "#app/utils/email.server.ts";
import { localBusinessJsonLd } from "#app/utils/structured-data.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";
import { signedInOwner } from "#tests/setup/owner-session.ts";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";

// Reviews customers write (issue 33): a finished project queues exactly one
// request and at most one reminder, none once reviewed or opted out; the
// link takes one review, not after 90 days, never a forged one; bad input is
// refused in words; a 1-star and a 5-star review go the same way; the
// site's rating is the published reviews' average.

const DAY = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY + 60_000);

describe.each(databaseKinds)("review requests on %s", (kind) => {
  let database: TestDatabase;
  let cookie: string;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    ({ cookie } = await signedInOwner());
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await db().delete(reviews).where(eq(reviews.source, "customer"));
    for (const table of [emailOutbox, reviewRequests, reviewSettings]) {
      await db().delete(table);
    }
  });

  async function lead(email = "ann.lee@example.com") {
    const [row] = await db()
      .insert(contactRequests)
      .values({
        requestType: "estimate",
        name: "Ann Lee",
        email,
        phone: "+18455550199",
        service: "bathroom-remodeling",
        townOrZip: "Nyack, NY",
        status: "closed",
      })
      .returning({ id: contactRequests.id });
    return row!.id;
  }
  const finish = (id: number, as = cookie) =>
    call(
      leadRoute.action as Handler,
      formPost(
        `/admin/leads/contact/${id}`,
        { intent: "project-finished", kind: "contact", id: String(id) },
        as,
      ),
      { kind: "contact", id: String(id) },
    );
  const emails = async () =>
    (await db().select().from(emailOutbox)).map((row) => ({
      kind: row.kind,
      email: row.message as OutgoingEmail,
    }));
  const send = (days: number) =>
    withCurrentBusiness(() => sendDueReviewEmails(later(days)));
  const tokenIn = (email: OutgoingEmail) =>
    /\/review\/([\w-]{43})(?!\/stop)/.exec(email.text)![1]!;
  const review = (token: string, fields: Record<string, string>) =>
    call(reviewRoute.action as Handler, formPost(`/review/${token}`, fields), {
      token,
    });
  const reviewPage = (token: string) =>
    call(
      reviewRoute.loader as Handler,
      new Request(`${SITE}/review/${token}`),
      {
        token,
      },
    );
  const good = {
    rating: "5",
    reviewText:
      "The crew rebuilt our bathroom in three weeks and kept the dust out.",
    serviceType: "Bathroom Remodeling",
    location: "Nyack, NY",
    consent: "yes",
  };

  async function sentRequest() {
    const id = await lead();
    expect((await finish(id)).status).toBe(303);
    await send(3);
    const [first] = await emails();
    return { id, token: tokenIn(first!.email), email: first!.email };
  }

  it("queues one request per project, sends it after the delay with both links, and one reminder", async () => {
    const id = await lead();
    const first = await finish(id);
    expect(first.status).toBe(303);
    expect(await db().select().from(reviewRequests)).toHaveLength(1);
    // Pressed again: still one request.
    expect((await finish(id)).status).toBe(303);
    expect(await db().select().from(reviewRequests)).toHaveLength(1);

    expect(await send(2)).toEqual({ first: 0, reminders: 0 });
    expect(await send(3)).toEqual({ first: 1, reminders: 0 });
    expect(await send(3)).toEqual({ first: 0, reminders: 0 });
    const [request] = await emails();
    expect(request!.kind).toBe("review-request");
    expect(request!.email.to.address).toBe("ann.lee@example.com");
    expect(request!.email.text).toContain("Review us on Google");
    expect(request!.email.text).toContain("https://www.google.com/");
    expect(request!.email.text).toContain("Write a review on our website");
    expect(request!.email.text).toMatch(/\/review\/[\w-]{43}\b/);
    expect(request!.email.list?.unsubscribeUrl).toMatch(
      /\/review\/[\w-]{43}\/stop$/,
    );

    expect(await send(3 + REMINDER_AFTER_DAYS - 1)).toEqual({
      first: 0,
      reminders: 0,
    });
    expect(await send(3 + REMINDER_AFTER_DAYS)).toEqual({
      first: 0,
      reminders: 1,
    });
    expect(await send(60)).toEqual({ first: 0, reminders: 0 });
    expect((await emails()).map((row) => row.kind)).toEqual([
      "review-request",
      "review-reminder",
    ]);
    // The same link in both.
    const [a, b] = await emails();
    expect(tokenIn(b!.email)).toBe(tokenIn(a!.email));
  });

  it("the owner's delay decides when it goes; bad delays are refused", async () => {
    const save = (value: string) =>
      call(
        requestsRoute.action as Handler,
        formPost(
          "/admin/reviews/requests",
          { intent: "settings", requestDelayDays: value },
          cookie,
        ),
      );
    for (const bad of ["-1", "31", "two", ""]) {
      const answer = await save(bad);
      expect(answer.status).toBe(400);
      expect((answer.body as { error: string }).error).toMatch(
        /whole number of days from 0 to 30/,
      );
    }
    expect(await db().select().from(reviewSettings)).toHaveLength(0);
    expect((await save("0")).status).toBe(303);
    await finish(await lead());
    expect(await send(0)).toEqual({ first: 1, reminders: 0 });
  });

  it("takes one review by the link, pending, and tells the owner; no reminder follows", async () => {
    const { token } = await sentRequest();
    const page = await reviewPage(token);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      state: "open",
      shownAs: "Ann L.",
      stored: { serviceType: "Bathroom Remodeling", location: "Nyack, NY" },
    });
    const sent = await review(token, good);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ state: "sent" });
    const stored = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.source, "customer"));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      customerName: "Ann L.",
      rating: 5,
      pending: 1,
      isPublished: 0,
    });
    expect((await emails()).map((row) => row.kind)).toEqual([
      "review-request",
      "review-received",
    ]);
    // Not public until the owner publishes it.
    const listed = (await (await publicReviews()).json()) as {
      customerName: string;
    }[];
    expect(listed.map((row) => row.customerName)).not.toContain("Ann L.");

    // Used: a second send stores nothing.
    const again = await review(token, good);
    expect(again.body).toMatchObject({ state: "reviewed" });
    expect(
      await db().select().from(reviews).where(eq(reviews.source, "customer")),
    ).toHaveLength(1);
    expect(await send(30)).toEqual({ first: 0, reminders: 0 });
  });

  it("refuses bad reviews in words, keeping the values, and stores nothing", async () => {
    const { token } = await sentRequest();
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ ...good, rating: "" }, "rating", /rating from 1 to 5/],
      [{ ...good, rating: "6" }, "rating", /rating from 1 to 5/],
      [{ ...good, reviewText: "" }, "reviewText", /tell us about your project/],
      [
        { ...good, reviewText: "x".repeat(20_000) },
        "reviewText",
        /under 2,000 characters/,
      ],
      [{ ...good, consent: "" }, "consent", /tick the box/],
      [
        { ...good, serviceType: "Roofing" },
        "serviceType",
        /one of our services/,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await review(token, fields);
      expect(answer.status).toBe(400);
      const failure = (
        answer.body as {
          failure: {
            fieldErrors: Record<string, string>;
            values: Record<string, string>;
          };
        }
      ).failure;
      expect(failure.fieldErrors[field]).toMatch(message);
      expect(failure.values.location).toBe("Nyack, NY");
    }
    expect(
      await db().select().from(reviews).where(eq(reviews.source, "customer")),
    ).toHaveLength(0);
    // Markup is kept as text, shown as text (React escapes it).
    const script = "<script>alert('x')</script> great crew, tidy site";
    expect((await review(token, { ...good, reviewText: script })).status).toBe(
      200,
    );
    const [row] = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.source, "customer"));
    expect(row!.reviewText).toBe(script);
  });

  it("takes one photo through the upload pipeline and refuses a file that is not one", async () => {
    const { token } = await sentRequest();
    const send = (file: Blob, name: string) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(good)) form.set(key, value);
      form.set("photo", file, name);
      return call(
        reviewRoute.action as Handler,
        new Request(`${SITE}/review/${token}`, { method: "POST", body: form }),
        { token },
      );
    };
    const notAnImage = await send(
      new Blob(["just some words"], { type: "image/jpeg" }),
      "kitchen.jpg",
    );
    expect(notAnImage.status).toBe(415);
    const failure = (
      notAnImage.body as {
        failure: {
          fieldErrors: Record<string, string>;
          values: Record<string, string>;
        };
      }
    ).failure;
    expect(failure.fieldErrors.photo).toMatch(/JPEG|PNG|photo/i);
    expect(failure.values.reviewText).toBe(good.reviewText);
    expect(
      await db().select().from(reviews).where(eq(reviews.source, "customer")),
    ).toHaveLength(0);

    const jpeg = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: "#8899aa" },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "Ann Lee" } } })
      .toBuffer();
    const sent = await send(
      new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }),
      "bath.jpg",
    );
    expect(sent.status).toBe(200);
    const [row] = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.source, "customer"));
    expect(row!.photoUrl).toMatch(/^\/media\/[0-9a-f-]{36}-1200\.webp$/);
    await db()
      .update(reviews)
      .set({ isPublished: 1, pending: 0 })
      .where(eq(reviews.id, row!.id));
    const listed = (await (await publicReviews()).json()) as Array<{
      id: number;
      photoUrl?: string;
    }>;
    expect(listed.find((review) => review.id === row!.id)!.photoUrl).toBe(
      row!.photoUrl!.replace("-1200.webp", "-800.webp"),
    );
  });

  it("refuses a forged, an expired and an opted-out link in words", async () => {
    const forged = await reviewPage("A".repeat(43));
    expect(forged.status).toBe(404);
    expect(forged.body).toMatchObject({ state: "invalid" });
    expect((await reviewPage("short")).status).toBe(404);

    const { token } = await sentRequest();
    await db()
      .update(reviewRequests)
      .set({ sentAt: new Date(Date.now() - 91 * DAY) });
    const expired = await reviewPage(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({
      message: expect.stringMatching(/expired/),
    });
    expect((await review(token, good)).status).toBe(410);
    expect(
      await db().select().from(reviews).where(eq(reviews.source, "customer")),
    ).toHaveLength(0);
  });

  it("an opt-out stops the reminder at once and any later request to the address", async () => {
    const { token } = await sentRequest();
    const ask = await call(
      stopRoute.loader as Handler,
      new Request(`${SITE}/review/${token}/stop`),
      { token },
    );
    expect(ask.body).toEqual({ state: "ask" });
    // A visit alone changes nothing (mail scanners open links).
    expect(
      (await db().select().from(reviewRequests))[0]!.optedOutAt,
    ).toBeNull();
    const oneClick = await call(
      stopRoute.action as Handler,
      formPost(`/review/${token}/stop`, { "List-Unsubscribe": "One-Click" }),
      { token },
    );
    expect(oneClick.status).toBe(200);
    expect(await send(30)).toEqual({ first: 0, reminders: 0 });
    expect((await reviewPage(token)).body).toMatchObject({ state: "stopped" });

    const added = await call(
      newRequestRoute.action as Handler,
      formPost(
        "/admin/reviews/requests/new",
        { customerName: "Ann Lee", email: "Ann.Lee@example.com" },
        cookie,
      ),
    );
    expect(added.status).toBe(303);
    expect(await db().select().from(reviewRequests)).toHaveLength(1);
    expect((await emails()).map((row) => row.kind)).toEqual(["review-request"]);
  });

  it("the owner adds a finished customer by hand; bad input refused field by field", async () => {
    const bad = await call(
      newRequestRoute.action as Handler,
      formPost(
        "/admin/reviews/requests/new",
        { customerName: "", email: "not-an-email" },
        cookie,
      ),
    );
    expect(bad.status).toBe(400);
    expect(
      Object.keys((bad.body as { fieldErrors: object }).fieldErrors),
    ).toEqual(["customerName", "email"]);
    const added = await call(
      newRequestRoute.action as Handler,
      formPost(
        "/admin/reviews/requests/new",
        {
          customerName: "Raj Patel",
          email: "raj@example.com",
          serviceType: "Countertops",
        },
        cookie,
      ),
    );
    expect(added.status).toBe(303);
    // Added again within 90 days: not asked twice.
    const again = await call(
      newRequestRoute.action as Handler,
      formPost(
        "/admin/reviews/requests/new",
        { customerName: "Raj Patel", email: "RAJ@example.com" },
        cookie,
      ),
    );
    expect(again.status).toBe(303);
    expect(await db().select().from(reviewRequests)).toHaveLength(1);
    expect(await send(3)).toEqual({ first: 1, reminders: 0 });
    const [email] = await emails();
    expect(email!.email.subject).toContain("countertops project");
    const noSession = await call(
      newRequestRoute.action as Handler,
      formPost("/admin/reviews/requests/new", {
        customerName: "Eve",
        email: "eve@example.com",
      }),
    );
    expect(noSession.status).toBe(302);
    expect(noSession.location).toMatch(/^\/login/);
    expect(await db().select().from(reviewRequests)).toHaveLength(1);
  });

  it("publishes a 1-star and a 5-star review the same way; the rating is their average; declining keeps the reason", async () => {
    const before = await siteRating();
    const tokens: string[] = [];
    for (const email of [
      "one@example.com",
      "two@example.com",
      "three@example.com",
    ]) {
      await finish(await lead(email));
    }
    await send(3);
    for (const row of await emails()) tokens.push(tokenIn(row.email));
    for (const [index, token] of tokens.entries()) {
      const rating = ["1", "5", "3"][index]!;
      expect((await review(token, { ...good, rating })).status).toBe(200);
    }
    const waiting = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.pending, 1));
    expect(waiting).toHaveLength(3);
    const byRating = (rating: number) =>
      waiting.find((row) => row.rating === rating)!.id;
    const moderate = (id: number, fields: Record<string, string>) =>
      call(
        editRoute.action as Handler,
        formPost(
          `/admin/reviews/${id}?moderate`,
          { id: String(id), ...fields },
          cookie,
        ),
        { id: String(id) },
      );
    for (const rating of [1, 5]) {
      expect(
        (await moderate(byRating(rating), { intent: "publish" })).status,
      ).toBe(303);
    }
    // Not hidden nor deleted from the list without a reason.
    for (const intent of ["unpublish", "delete"]) {
      const hidden = await call(
        listRoute.action as Handler,
        formPost("/admin/reviews", { intent, id: String(byRating(1)) }, cookie),
      );
      expect(hidden.status).toBe(409);
    }
    expect(
      (
        await db()
          .select()
          .from(reviews)
          .where(eq(reviews.id, byRating(1)))
      )[0],
    ).toMatchObject({ isPublished: 1 });
    // Declining needs a criterion of the policy.
    for (const reason of ["", "too-negative"]) {
      const refused = await moderate(byRating(3), {
        intent: "decline",
        reason,
      });
      expect(refused.status).toBe(400);
      expect((refused.body as { error: string }).error).toMatch(
        /criterion of the review policy/,
      );
    }
    expect(
      (await moderate(byRating(3), { intent: "decline", reason: "off-topic" }))
        .status,
    ).toBe(303);
    const [declined] = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.id, byRating(3)));
    expect(declined).toMatchObject({
      isPublished: 0,
      pending: 0,
      declinedReason: "off-topic",
    });

    const after = await siteRating();
    expect(after.count).toBe(before.count + 2);
    const published = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.isPublished, 1));
    expect(after.average).toBeCloseTo(
      published.reduce((sum, row) => sum + row.rating, 0) / published.length,
      10,
    );
    // The 1-star review is served like any other, with a disclosure once marked.
    expect(
      (
        await moderate(byRating(1), {
          intent: "relationship",
          relationship: "staff",
        })
      ).status,
    ).toBe(303);
    const listed = (await (await publicReviews()).json()) as Array<{
      id: number;
      rating: number;
      disclosure?: string;
    }>;
    expect(listed.find((row) => row.id === byRating(1))).toMatchObject({
      rating: 1,
      disclosure: "The reviewer works for us.",
    });
    expect(listed.find((row) => row.id === byRating(5))).not.toHaveProperty(
      "disclosure",
    );
  });

  it("is kept as the privacy page says: old requests purged (not an opt-out), everything deleted on request", async () => {
    const { token } = await sentRequest();
    expect((await review(token, good)).status).toBe(200);
    await finish(await lead("old@example.com"));
    await finish(await lead("stop@example.com"));
    const longAgo = new Date(Date.now() - 3 * 365 * DAY);
    await db().update(reviewRequests).set({ createdAt: longAgo });
    await db()
      .update(reviewRequests)
      .set({ optedOutAt: longAgo })
      .where(eq(reviewRequests.email, "stop@example.com"));
    await db()
      .update(reviewRequests)
      .set({ createdAt: new Date() })
      .where(eq(reviewRequests.email, "ann.lee@example.com"));
    const purged = await purgeExpiredData();
    expect(purged?.reviewRequests).toBe(1);
    expect(
      (await db().select().from(reviewRequests)).map((row) => row.email).sort(),
    ).toEqual(["ann.lee@example.com", "stop@example.com"]);

    const deleted = await deletePersonData("Ann.Lee@example.com");
    expect(deleted.reviewRequests).toBe(1);
    expect(
      await db().select().from(reviews).where(eq(reviews.source, "customer")),
    ).toHaveLength(0);
    expect(
      (await emails()).filter(
        (row) => row.email.to.address === "ann.lee@example.com",
      ),
    ).toHaveLength(0);
  });

  it("deletes the demo's reviews on the owner's word, keeping the owner's and the customers'", async () => {
    // This file's database is migrated, not seeded: the demo's reviews as
    // the seed writes them.
    await db().insert(reviews).values(reviewSeeds);
    const { token } = await sentRequest();
    expect((await review(token, good)).status).toBe(200);
    await db().insert(reviews).values({
      customerName: "Lou P.",
      rating: 4,
      reviewText: "Typed in by the owner from a thank-you card.",
    });
    const page = await call(
      listRoute.loader as Handler,
      new Request(`${SITE}/admin/reviews`, { headers: { Cookie: cookie } }),
    );
    expect((page.body as { demo: number }).demo).toBe(150);
    const deleted = await call(
      listRoute.action as Handler,
      formPost("/admin/reviews", { intent: "delete-demo", id: "demo" }, cookie),
    );
    expect(deleted.status).toBe(303);
    const left = await db().select().from(reviews);
    expect(left.map((row) => row.customerName).sort()).toEqual([
      "Ann L.",
      "Lou P.",
    ]);
  });

  it("publishes no aggregate rating without reviews to support it", async () => {
    const none = await withCurrentBusiness(async () =>
      localBusinessJsonLd(SITE, { count: 0, average: null }, []),
    );
    expect(none).not.toHaveProperty("aggregateRating");
    expect(none).not.toHaveProperty("review");
  });
});
