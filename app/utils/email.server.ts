import fs from "node:fs/promises";
import path from "node:path";
import type * as NodemailerModule from "nodemailer";
import type { SendMailOptions, Transporter } from "nodemailer";
import { business } from "#app/business/current.ts";
import { emailField } from "./email-address.ts";
import { getEnv } from "./env.server.ts";
import { getPaths } from "./paths.server.ts";
import { z } from "./zod.ts";

// What the outbox stores and the transport sends: plain JSON, so a row can be
// retried after a restart exactly as it was composed.
export interface OutgoingEmail {
  from: { name: string; address: string };
  to: { name?: string; address: string };
  replyTo?: { name?: string; address: string };
  subject: string;
  text: string;
  html: string;
  icalEvent?: {
    method: "REQUEST" | "PUBLISH" | "CANCEL";
    filename: string;
    content: string;
  };
  /** Mail to a list (campaigns, the welcome email): RFC 2369/8058 headers. */
  list?: {
    /** The https (http in development) one-click unsubscribe URL. */
    unsubscribeUrl: string;
    /** Where an unsubscribe by email goes (the business's address). */
    unsubscribeMailto: string;
    /** List-Id, such as `Newsletter <newsletter.example.com>`. */
    id: string;
  };
  /** A Message-ID fixed by the sender, so a resend is recognisable. */
  messageId?: string;
}

const MAX_HEADER_TEXT = 150;

/**
 * Text that ends up in a header (a display name, the subject): every control
 * character, CR/LF and line or paragraph separator becomes a space, so input
 * can never start a new header line; then it is trimmed and capped.
 */
export function headerText(value: string, max = MAX_HEADER_TEXT): string {
  const flat = value
    .replace(/[\p{Cc}\u2028\u2029\u0085]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A single address that passes the site's email rule, or an error. */
export function headerAddress(value: string): string {
  const parsed = z.safeParse(emailField, value);
  if (!parsed.success || /[\s,;<>"]/.test(parsed.data)) {
    throw new Error("Refusing to put an invalid address in an email header");
  }
  return parsed.data;
}

/** The site's own sender: the business name at the public address. */
export function siteSender() {
  return { name: business().name, address: business().email };
}

/** Where lead notifications go: LEADS_EMAIL, else business().leadsEmail. */
export function leadsRecipient() {
  return {
    name: `${business().name} leads`,
    address: getEnv().LEADS_EMAIL ?? business().leadsEmail,
  };
}

function mailbox(box: { name?: string; address: string }) {
  const address = headerAddress(box.address);
  const name = box.name ? headerText(box.name, 80) : "";
  // nodemailer quotes and encodes the name; an empty one is left out.
  return name ? { name, address } : address;
}

const HEADER_URL = /^(https?|mailto):[^\s<>,"]+$/;
const MESSAGE_ID = /^<[\w.+-]+@[\w.-]+>$/;

function headerUrl(value: string): string {
  if (!HEADER_URL.test(value)) {
    throw new Error("Refusing to put an invalid URL in an email header");
  }
  return value;
}

// Prepared (written as given, never folded or encoded) so each stays on one
// line as RFC 8058 checkers read it; every part was checked above.
function listHeaders(list: NonNullable<OutgoingEmail["list"]>) {
  return {
    "List-Unsubscribe": {
      prepared: true,
      value: `<${headerUrl(list.unsubscribeUrl)}>, <${headerUrl(list.unsubscribeMailto)}>`,
    },
    "List-Unsubscribe-Post": {
      prepared: true,
      value: "List-Unsubscribe=One-Click",
    },
    "List-Id": headerText(list.id),
  };
}

/** The nodemailer message for an outbox row, with every header made safe. */
export function toMailOptions(email: OutgoingEmail): SendMailOptions {
  if (email.messageId && !MESSAGE_ID.test(email.messageId)) {
    throw new Error("Refusing an invalid Message-ID");
  }
  return {
    from: mailbox(email.from),
    to: mailbox(email.to),
    replyTo: email.replyTo ? mailbox(email.replyTo) : undefined,
    subject: headerText(email.subject),
    text: email.text,
    html: email.html,
    icalEvent: email.icalEvent,
    messageId: email.messageId,
    // Transactional mail carries no tracking and no list headers (ADR
    // 0008); mail to the list carries the unsubscribe headers.
    headers: email.list
      ? listHeaders(email.list)
      : { "Auto-Submitted": "auto-generated" },
  };
}

// Signs List-Unsubscribe and List-Unsubscribe-Post too, as the mailbox
// providers require for one-click unsubscribe.
function dkimOptions() {
  const env = getEnv();
  if (!env.DKIM_DOMAIN || !env.DKIM_SELECTOR || !env.DKIM_PRIVATE_KEY) {
    return undefined;
  }
  return {
    domainName: env.DKIM_DOMAIN,
    keySelector: env.DKIM_SELECTOR,
    privateKey: env.DKIM_PRIVATE_KEY,
    headerFieldNames:
      "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:List-Id:List-Unsubscribe:List-Unsubscribe-Post",
  };
}

export type TransportKind = "notifications" | "campaigns";

interface CachedTransport {
  transporter: Transporter;
  toFiles: boolean;
  url: string | undefined;
}

const transports = new Map<TransportKind, CachedTransport>();

// Loaded with the first message, not by every server start (about 50 ms of
// a start's CPU; bench/RESULTS.md, "Server packages loaded on first use").
type Nodemailer = typeof NodemailerModule;
let nodemailerModule: Promise<Nodemailer> | undefined;
const loadNodemailer = () =>
  (nodemailerModule ??= import("nodemailer").then(
    (module) => module.default as unknown as Nodemailer,
  ));

// Notifications use one connection per message; campaigns a pool of
// CAMPAIGN_SEND_CONCURRENCY connections, each reused for many messages,
// with a longer socket time-out so a slow server is waited for (a message
// cut off mid-send would have to count as "unknown").
function createTransport(
  nodemailer: Nodemailer,
  kind: TransportKind,
  url: string | undefined,
) {
  const dkim = dkimOptions();
  if (!url) {
    return nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      dkim,
    });
  }
  const campaigns = kind === "campaigns";
  // One options object with the URL in it: a second argument to
  // createTransport would be message defaults, not transport options.
  return nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: campaigns ? 60_000 : 20_000,
    dkim,
    ...(campaigns
      ? {
          pool: true,
          maxConnections: getEnv().CAMPAIGN_SEND_CONCURRENCY,
          maxMessages: 1000,
        }
      : {}),
  });
}

// Synchronous once nodemailer is loaded: two messages sent at the same
// moment share one transport (the campaigns' pool) instead of making two.
function getTransport(
  nodemailer: Nodemailer,
  kind: TransportKind,
): CachedTransport {
  const url = getEnv().SMTP_URL;
  let cached = transports.get(kind);
  if (!cached || cached.url !== url) {
    cached?.transporter.close();
    cached = {
      transporter: createTransport(nodemailer, kind, url),
      toFiles: !url,
      url,
    };
    transports.set(kind, cached);
  }
  return cached;
}

/**
 * Sends one email: over SMTP when SMTP_URL is set, otherwise as an `.eml`
 * file in $DATA_DIR/outbox (written under a temporary name, then renamed,
 * so a reader never sees half a message). Throws on failure.
 */
export async function deliverEmail(
  email: OutgoingEmail,
  key: string,
  kind: TransportKind = "notifications",
) {
  const { transporter, toFiles } = getTransport(await loadNodemailer(), kind);
  const info = (await transporter.sendMail(toMailOptions(email))) as {
    message?: Buffer;
    messageId?: string;
  };
  if (!toFiles) return;
  const dir = getPaths().outboxDir;
  await fs.mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${key.replace(/[^\w-]/g, "")}.eml`;
  const temporary = path.join(dir, `.${name}.tmp`);
  await fs.writeFile(temporary, info.message ?? Buffer.alloc(0));
  await fs.rename(temporary, path.join(dir, name));
}

/** Forgets a cached transport (tests that change SMTP_URL; shutdown). */
export function closeEmailTransport(kind: TransportKind = "notifications") {
  transports.get(kind)?.transporter.close();
  transports.delete(kind);
}
