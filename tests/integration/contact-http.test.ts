import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "#app/db/client.server.ts";
import { contactRequests } from "#app/db/schema.ts";
import { contactMessages } from "#app/leads/contact-schema.ts";
import { addDays } from "#app/utils/showroom-hours.ts";
import {
  asHtml,
  nextMonday,
  TEST_SECRET,
  validContact,
} from "#tests/setup/contact-client.ts";
import { rawPost } from "#tests/setup/raw-http.ts";
import {
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";
import path from "node:path";

// S10, S11 and R5 for POST /contact over real HTTP: every bad input gets a
// 4xx with a human message, and only the accepted requests are stored.
let server: ServerProcess;
let address = 0;
const nextAddress = () => `127.0.4.${++address}`;
const form = (fields: Record<string, string>) =>
  new URLSearchParams(fields).toString();

beforeAll(async () => {
  server = await startServer({
    env: {
      SESSION_SECRET: TEST_SECRET,
      LEAD_RATE_LIMIT_PER_MINUTE: "10",
      EMAIL_DRAIN_INTERVAL_MS: "60000",
      // Every log line is captured for the S20 sentinel check.
      LOG_LEVEL: "info",
    },
  });
});
afterAll(async () => {
  await server.stop();
});

const post = (
  body: string | Buffer,
  contentType?: string | null,
  headers?: Record<string, string>,
) =>
  rawPost(`${server.url}/contact`, body, {
    contentType,
    headers,
    localAddress: nextAddress(),
  });

const badInputs: Array<{
  label: string;
  body: string | Buffer;
  type?: string | null;
  status: number;
  message: string;
}> = [
  {
    label: "missing every field",
    body: form({ formToken: validContact().formToken, website: "" }),
    status: 400,
    message: contactMessages.name,
  },
  {
    label: "wrong JSON types",
    body: JSON.stringify({
      ...validContact(),
      name: 42,
      email: ["a@b.co"],
      phone: { n: 1 },
      requestType: true,
    }),
    type: "application/json",
    status: 400,
    message: contactMessages.requestType,
  },
  {
    label: "a repeated field",
    body: `${form(validContact())}&name=Eve`,
    status: 400,
    message: contactMessages.name,
  },
  {
    label: "CR/LF in the name",
    body: form(validContact({ name: "Ann\r\nBcc: victim@example.net" })),
    status: 400,
    message: "Please remove line breaks and control characters",
  },
  {
    label: "CR/LF in the email",
    body: form(validContact({ email: "a@b.co\r\nBcc: victim@example.net" })),
    status: 400,
    message: "Please enter a valid email address",
  },
  {
    label: "a 60 KB message",
    body: form(validContact({ message: "x".repeat(60_000) })),
    status: 400,
    message: contactMessages.message,
  },
  {
    label: "a 100 KB name",
    body: form(validContact({ name: "x".repeat(100_000) })),
    status: 413,
    message: "That request is too large.",
  },
  {
    label: "a 2 MB body",
    body: Buffer.alloc(2 * 1024 * 1024, "a"),
    status: 413,
    message: "That request is too large.",
  },
  {
    label: "plain text",
    body: "name=Ann",
    type: "text/plain",
    status: 415,
    message: "Send the form as JSON or as a standard form submission.",
  },
  {
    label: "XML",
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    type: "application/xml",
    status: 415,
    message: "Send the form as JSON or as a standard form submission.",
  },
  {
    label: "no content type",
    body: form(validContact()),
    type: null,
    status: 415,
    message: "Send the form as JSON or as a standard form submission.",
  },
  {
    label: "malformed JSON",
    body: '{"name": "Ann",',
    type: "application/json",
    status: 400,
    message: "The request body is not valid JSON.",
  },
  {
    label: "a JSON array",
    body: "[1,2]",
    type: "application/json",
    status: 400,
    message: "The request body must be a JSON object.",
  },
  {
    label: "__proto__ keys and nothing else",
    body: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"website":"","formToken":"${validContact().formToken}"}`,
    type: "application/json",
    status: 400,
    message: contactMessages.name,
  },
  {
    label: "a service outside the list",
    body: form(validContact({ service: "../../etc/passwd" })),
    status: 400,
    message: contactMessages.service,
  },
  {
    label: "an impossible date",
    body: form(validContact({ preferredDate: "2026-02-30" })),
    status: 400,
    message: "Please enter a real date, like 2026-12-01",
  },
  {
    label: "a Sunday at a fixed time",
    body: form(
      validContact({
        preferredDate: addDays(nextMonday(), -1),
        preferredTime: "10:00",
      }),
    ),
    status: 400,
    message:
      "On Sundays we open by appointment: please choose \u201cSunday by appointment\u201d and we will call to confirm a time",
  },
  {
    label: "a phone number with letters",
    body: form(validContact({ phone: "1-800-FLOWERS" })),
    status: 400,
    message:
      "Please enter a US phone number with area code, like (845) 555-0142",
  },
  {
    label: "an unknown ZIP code",
    body: form(validContact({ townOrZip: "99999-9999" })),
    status: 400,
    message:
      "We could not find ZIP code 99999: please check it, or enter your town instead",
  },
];

describe("POST /contact over HTTP", () => {
  let accepted = 0;

  it.each(badInputs)("$label -> $status", async (input) => {
    const response = await post(input.body, input.type);
    expect(response.status).toBe(input.status);
    expect(response.body).toContain(
      input.status === 413 ? input.message : asHtml(input.message),
    );
  });

  it("keeps HTML in the message as text, never as markup", async () => {
    const attack =
      "</textarea><script>alert(1)</script><img src=x onerror=alert(1)>";
    const rejected = await post(
      form(validContact({ name: "", message: attack })),
    );
    expect(rejected.status).toBe(400);
    expect(rejected.body).not.toContain("<script>alert(1)");
    expect(rejected.body).not.toContain("<img src=x");
    expect(rejected.body).toContain(asHtml(attack));
    // The same text is a fine message: stored as typed.
    const stored = await post(
      form(validContact({ email: "html@example.com", message: attack })),
    );
    expect(stored.status).toBe(303);
    accepted++;
  });

  it("accepts unicode, JSON with __proto__ keys and extra fields, ignoring the extras", async () => {
    const unicode = await post(
      form(
        validContact({
          name: "Zoë 李 😀 \u05e9\u05dc\u05d5\u05dd",
          email: "zoe@example.com",
        }),
      ),
    );
    expect(unicode.status).toBe(303);
    accepted++;
    const polluted = await post(
      `{"__proto__":{"isAdmin":true},"status":"approved","id":1,"createdAt":"1970-01-01",${JSON.stringify(
        validContact({ email: "proto@example.com" }),
      ).slice(1)}`,
      "application/json",
    );
    expect(polluted.status).toBe(303);
    accepted++;
    const formPolluted = await post(
      `__proto__[isAdmin]=true&constructor[prototype][isAdmin]=1&status=approved&${form(
        validContact({ email: "proto2@example.com" }),
      )}`,
    );
    expect(formPolluted.status).toBe(303);
    accepted++;
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("refuses cross-site posts and other methods", async () => {
    const crossSite = await post(
      form(validContact({ email: "x@example.com" })),
      undefined,
      {
        Origin: "https://evil.example",
      },
    );
    expect(crossSite.status).toBe(403);
    for (const method of ["PUT", "DELETE", "PATCH", "TRACE"]) {
      const response = await rawPost(`${server.url}/contact`, "", { method });
      expect(response.status).toBe(405);
    }
    const get = await fetch(`${server.url}/contact?name=Ann&email=a@b.co`);
    expect(get.status).toBe(200);
  });

  it("answers 429 with RateLimit headers after 10 posts a minute from one address", async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 11; i++) {
      last = await rawPost(
        `${server.url}/contact`,
        form({ website: "", formToken: "x" }),
        {
          localAddress: "127.0.5.1",
        },
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    expect(last!.headers["retry-after"]).toMatch(/^\d+$/);
    expect(last!.headers["ratelimit-limit"]).toBe("10");
    expect(last!.body).toContain("Too many requests from your connection");
    const other = await rawPost(
      `${server.url}/contact`,
      form({ website: "", formToken: "x" }),
      {
        localAddress: "127.0.5.2",
      },
    );
    expect(other.status).toBe(400);
  });

  it("never writes what a visitor typed into the logs (S20)", async () => {
    const sentinels = {
      name: "SENTINEL-NAME-71",
      email: "sentinel-72@example.com",
      phone: "(845) 555-0172",
      message:
        "SENTINEL-MESSAGE-73\r\n2026-01-01T00:00:00Z INFO admin login ok",
      townOrZip: "Sentinelville",
    };
    const stored = await post(form(validContact(sentinels)));
    expect(stored.status).toBe(303);
    accepted++;
    const rejected = await post(
      form(validContact({ ...sentinels, email: "SENTINEL-74" })),
    );
    expect(rejected.status).toBe(400);
    const bot = await post(
      form(validContact({ ...sentinels, website: "SENTINEL-75" })),
    );
    expect(bot.status).toBe(303);
    // The log line may reach the pipe just after the answer.
    await expect
      .poll(() => server.output())
      .toContain("spam trap: honeypot filled");
    const log = server.output();
    for (const needle of [
      "SENTINEL",
      "sentinel",
      "555-0172",
      "5550172",
      "Sentinelville",
    ]) {
      expect(log).not.toContain(needle);
    }
    // Every line is one JSON object: input cannot forge a log line.
    for (const line of log.trim().split("\n")) {
      expect(() => JSON.parse(line)).not.toThrow();
    }
  });

  it("stores exactly the accepted requests", async () => {
    await server.stop();
    const connection = await openPglite(path.join(server.dataDir, "pglite"));
    try {
      const rows = await connection.db.select().from(contactRequests);
      expect(rows).toHaveLength(accepted);
      expect(rows.every((row) => row.status === "new")).toBe(true);
      expect(rows.find((r) => r.email === "html@example.com")?.message).toBe(
        "</textarea><script>alert(1)</script><img src=x onerror=alert(1)>",
      );
      expect(rows.find((r) => r.email === "zoe@example.com")?.name).toBe(
        "Zoë 李 😀 \u05e9\u05dc\u05d5\u05dd",
      );
      const [{ n }] = (await connection.db
        .select({ n: count() })
        .from(contactRequests)) as [{ n: number }];
      expect(n).toBe(accepted);
    } finally {
      await connection.close();
    }
  });
});
