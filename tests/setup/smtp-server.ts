import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";
import { freePort } from "./server-process.ts";

export interface ReceivedEmail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedEmail[];
  /** Resolves once `count` messages have arrived (or rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<ReceivedEmail[]>;
  stop(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it accepts. */
export async function startSmtpServer(port?: number): Promise<TestSmtpServer> {
  const listenPort = port ?? (await freePort());
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    // A reverse DNS lookup of 127.0.0.1 before each greeting only slows
    // every connection down.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          envelopeFrom:
            session.envelope.mailFrom === false
              ? ""
              : session.envelope.mailFrom.address,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  // A sender killed mid-message (the crash tests) resets its connection;
  // smtp-server reports that as an error event, which must not end the run.
  server.on("error", () => undefined);
  return {
    port: listenPort,
    url: `smtp://127.0.0.1:${listenPort}`,
    received,
    async waitFor(count, ms = 20_000) {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `expected ${count} emails, received ${received.length}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The loopback SMTP server of a test file (or a describe block) on `port`,
 * the one SMTP_URL names (see loopback-smtp-env.ts): started before its
 * tests, stopped after them. The handle follows the server across
 * `whileDown`, which starts a new one.
 */
export function loopbackSmtpServer(port: number) {
  let server: TestSmtpServer;
  beforeAll(async () => {
    server = await startSmtpServer(port);
  });
  afterAll(() => server.stop());
  return {
    get received() {
      return server.received;
    },
    waitFor: (count: number, ms?: number) => server.waitFor(count, ms),
    /** Forgets what has arrived so far, so a test sees only its own mail. */
    clear() {
      server.received.length = 0;
    },
    /** Runs `outage` with nothing listening on the port, then listens again. */
    async whileDown<T>(outage: () => Promise<T>): Promise<T> {
      await server.stop();
      try {
        return await outage();
      } finally {
        server = await startSmtpServer(port);
      }
    },
  };
}

/** The first message addressed (in the envelope) to `address`. */
export const mailTo = (mails: ReceivedEmail[], address: string) =>
  mails.find((mail) => mail.envelopeTo.includes(address));

export interface MimePart {
  headers: Record<string, string>;
  body: string;
  parts: MimePart[];
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "base64") {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  if (encoding?.toLowerCase() === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** Enough of MIME to read what nodemailer writes: headers, parts, encodings. */
export function parseMime(raw: string): MimePart {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const rest = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const boundary = /boundary="?([^";]+)"?/.exec(headers["content-type"] ?? "");
  if (!boundary) {
    return {
      headers,
      body: decode(rest, headers["content-transfer-encoding"]),
      parts: [],
    };
  }
  const parts = rest
    .split(`--${boundary[1]}`)
    .slice(1, -1)
    .map((chunk) => parseMime(chunk.replace(/^\r\n/, "")));
  return { headers, body: "", parts };
}

/** Every leaf part of a message, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

/** What a reader of the email sees: recipients, headers, every part decoded. */
export function readMail(email: ReceivedEmail) {
  const mime = parseMime(email.raw);
  const parts = leafParts(mime);
  return {
    to: email.envelopeTo,
    headers: mime.headers,
    parts,
    body: parts.map((part) => part.body).join("\n"),
    raw: email.raw,
  };
}

/** Messages the sink received whose subject starts so, counted per recipient. */
export function countPerRecipient(smtp: TestSmtpServer, subjectStart: string) {
  const counts = new Map<string, number>();
  for (const mail of smtp.received) {
    const read = readMail(mail);
    if (!read.headers.subject?.startsWith(subjectStart)) continue;
    for (const to of read.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

/** Waits, a minute at most, for `condition` to hold; `what` names it in the failure. */
export async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited a minute for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The first message in a server's outbox folder (the file transport, when
 * no SMTP_URL is set) that `matches`, as a mail program reads it; waits up
 * to 30 s for it to be written.
 */
export async function mailInOutbox(
  outbox: string,
  matches: (mail: ReturnType<typeof readMail>, file: string) => boolean,
  what: string,
) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      if (!file.endsWith(".eml")) continue;
      const raw = fs
        .readFileSync(path.join(outbox, file), "utf8")
        .replace(/\r?\n/g, "\r\n");
      const mail = readMail({ envelopeFrom: "", envelopeTo: [], raw });
      if (matches(mail, file)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no message ${what}`);
}
