import { count, eq, like } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailSubscribers } from "#app/db/schema.ts";
import {
  importSubscribers,
  subscribersPerWeek,
} from "#app/models/subscribers-admin.server.ts";
import * as listRoute from "#app/routes/admin/email-marketing.tsx";
import * as newRoute from "#app/routes/admin/subscriber-new.tsx";
import * as exportRoute from "#app/routes/admin/subscribers-export.ts";
import * as importRoute from "#app/routes/admin/subscribers-import.tsx";
import { signedInOwner } from "#tests/setup/owner-session.ts";
import { call, formPost, type Handler, SITE } from "#tests/setup/route-call.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

// The owner's subscriber list: find people, add one by hand, stop their
// mail or delete them on request, take the list to a spreadsheet, and
// import a file without ever putting back someone who unsubscribed.

type ListData = Awaited<ReturnType<typeof listRoute.loader>>;
interface Preview {
  step: "preview";
  file: string;
  fileName: string;
  rows: string[][];
  rowCount: number;
  chosen: {
    header: boolean;
    email: string;
    firstName: string;
    lastName: string;
    source: string;
  };
}

const GONE_AT = new Date("2026-06-01T16:00:00Z");

function upload(
  name: string,
  content: BlobPart,
  cookie: string | undefined,
  type = "text/csv",
) {
  const form = new FormData();
  form.set("csv", new File([content], name, { type }));
  return new Request(`${SITE}/admin/email-marketing/import`, {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : {},
    body: form,
  });
}

function importPost(fields: Record<string, string>, cookie: string) {
  const form = new FormData();
  form.set("intent", "import");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return new Request(`${SITE}/admin/email-marketing/import`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
}

describe.each(databaseKinds)("the subscriber list on %s", (kind) => {
  let database: TestDatabase;
  let cookie: string;
  const db = () => database.connection.db;

  const list = async (query = "") =>
    (
      await call(
        listRoute.loader as Handler,
        new Request(`${SITE}/admin/email-marketing${query}`, {
          headers: { Cookie: cookie },
        }),
      )
    ).body as ListData;
  const emails = async (query: string) =>
    (await list(query)).subscribers.map((row) => row.email);
  const row = async (email: string) =>
    (
      await db()
        .select()
        .from(emailSubscribers)
        .where(eq(emailSubscribers.email, email))
    )[0];
  const total = async () =>
    (await db().select({ n: count() }).from(emailSubscribers))[0]!.n;
  const idOf = async (email: string) => (await row(email))!.id;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    ({ cookie } = await signedInOwner());
    // 60 website sign-ups, one a day from January 2026, then the people
    // the tests look for.
    await db()
      .insert(emailSubscribers)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          email: `reader${String(i + 1).padStart(2, "0")}@example.com`,
          createdAt: new Date(Date.UTC(2026, 0, i + 1, 15)),
        })),
      );
    await db()
      .insert(emailSubscribers)
      .values([
        {
          email: "ana.ruiz@example.com",
          firstName: "Ana",
          lastName: "Ruiz",
          source: "home-show",
          createdAt: new Date("2026-04-01T15:00:00Z"),
        },
        {
          email: "gone@example.com",
          source: "home-show",
          isActive: 0,
          unsubscribedAt: GONE_AT,
          createdAt: new Date("2026-04-02T15:00:00Z"),
        },
        {
          email: "nameless@example.com",
          createdAt: new Date("2026-04-03T15:00:00Z"),
        },
      ]);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("sends anyone without a session to sign in, and changes nothing", async () => {
    const before = await total();
    const id = String(await idOf("reader01@example.com"));
    const csv = "email\nsneaky@example.com\n";
    const attempts: [string, Handler, Request][] = [
      [
        "list",
        listRoute.loader as Handler,
        new Request(`${SITE}/admin/email-marketing`),
      ],
      [
        "unsubscribe",
        listRoute.action as Handler,
        formPost("/admin/email-marketing", { intent: "unsubscribe", id }),
      ],
      [
        "delete",
        listRoute.action as Handler,
        formPost("/admin/email-marketing", { intent: "delete", id }),
      ],
      [
        "add form",
        newRoute.loader as Handler,
        new Request(`${SITE}/admin/email-marketing/subscribers/new`),
      ],
      [
        "add",
        newRoute.action as Handler,
        formPost("/admin/email-marketing/subscribers/new", {
          email: "sneaky@example.com",
        }),
      ],
      [
        "export",
        exportRoute.loader as Handler,
        new Request(`${SITE}/admin/email-marketing/subscribers.csv`),
      ],
      [
        "import form",
        importRoute.loader as Handler,
        new Request(`${SITE}/admin/email-marketing/import`),
      ],
      [
        "import upload",
        importRoute.action as Handler,
        upload("list.csv", csv, undefined),
      ],
    ];
    for (const [what, handler, request] of attempts) {
      const answer = await call(handler, request);
      expect(answer.status, what).toBe(302);
      expect(answer.location, what).toMatch(/^\/login\?redirectTo=/);
      expect(answer.body, what).toBeFalsy();
    }
    expect(await total()).toBe(before);
    expect((await row("reader01@example.com"))!.isActive).toBe(1);
    expect(await row("sneaky@example.com")).toBeUndefined();
  });

  it("shows the counts and pages through everyone, 50 at a time, newest first", async () => {
    const first = await list();
    expect(first.counts).toEqual({
      active: 62,
      unsubscribed: 1,
      unconfirmed: 0,
    });
    expect(first.total).toBe(63);
    expect(first.pageCount).toBe(2);
    expect(first.subscribers).toHaveLength(50);
    expect(first.subscribers[0]!.email).toBe("nameless@example.com");
    const second = await list("?page=2");
    expect(second.subscribers).toHaveLength(13);
    expect(second.subscribers.at(-1)!.email).toBe("reader01@example.com");
    expect(first.sources).toEqual(["home-show", "website"]);
    expect(first.weeks).toHaveLength(12);
  });

  it("finds people by email or name, and filters by status and source", async () => {
    expect(await emails("?q=RUIZ")).toEqual(["ana.ruiz@example.com"]);
    expect(await emails("?q=ana%20ruiz")).toEqual(["ana.ruiz@example.com"]);
    expect(await emails("?q=reader0")).toHaveLength(9);
    // A search's % and _ are the characters themselves, not wildcards.
    expect(await emails("?q=%25")).toEqual([]);
    expect(await emails("?status=unsubscribed")).toEqual(["gone@example.com"]);
    expect(await emails("?source=home-show")).toEqual([
      "gone@example.com",
      "ana.ruiz@example.com",
    ]);
    expect(await emails("?source=home-show&status=active")).toEqual([
      "ana.ruiz@example.com",
    ]);
    const odd = await list("?status=bounced&source=Not%20A%20Source");
    expect(odd.filter).toEqual({ q: "", status: "", source: "" });
    expect(odd.problems).toHaveLength(2);
    expect(odd.total).toBe(63);
  });

  it("adds an address typed in, and leaves one already on the list as it is", async () => {
    const added = await call(
      newRoute.action as Handler,
      formPost(
        "/admin/email-marketing/subscribers/new",
        { email: "  Showroom.Visitor@Example.com ", firstName: "Jo" },
        cookie,
      ),
    );
    expect(added.status).toBe(303);
    expect(added.location).toBe("/admin/email-marketing");
    expect(await row("showroom.visitor@example.com")).toMatchObject({
      firstName: "Jo",
      lastName: null,
      source: "admin",
      isActive: 1,
    });

    const again = await call(
      newRoute.action as Handler,
      formPost(
        "/admin/email-marketing/subscribers/new",
        { email: "ANA.RUIZ@example.com", firstName: "Someone" },
        cookie,
      ),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      fieldErrors: { email: "That address is already subscribed." },
    });
    expect((await row("ana.ruiz@example.com"))!.firstName).toBe("Ana");

    const unsubscribed = await call(
      newRoute.action as Handler,
      formPost(
        "/admin/email-marketing/subscribers/new",
        { email: "gone@example.com", firstName: "Back" },
        cookie,
      ),
    );
    expect(unsubscribed.status).toBe(409);
    expect(unsubscribed.body).toMatchObject({
      fieldErrors: {
        email:
          "That address unsubscribed on Jun 1, 2026; it stays unsubscribed.",
      },
    });
    expect(await row("gone@example.com")).toMatchObject({
      isActive: 0,
      unsubscribedAt: GONE_AT,
      firstName: null,
    });

    const invalid = await call(
      newRoute.action as Handler,
      formPost(
        "/admin/email-marketing/subscribers/new",
        { email: "not an address" },
        cookie,
      ),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      fieldErrors: { email: "Please enter a valid email address" },
    });
  });

  it("unsubscribes one person: off the list at once, their name deleted", async () => {
    const id = await idOf("ana.ruiz@example.com");
    const answer = await call(
      listRoute.action as Handler,
      formPost(
        "/admin/email-marketing",
        { intent: "unsubscribe", id: String(id), returnTo: "?q=ruiz" },
        cookie,
      ),
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/admin/email-marketing?q=ruiz");
    const after = await row("ana.ruiz@example.com");
    expect(after).toMatchObject({
      isActive: 0,
      firstName: null,
      lastName: null,
    });
    expect(after!.unsubscribedAt).toBeInstanceOf(Date);
    expect((await row("reader02@example.com"))!.isActive).toBe(1);
  });

  it("deletes one person on request, and nobody else", async () => {
    const before = await total();
    const id = await idOf("reader03@example.com");
    const answer = await call(
      listRoute.action as Handler,
      formPost(
        "/admin/email-marketing",
        { intent: "delete", id: String(id) },
        cookie,
      ),
    );
    expect(answer.status).toBe(303);
    expect(await row("reader03@example.com")).toBeUndefined();
    expect(await total()).toBe(before - 1);
    expect(await row("reader02@example.com")).toBeDefined();
    expect(await row("reader04@example.com")).toBeDefined();

    const again = await call(
      listRoute.action as Handler,
      formPost(
        "/admin/email-marketing",
        { intent: "delete", id: String(id) },
        cookie,
      ),
    );
    expect(again.status).toBe(404);
    expect(await total()).toBe(before - 1);
  });

  it("exports the filtered list as CSV a spreadsheet shows as text, never as formulas", async () => {
    await db().insert(emailSubscribers).values({
      email: "risky@example.com",
      firstName: "=cmd()",
      lastName: "+1-2",
      source: "home-show",
    });
    const answer = (await exportRoute.loader({
      request: new Request(
        `${SITE}/admin/email-marketing/subscribers.csv?source=home-show`,
        { headers: { Cookie: cookie } },
      ),
      params: {},
      context: {},
    } as never)) as Response;
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const rows = parse((await answer.text()).replace(/^\uFEFF/, ""), {
      columns: true,
    }) as Record<string, string>[];
    expect(rows.map((one) => one.Email)).toEqual([
      "risky@example.com",
      "gone@example.com",
      "ana.ruiz@example.com",
    ]);
    expect(rows[0]).toMatchObject({
      "First name": "'=cmd()",
      "Last name": "'+1-2",
      Source: "home-show",
      Status: "Active",
      "Unsubscribed at (New York time)": "",
    });
    expect(rows[1]).toMatchObject({
      Status: "Unsubscribed",
      "Subscribed at (New York time)": "2026-04-02 11:00",
      "Unsubscribed at (New York time)": "2026-06-01 12:00",
    });
  });

  it("imports a file: new people added, the rest counted and left as they were", async () => {
    const csv = [
      "E-mail Address,First Name,Last Name",
      "new.one@example.com,New,One",
      "NEW.ONE@example.com ,Dup,Licate",
      "gone@example.com,Gone,Again",
      "nameless@example.com,Now,Named",
      "showroom.visitor@example.com,Other,Visitor",
      "not-an-address,Bad,Row",
      '"new.two@example.com","",""',
      "",
    ].join("\r\n");
    const preview = await call(
      importRoute.action as Handler,
      upload("spring show.csv", csv, cookie),
    );
    expect(preview.status).toBe(200);
    const step = preview.body as Preview;
    expect(step).toMatchObject({
      step: "preview",
      fileName: "spring show.csv",
      rowCount: 8,
      chosen: {
        header: true,
        email: "0",
        firstName: "1",
        lastName: "2",
        source: "import",
      },
    });
    expect(step.rows[1]).toEqual(["new.one@example.com", "New", "One"]);
    // Until the owner presses Import, nothing is stored.
    expect(await row("new.one@example.com")).toBeUndefined();

    const fields = {
      file: step.file,
      fileName: step.fileName,
      header: "yes",
      email: "0",
      firstName: "1",
      lastName: "2",
    };
    const wrongSource = await call(
      importRoute.action as Handler,
      importPost({ ...fields, source: "Spring Show!" }, cookie),
    );
    expect(wrongSource.status).toBe(400);
    expect(wrongSource.body).toMatchObject({
      step: "preview",
      sourceError: expect.stringMatching(/lower-case letters/),
      chosen: { source: "Spring Show!" },
    });
    expect(await row("new.one@example.com")).toBeUndefined();

    const done = await call(
      importRoute.action as Handler,
      importPost({ ...fields, source: " Spring-Show " }, cookie),
    );
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      step: "done",
      fileName: "spring show.csv",
      source: "spring-show",
      added: 2,
      alreadySubscribed: 2,
      suppressed: 1,
      invalid: 1,
      repeated: 1,
    });
    expect(await row("new.one@example.com")).toMatchObject({
      firstName: "New",
      lastName: "One",
      source: "spring-show",
      isActive: 1,
    });
    expect(await row("new.two@example.com")).toMatchObject({
      firstName: null,
      lastName: null,
    });
    // Unsubscribed: not re-subscribed, and given no name back.
    expect(await row("gone@example.com")).toMatchObject({
      isActive: 0,
      unsubscribedAt: GONE_AT,
      firstName: null,
      lastName: null,
      source: "home-show",
    });
    // Active: missing names filled in, nothing else changed.
    expect(await row("nameless@example.com")).toMatchObject({
      firstName: "Now",
      lastName: "Named",
      source: "website",
    });
    expect(await row("showroom.visitor@example.com")).toMatchObject({
      firstName: "Jo",
      lastName: "Visitor",
      source: "admin",
    });
    expect(await emails("?source=spring-show")).toEqual([
      "new.two@example.com",
      "new.one@example.com",
    ]);

    // The same file again adds no one.
    const repeat = await call(
      importRoute.action as Handler,
      importPost({ ...fields, source: "spring-show" }, cookie),
    );
    expect(repeat.body).toMatchObject({ added: 0, alreadySubscribed: 4 });
  });

  it("reads a file without a header, separated by semicolons", async () => {
    const preview = await call(
      importRoute.action as Handler,
      upload(
        "export.csv",
        "Lee;lee@example.com\nKim;kim@example.com\n",
        cookie,
      ),
    );
    expect(preview.body).toMatchObject({
      step: "preview",
      chosen: { header: false, email: "1", firstName: "", lastName: "" },
    });
    const step = preview.body as Preview;
    const done = await call(
      importRoute.action as Handler,
      importPost(
        {
          file: step.file,
          fileName: step.fileName,
          email: "1",
          firstName: "0",
          lastName: "",
          source: "import",
        },
        cookie,
      ),
    );
    expect(done.body).toMatchObject({ added: 2, invalid: 0 });
    expect((await row("kim@example.com"))!.firstName).toBe("Kim");
  });

  it("refuses a file that is not CSV, too large or unreadable, and stores nothing", async () => {
    const before = await total();
    const refusals: [string, Request, number, RegExp][] = [
      [
        "a picture",
        upload(
          "photo.png",
          new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
          cookie,
          "image/png",
        ),
        415,
        /not a CSV file/,
      ],
      [
        "a spreadsheet renamed",
        upload("list.csv", new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), cookie),
        415,
        /not a CSV file/,
      ],
      [
        "over 5 MB",
        upload(
          "big.csv",
          `email\n${"x".repeat(5 * 1024 * 1024)}@example.com\n`,
          cookie,
        ),
        413,
        /larger than 5 MB/,
      ],
      ["empty", upload("empty.csv", "", cookie), 400, /choose a CSV file/],
      [
        "an open quote",
        upload("broken.csv", 'email\n"open@example.com\n', cookie),
        400,
        /could not be read as CSV/,
      ],
      [
        "a tampered second step",
        importPost(
          { file: "bm90IGd6aXA=", email: "0", source: "import" },
          cookie,
        ),
        400,
        /choose the file again/,
      ],
      [
        "no file at all",
        formPost("/admin/email-marketing/import", { intent: "import" }, cookie),
        415,
        /file upload/,
      ],
    ];
    for (const [what, request, status, message] of refusals) {
      const answer = await call(importRoute.action as Handler, request);
      expect(answer.status, what).toBe(status);
      expect((answer.body as { error: string }).error, what).toMatch(message);
    }
    expect(await total()).toBe(before);
    expect(await row("open@example.com")).toBeUndefined();
  });

  it("stores none of an import that fails part-way", async () => {
    const before = await total();
    const people = Array.from({ length: 1_500 }, (_, i) => ({
      email: `batch${i}@example.com`,
      firstName: null,
      lastName: null,
    }));
    // NOT NULL refuses the second chunk, after the first was inserted.
    people[1_200]!.email = null as unknown as string;
    await expect(importSubscribers(people, "import")).rejects.toThrow();
    expect(await total()).toBe(before);
    expect(
      (
        await db()
          .select({ n: count() })
          .from(emailSubscribers)
          .where(like(emailSubscribers.email, "batch%"))
      )[0]!.n,
    ).toBe(0);
  });

  it("counts sign-ups and unsubscribes per New York week, Monday to Sunday", async () => {
    // Wednesday 13 March 2030: its week began on Monday the 11th at
    // midnight in New York, 04:00 UTC (daylight saving time began on the
    // 10th).
    const now = new Date("2030-03-13T15:00:00Z");
    await db()
      .insert(emailSubscribers)
      .values([
        // Sunday 23:30 in New York: the week before.
        {
          email: "w1@example.com",
          createdAt: new Date("2030-03-11T03:30:00Z"),
        },
        // Monday 00:30 in New York: this week.
        {
          email: "w2@example.com",
          createdAt: new Date("2030-03-11T04:30:00Z"),
        },
        {
          email: "w3@example.com",
          createdAt: new Date("2030-03-12T15:00:00Z"),
          isActive: 0,
          unsubscribedAt: new Date("2030-03-13T14:00:00Z"),
        },
        // Twelve weeks back is outside the chart.
        {
          email: "w4@example.com",
          createdAt: new Date("2029-12-23T15:00:00Z"),
        },
        // The first week of the chart: Monday 24 December 2029.
        {
          email: "w5@example.com",
          createdAt: new Date("2029-12-24T15:00:00Z"),
        },
      ]);
    const weeks = await subscribersPerWeek(now);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({
      week: "2029-12-24",
      joined: 1,
      unsubscribed: 0,
    });
    expect(weeks.at(-2)).toEqual({
      week: "2030-03-04",
      joined: 1,
      unsubscribed: 0,
    });
    expect(weeks.at(-1)).toEqual({
      week: "2030-03-11",
      joined: 2,
      unsubscribed: 1,
    });
    expect(
      weeks.slice(1, -2).every((week) => week.joined + week.unsubscribed === 0),
    ).toBe(true);
  });
});
