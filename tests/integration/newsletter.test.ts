import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  emailOutbox,
  emailSubscribers,
  erasedAddresses,
  reviews,
} from "#app/db/schema.ts";
import { deletePersonData } from "#app/models/person-data.server.ts";
import { confirmSubscriber } from "#app/models/subscribers.server.ts";
import { action as subscribe } from "#app/routes/resources/subscribe.ts";
import { loader as testimonialsLoader } from "#app/routes/resources/testimonials.ts";
import { SUBSCRIBE_SUCCESS_MESSAGE } from "#app/content/newsletter.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";
import { testContext } from "#tests/setup/fixtures.ts";

let ipCounter = 0;
function context(ip = `10.0.0.${++ipCounter}`) {
  return testContext({ clientKey: ip });
}

function jsonRequest(body: unknown, raw?: string) {
  return new Request("http://localhost:3000/api/email/subscribe", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: raw ?? JSON.stringify(body),
  });
}

async function post(body: unknown, ip?: string, raw?: string) {
  const result = await subscribe({
    request: jsonRequest(body, raw),
    context: context(ip),
    params: {},
  } as never);
  if (result instanceof Response)
    return { status: result.status, body: await result.json() };
  if (
    result &&
    typeof result === "object" &&
    "type" in result &&
    result.type === "DataWithResponseInit"
  ) {
    const init = (result as unknown as { init?: ResponseInit; data: unknown })
      .init;
    return {
      status: init?.status ?? 200,
      body: (result as unknown as { data: unknown }).data,
    };
  }
  return { status: 200, body: result };
}

describe.each(databaseKinds)(
  "newsletter and testimonials endpoints on %s",
  (kind) => {
    let database: TestDatabase;
    const db = () => database.connection.db;

    beforeAll(async () => {
      database = await useTestDatabase(kind);
    });
    afterAll(async () => {
      await database.drop();
    });
    beforeEach(async () => {
      await db().delete(emailSubscribers);
      await db().delete(emailOutbox);
      await db().delete(erasedAddresses);
    });

    const valid = {
      email: "Ana.Ruiz@Example.com",
      firstName: "Ana",
      lastName: "",
      source: "website",
      website: "",
    };

    it("subscribes a new address, normalised, with source website", async () => {
      const response = await post(valid);
      expect(response).toEqual({
        status: 200,
        body: { message: SUBSCRIBE_SUCCESS_MESSAGE },
      });
      const rows = await db().select().from(emailSubscribers);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: "ana.ruiz@example.com",
        firstName: "Ana",
        lastName: null,
        source: "website",
        isActive: 1,
      });
    });

    it("answers a duplicate (any case) the same way and stores no second row", async () => {
      const first = await post(valid);
      const second = await post({ ...valid, email: "  ANA.RUIZ@EXAMPLE.COM " });
      expect(second).toEqual(first);
      expect(await db().select().from(emailSubscribers)).toHaveLength(1);
    });

    const outbox = () =>
      db()
        .select({
          kind: emailOutbox.kind,
          to: emailOutbox.toAddress,
          message: emailOutbox.message,
        })
        .from(emailOutbox)
        .orderBy(emailOutbox.id);

    it("never puts an unsubscribed address back: its mailbox gets one confirmation link a day, and the caller the same answer", async () => {
      const joined = await post(valid);
      await db()
        .update(emailSubscribers)
        .set({
          isActive: 0,
          unsubscribedAt: new Date(),
          firstName: null,
          lastName: null,
        })
        .where(eq(emailSubscribers.email, "ana.ruiz@example.com"));
      await db().delete(emailOutbox);

      const stranger = {
        ...valid,
        firstName: "Click evil.example for cash",
        lastName: "Prize",
      };
      expect(await post(stranger)).toEqual(joined);
      expect(await post(stranger)).toEqual(joined);
      const [row] = await db().select().from(emailSubscribers);
      expect(row).toMatchObject({
        isActive: 0,
        firstName: null,
        lastName: null,
      });
      expect(row!.unsubscribedAt).not.toBeNull();
      const sent = await outbox();
      expect(sent.map((email) => email.kind)).toEqual([
        "newsletter-confirmation",
      ]);
      const text = JSON.stringify(sent[0]!.message);
      expect(text).not.toMatch(/evil\.example|Prize|Click/);
      expect(text).toContain(`/subscribe/confirm/${row!.token}`);

      // The address's owner presses the link: back on the list, welcomed.
      expect(await confirmSubscriber(row!.token, async () => [])).toBe(true);
      const [confirmed] = await db().select().from(emailSubscribers);
      expect(confirmed).toMatchObject({ isActive: 1, unsubscribedAt: null });
    });

    it("treats an address deleted on request the same way, remembering only its fingerprint", async () => {
      await post(valid);
      await deletePersonData("ana.ruiz@example.com");
      expect(await db().select().from(emailSubscribers)).toHaveLength(0);
      const [erased] = await db().select().from(erasedAddresses);
      expect(erased!.emailSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(erased)).not.toContain("ana.ruiz");

      const answer = await post({ ...valid, email: "ANA.RUIZ@example.com" });
      expect(answer.status).toBe(200);
      const [row] = await db().select().from(emailSubscribers);
      expect(row).toMatchObject({ isActive: 0, firstName: null });
      expect((await outbox()).map((email) => email.kind)).toEqual([
        "newsletter-confirmation",
      ]);
    });

    it("greets a new subscriber by a first name only when it can only be a name", async () => {
      await post({ ...valid, email: "one@example.com", firstName: "Zoë" });
      await post({
        ...valid,
        email: "two@example.com",
        firstName: "http://evil.example/win",
      });
      const [one, two] = await outbox();
      expect(one!.kind).toBe("newsletter-welcome");
      expect(JSON.stringify(one!.message)).toContain("Hello Zoë,");
      expect(JSON.stringify(two!.message)).toContain("Hello,");
      expect(JSON.stringify(two!.message)).not.toContain("evil.example");
    });

    it.each([
      [
        { ...valid, email: "not-an-email" },
        400,
        "Please enter a valid email address",
      ],
      [
        { ...valid, email: ["a@b.co", "c@d.co"] },
        400,
        "Please enter a valid email address",
      ],
      [{ ...valid, email: null }, 400, "Please enter a valid email address"],
      [
        { ...valid, firstName: "x".repeat(101) },
        400,
        "Please use at most 100 characters",
      ],
      [
        { ...valid, email: "a@b.co\r\nBcc: victim@example.net" },
        400,
        "Please enter a valid email address",
      ],
    ])(
      "rejects %j with %i and stores nothing",
      async (body, status, message) => {
        const response = await post(body);
        expect(response.status).toBe(status);
        expect(response.body).toEqual({ message });
        expect(await db().select().from(emailSubscribers)).toHaveLength(0);
      },
    );

    it("answers malformed and non-object JSON with 400 and a message", async () => {
      for (const raw of ["{not json", "[1,2]", "null", '"a@b.co"']) {
        const response = await post(undefined, undefined, raw);
        expect(response.status).toBe(400);
        expect(typeof (response.body as { message: string }).message).toBe(
          "string",
        );
      }
      expect(await db().select().from(emailSubscribers)).toHaveLength(0);
    });

    it("ignores prototype-polluting keys", async () => {
      const raw = `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"email":"proto@example.com","website":""}`;
      expect((await post(undefined, undefined, raw)).status).toBe(200);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(await db().select().from(emailSubscribers)).toHaveLength(1);
    });

    it("gives a filled honeypot a silent success and stores nothing", async () => {
      expect(await post({ ...valid, website: "http://spam.example" })).toEqual({
        status: 200,
        body: { message: SUBSCRIBE_SUCCESS_MESSAGE },
      });
      expect(await db().select().from(emailSubscribers)).toHaveLength(0);
    });

    it("stores the documented body of exactly email, firstName, lastName and source", async () => {
      const { website: _omitted, ...specBody } = valid;
      expect(Object.keys(specBody)).toEqual([
        "email",
        "firstName",
        "lastName",
        "source",
      ]);
      expect(await post(specBody)).toEqual({
        status: 200,
        body: { message: SUBSCRIBE_SUCCESS_MESSAGE },
      });
      const rows = await db().select().from(emailSubscribers);
      expect(rows.map((row) => row.email)).toEqual(["ana.ruiz@example.com"]);
    });

    it("answers an invalid or missing email with 400, with or without the honeypot field", async () => {
      const { website: _omitted, ...specBody } = valid;
      for (const body of [
        { ...valid, email: "not-an-email" },
        { ...specBody, email: "not-an-email" },
        { ...valid, email: undefined },
        { ...specBody, email: undefined },
      ]) {
        expect(await post(body)).toEqual({
          status: 400,
          body: { message: "Please enter a valid email address" },
        });
      }
      expect(await db().select().from(emailSubscribers)).toHaveLength(0);
    });

    it("limits one address to 10 sign-ups a minute, answering 429 with Retry-After; other IPs are unaffected", async () => {
      const ip = `10.9.${kind.length}.${++ipCounter}`;
      for (let i = 0; i < 10; i++) {
        expect(
          (await post({ ...valid, email: `a${i}@example.com` }, ip)).status,
        ).toBe(200);
      }
      const result = await subscribe({
        request: jsonRequest(valid),
        context: context(ip),
        params: {},
      } as never);
      const init = (result as unknown as { init: ResponseInit }).init;
      expect(init.status).toBe(429);
      expect(new Headers(init.headers).get("Retry-After")).toMatch(/^\d+$/);
      expect(
        (await post({ ...valid, email: "other@example.com" })).status,
      ).toBe(200);
    });

    it("falls back to a redirect with the outcome for the no-JavaScript form", async () => {
      const form = new URLSearchParams({
        email: "form@example.com",
        website: "",
        source: "website",
        returnTo: "/about",
      });
      const request = new Request("http://localhost:3000/api/email/subscribe", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: form,
      });
      const response = (await subscribe({
        request,
        context: context(),
        params: {},
      } as never)) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(
        "/about?newsletter=ok#newsletter",
      );
      const evil = new URLSearchParams({
        email: "x",
        website: "",
        returnTo: "//evil.example/",
      });
      const bad = (await subscribe({
        request: new Request("http://localhost:3000/api/email/subscribe", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: evil,
        }),
        context: context(),
        params: {},
      } as never)) as Response;
      expect(bad.headers.get("Location")).toBe(
        "/?newsletter=invalid#newsletter",
      );
    });

    it("sends the no-JavaScript form back only to a page of this site, whatever returnTo says", async () => {
      for (const returnTo of [
        "/.//evil.example",
        "/./\\evil.example",
        "/a/..//evil.example",
        "/%2e/%2fevil.example",
        "https://evil.example/",
        "/\t/evil.example",
      ]) {
        const response = (await subscribe({
          request: new Request("http://localhost:3000/api/email/subscribe", {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({
              email: `back${++ipCounter}@example.com`,
              website: "",
              returnTo,
            }),
          }),
          context: context(),
          params: {},
        } as never)) as Response;
        const location = response.headers.get("Location")!;
        expect(location, returnTo).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, "https://site.example").host).toBe(
          "site.example",
        );
      }
    });

    it("refuses other content types with 415", async () => {
      const request = new Request("http://localhost:3000/api/email/subscribe", {
        method: "POST",
        headers: { "Content-Type": "application/xml" },
        body: "<email>a@b.co</email>",
      });
      const result = await subscribe({
        request,
        context: context(),
        params: {},
      } as never);
      expect((result as unknown as { init: ResponseInit }).init.status).toBe(
        415,
      );
    });

    it("GET /api/testimonials returns only published reviews with the spec's fields", async () => {
      await db().delete(reviews);
      await db()
        .insert(reviews)
        .values([
          {
            customerName: "Ana R.",
            rating: 5,
            reviewText: "Shown",
            serviceType: "Kitchen Remodeling",
            location: "Nyack, NY",
            projectDate: "May 2025",
          },
          {
            customerName: "Hidden H.",
            rating: 4,
            reviewText: "Not shown",
            isPublished: 0,
          },
        ]);
      const response = await testimonialsLoader();
      const body = (await response.json()) as Array<Record<string, unknown>>;
      expect(body).toHaveLength(1);
      expect(Object.keys(body[0]!).sort()).toEqual(
        [
          "customerName",
          "id",
          "location",
          "projectDate",
          "rating",
          "reviewText",
          "serviceType",
        ].sort(),
      );
      expect(body[0]).toMatchObject({ customerName: "Ana R.", rating: 5 });
    });
  },
);
