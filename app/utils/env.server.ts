import crypto from "node:crypto";
import fs from "node:fs";
import { z } from "zod";

function booleanSetting(name: string, fallback: boolean) {
  return z
    .enum(["true", "false"], { message: `${name} must be true or false` })
    .default(fallback ? "true" : "false")
    .transform((value) => value === "true");
}

// Every setting the server reads, validated once at start-up so a
// misconfigured server refuses to start instead of failing on a request.
const EnvSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  // Uploaded and generated images; defaults to $DATA_DIR/uploads.
  UPLOADS_DIR: z.string().min(1).optional(),
  // S3-compatible object storage for images, shared by several servers;
  // unset S3_BUCKET keeps them in UPLOADS_DIR. The key pair falls back to
  // the AWS SDK's own chain (AWS_* variables, instance roles) when unset.
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      message: "S3_ENDPOINT must be an http(s) URL",
    })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(
      /^(\w[\w.-]*\/)*$/,
      "S3_PREFIX must be empty or folder names ending with /, e.g. uploads/",
    )
    .default(""),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], {
      message: "S3_FORCE_PATH_STYLE must be true or false",
    })
    .default("false")
    .transform((value) => value === "true"),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\/\S+$/,
      "DATABASE_URL must be a postgres:// or postgresql:// URL",
    )
    .optional(),
  // The public origin; unset, http://localhost:$PORT, so `PORT=3100 npm
  // start` serves (and redirects to) the address it listens on.
  SITE_URL: z
    .url({ protocol: /^https?$/, message: "SITE_URL must be an http(s) URL" })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional(),
  // Where lead notifications go; defaults to business.leadsEmail.
  LEADS_EMAIL: z.email("LEADS_EMAIL must be an email address").optional(),
  // The email outbox: how often the server looks for due emails, and the
  // first retry delay after a failed send (doubling up to an hour).
  EMAIL_DRAIN_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  EMAIL_RETRY_BASE_MS: z.coerce.number().int().min(100).default(30_000),
  // How often a server looks for booking reminders that are due.
  BOOKING_REMINDER_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60_000),
  REVIEW_REQUEST_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60_000),
  // Campaign sending: messages per second and SMTP connections at once
  // (keep within what the mail provider allows), how often a server looks
  // for due work, the first retry delay after a temporary failure (doubling),
  // and how long a claimed message may take before it counts as "unknown".
  CAMPAIGN_SEND_RATE_PER_SECOND: z.coerce.number().positive().default(50),
  CAMPAIGN_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  CAMPAIGN_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(10_000),
  CAMPAIGN_RETRY_BASE_MS: z.coerce.number().int().min(100).default(60_000),
  CAMPAIGN_SEND_LEASE_SECONDS: z.coerce.number().int().min(1).default(120),
  // DKIM signing of every message (all three, or none): the domain, the
  // selector of its DNS record, and the PEM private key (or a file with it).
  DKIM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, "DKIM_DOMAIN must be a domain name")
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9._-]+$/i, "DKIM_SELECTOR must be a DNS label")
    .optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  // A welcome email to each new subscriber (with what the sign-up page
  // promised), and double opt-in: new addresses stay inactive until the
  // person confirms by the emailed link.
  EMAIL_WELCOME: booleanSetting("EMAIL_WELCOME", true),
  EMAIL_DOUBLE_OPT_IN: booleanSetting("EMAIL_DOUBLE_OPT_IN", false),
  // Which peers are proxies whose X-Forwarded-For (the visitor's address,
  // for rate limits and logs) is believed: a hop count ("1": the one proxy
  // in front), or addresses and CIDR ranges, comma-separated, with
  // Express's names loopback, linklocal and uniquelocal. Unset: none, so a
  // visitor cannot pick their own address by sending the header.
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|((loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)\s*(,\s*|$))+)$/i,
      "TRUST_PROXY must be a hop count such as 1, or addresses and CIDR ranges separated by commas (loopback, 10.0.0.0/8)",
    )
    .optional(),
  // Lead form submissions per client IP per minute; benchmarks raise it.
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  SESSION_SECRET: z
    .string()
    .min(32, "SESSION_SECRET must be at least 32 characters")
    .optional(),
  // Page requests per client IP per minute; benchmarks raise it.
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1000),
  PAGE_CACHE_MB: z.coerce.number().int().nonnegative().default(64),
  // Backups (docs/backups.md): where archives go (default $DATA_DIR/backups),
  // how often the server makes one (0 turns the schedule off) and how many
  // archives are kept.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ message: "BACKUP_INTERVAL_HOURS must be a number of hours" })
    .min(0, "BACKUP_INTERVAL_HOURS must be 0 (off) or more")
    .default(24),
  BACKUP_KEEP: z.coerce
    .number({ message: "BACKUP_KEEP must be a whole number" })
    .int("BACKUP_KEEP must be a whole number")
    .min(1, "BACKUP_KEEP must keep at least 1 archive")
    .default(7),
  // An age public key (age1..., from `age-keygen`): every archive is
  // encrypted to it; the private key stays off the server (docs/backups.md).
  BACKUP_ENCRYPT_TO: z
    .string()
    .regex(
      /^age1(pq1)?[02-9ac-hj-np-z]{50,}$/,
      "BACKUP_ENCRYPT_TO must be an age public key (age1..., as age-keygen prints it)",
    )
    .optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info"),
});

export type Env = z.infer<typeof EnvSchema> & { SITE_URL: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings mean "not set", as they do in most deployment dashboards.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== ""),
  );
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  return {
    ...result.data,
    DKIM_PRIVATE_KEY: dkimKey(result.data),
    SITE_URL: result.data.SITE_URL ?? `http://localhost:${result.data.PORT}`,
  };
}

// The three DKIM settings together or not at all, and a key that parses,
// so a typo stops the server at start-up rather than every send.
function dkimKey(settings: z.infer<typeof EnvSchema>): string | undefined {
  const { DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY_FILE } = settings;
  let key = settings.DKIM_PRIVATE_KEY;
  if (!key && DKIM_PRIVATE_KEY_FILE) {
    try {
      key = fs.readFileSync(DKIM_PRIVATE_KEY_FILE, "utf8");
    } catch {
      throw new ConfigError(
        `Invalid configuration: DKIM_PRIVATE_KEY_FILE: cannot read ${DKIM_PRIVATE_KEY_FILE}`,
      );
    }
  }
  const parts = [DKIM_DOMAIN, DKIM_SELECTOR, key];
  if (!parts.some(Boolean)) return undefined;
  if (!parts.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) must be set together",
    );
  }
  try {
    crypto.createPrivateKey(key!);
  } catch {
    throw new ConfigError(
      "Invalid configuration: DKIM_PRIVATE_KEY: not a PEM private key",
    );
  }
  return key;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}
