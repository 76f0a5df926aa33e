import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";
import {
  readMail,
  startSmtpServer,
  type TestSmtpServer,
} from "#tests/setup/smtp-server.ts";

// Over real HTTP through the production server: double opt-in (a visit to
// the confirmation link changes nothing, the button confirms and the
// welcome email follows), and RFC 8058 one-click unsubscribe as a mail
// provider sends it: from another origin, with no cookie or an admin's, by
// GET, HEAD and POST (check S17), and never a redirect.

let smtp: TestSmtpServer;
let server: ServerProcess;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      EMAIL_DOUBLE_OPT_IN: "true",
      EMAIL_DRAIN_INTERVAL_MS: "200",
    },
  });
});
afterAll(async () => {
  await server.stop();
  await smtp.stop();
});

const subscribe = (email: string) =>
  fetch(`${server.url}/api/email/subscribe`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({
      email,
      firstName: "Dana",
      lastName: "",
      source: "learning-guide",
    }),
  });

async function mailTo(address: string, subject: RegExp) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const found = smtp.received
      .filter((mail) => mail.envelopeTo.includes(address))
      .map(readMail)
      .find((mail) => subject.test(mail.headers.subject ?? ""));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no "${subject}" email to ${address}`);
}

describe("the newsletter over HTTP", () => {
  it("confirms a double opt-in address only by the button, then welcomes it", async () => {
    const answer = await subscribe("dana@example.com");
    expect(answer.status).toBe(200);
    const confirmation = await mailTo("dana@example.com", /confirm/i);
    expect(confirmation.headers["list-unsubscribe"]).toBeUndefined();
    const link = /(http:\/\/[^\s"<>]+\/subscribe\/confirm\/[0-9a-f]{64})/.exec(
      confirmation.body,
    )![1]!;

    const visit = await fetch(link);
    expect(visit.status).toBe(200);
    expect(await visit.text()).toContain("Confirm my subscription");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(
      smtp.received.filter((mail) =>
        mail.envelopeTo.includes("dana@example.com"),
      ),
    ).toHaveLength(1);

    const confirmed = await fetch(link, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.url,
      },
      body: "",
      redirect: "manual",
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("your subscription is confirmed");
    const welcome = await mailTo("dana@example.com", /learning guide/i);
    expect(welcome.headers["list-unsubscribe-post"]).toBe(
      "List-Unsubscribe=One-Click",
    );
    expect(welcome.body).toContain("/learning-guide");

    const forged = await fetch(
      link.replace(/.$/, (c) => (c === "0" ? "1" : "0")),
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: server.url,
        },
        body: "",
      },
    );
    expect(forged.status).toBe(404);
  });

  it("unsubscribes by one click from another origin with no redirect; GET and HEAD change nothing", async () => {
    const welcome = await mailTo("dana@example.com", /learning guide/i);
    const url = /<(http[^>]+\/u\/[0-9a-f]{64})>/.exec(
      welcome.headers["list-unsubscribe"]!,
    )![1]!;
    for (const method of ["GET", "HEAD"]) {
      const look = await fetch(url, { method });
      expect(look.status).toBe(200);
    }
    const page = await (await fetch(url)).text();
    expect(page).toContain("Press the button to stop our newsletter");

    const oneClick = () =>
      fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://mail.example.net",
          "Sec-Fetch-Site": "cross-site",
        },
        body: "List-Unsubscribe=One-Click",
        redirect: "manual",
      });
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(first.headers.get("location")).toBeNull();
    expect(first.headers.get("set-cookie")).toBeNull();
    const replay = await oneClick();
    expect(replay.status).toBe(200);
    expect(await (await fetch(url)).text()).toContain("You are unsubscribed");

    const multipart = new FormData();
    multipart.set("List-Unsubscribe", "One-Click");
    const asMultipart = await fetch(url, {
      method: "POST",
      body: multipart,
      redirect: "manual",
    });
    expect(asMultipart.status).toBe(200);

    // The same address signing up again is their own choice: it counts.
    expect((await subscribe("dana@example.com")).status).toBe(200);
  });
});
