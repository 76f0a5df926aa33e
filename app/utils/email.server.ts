import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import { business } from "#app/content/business.ts";
import { emailField } from "./subscribe-schema.ts";
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
    method: "REQUEST" | "PUBLISH";
    filename: string;
    content: string;
  };
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
  return { name: business.name, address: business.email };
}

/** Where lead notifications go: LEADS_EMAIL, else business.leadsEmail. */
export function leadsRecipient() {
  return {
    name: `${business.name} leads`,
    address: getEnv().LEADS_EMAIL ?? business.leadsEmail,
  };
}

function mailbox(box: { name?: string; address: string }) {
  const address = headerAddress(box.address);
  const name = box.name ? headerText(box.name, 80) : "";
  // nodemailer quotes and encodes the name; an empty one is left out.
  return name ? { name, address } : address;
}

/** The nodemailer message for an outbox row, with every header made safe. */
export function toMailOptions(email: OutgoingEmail): SendMailOptions {
  return {
    from: mailbox(email.from),
    to: mailbox(email.to),
    replyTo: email.replyTo ? mailbox(email.replyTo) : undefined,
    subject: headerText(email.subject),
    text: email.text,
    html: email.html,
    icalEvent: email.icalEvent,
    // Transactional mail: no tracking, no list headers (see ADR 0008).
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

let transport: Transporter | undefined;
let transportUrl: string | undefined;

function getTransport(): { transporter: Transporter; toFiles: boolean } {
  const url = getEnv().SMTP_URL;
  if (url) {
    if (!transport || transportUrl !== url) {
      transport = nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as never);
      transportUrl = url;
    }
    return { transporter: transport, toFiles: false };
  }
  transport ??= nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
  });
  return { transporter: transport, toFiles: true };
}

/**
 * Sends one email: over SMTP when SMTP_URL is set, otherwise as an `.eml`
 * file in $DATA_DIR/outbox (written under a temporary name, then renamed,
 * so a reader never sees half a message). Throws on failure.
 */
export async function deliverEmail(email: OutgoingEmail, key: string) {
  const { transporter, toFiles } = getTransport();
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

/** Forgets the cached transport (tests that change SMTP_URL; shutdown). */
export function closeEmailTransport() {
  transport?.close();
  transport = undefined;
  transportUrl = undefined;
}
