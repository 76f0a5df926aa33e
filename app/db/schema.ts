import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

// docs/product.md, "Data" is the source of these tables. Published/active flags are
// integers (1/0) because the spec defines them that way.
const randomToken = sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;
const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  username: text("username").notNull().unique(),
  password: text("password").notNull(),
  // Set when another admin chose the password: the next sign-in must
  // replace it before any other admin screen opens (ADR 0019).
  mustChangePassword: integer("must_change_password").notNull().default(0),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    // The cookie carries a random token; only its SHA-256 is stored here.
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    customerName: text("customer_name").notNull(),
    rating: integer("rating").notNull(),
    reviewText: text("review_text").notNull(),
    serviceType: text("service_type"),
    location: text("location"),
    projectDate: text("project_date"),
    isPublished: integer("is_published").notNull().default(1),
    createdAt: createdAt(),
    // Issue 33: who wrote it ("owner" typed it in, "customer" sent it by a
    // review request's link), whether it waits for the owner's decision,
    // why it was declined (a criterion of /reviews/policy), and a
    // relationship the review must disclose (16 CFR 465.5).
    source: text("source").notNull().default("owner"),
    pending: integer("pending").notNull().default(0),
    declinedReason: text("declined_reason"),
    relationship: text("relationship"),
    /** A photo the customer sent with the review (the upload pipeline's URL). */
    photoUrl: text("photo_url"),
    requestId: integer("request_id")
      .unique()
      .references((): AnyPgColumn => reviewRequests.id, {
        onDelete: "set null",
      }),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    check("reviews_source", sql`${t.source} IN ('owner', 'customer')`),
    check(
      "reviews_relationship",
      sql`${t.relationship} IS NULL OR ${t.relationship} IN ('family', 'staff')`,
    ),
  ],
);

/**
 * A request for a review after a finished project (issue 33): one per lead
 * (the unique pair), sent after the owner's delay, reminded once. The link's
 * token is the HMAC of `nonce` (app/reviews/request-token.server.ts); only
 * its SHA-256 is stored, as for sessions.
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: serial("id").primaryKey(),
    customerName: text("customer_name").notNull(),
    email: text("email").notNull(),
    serviceType: text("service_type"),
    location: text("location"),
    leadTable: text("lead_table"),
    leadId: integer("lead_id"),
    nonce: text("nonce").notNull(),
    tokenDigest: text("token_digest").notNull().unique(),
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    optedOutAt: timestamp("opted_out_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("review_requests_lead").on(t.leadTable, t.leadId),
    index("review_requests_email_idx").on(t.email),
    index("review_requests_send_after_idx").on(t.sendAfter),
  ],
);

/** The owner's review settings: one row (issue 33). */
export const reviewSettings = pgTable(
  "review_settings",
  {
    id: integer("id").primaryKey().default(1),
    requestDelayDays: integer("request_delay_days").notNull().default(3),
  },
  (t) => [
    check("review_settings_one_row", sql`${t.id} = 1`),
    check(
      "review_settings_delay",
      sql`${t.requestDelayDays} BETWEEN 0 AND 30`,
    ),
  ],
);

export const galleryProjects = pgTable("gallery_projects", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description"),
  category: text("category").notNull(),
  location: text("location"),
  projectDate: text("project_date"),
  beforeImageUrl: text("before_image_url"),
  afterImageUrl: text("after_image_url"),
  additionalImages: text("additional_images").array(),
  featured: integer("featured").notNull().default(0),
  isPublished: integer("is_published").notNull().default(1),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const designInspirationItems = pgTable("design_inspiration_items", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description"),
  category: text("category").notNull(),
  sourceType: text("source_type").notNull(),
  sourceUrl: text("source_url"),
  embedCode: text("embed_code"),
  thumbnailUrl: text("thumbnail_url"),
  sortOrder: integer("sort_order").notNull().default(0),
  isPublished: integer("is_published").notNull().default(1),
  createdAt: createdAt(),
});

export const counties = pgTable("counties", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  state: text("state").notNull(),
  // docs/product.md, "Decisions the specification left open" gives two readings of the service area: 'core'
  // (Rockland and Bergen) and 'extended' (the other counties served).
  tier: text("tier").notNull().default("extended"),
  createdAt: createdAt(),
});

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    countyId: integer("county_id")
      .notNull()
      .references(() => counties.id),
    state: text("state").notNull(),
    // Per-place facts that make each location page specific to its town.
    // Optional: a town the owner adds later may not have them yet.
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    neighborhoods: text("neighborhoods").array(),
    housingStock: text("housing_stock"),
    permitOffice: text("permit_office"),
    driveMinutes: integer("drive_minutes"),
    localNote: text("local_note"),
    createdAt: createdAt(),
  },
  (t) => [unique("cities_county_slug_unique").on(t.countyId, t.slug)],
);

export const services = pgTable("services", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description"),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: integer("is_active").notNull().default(1),
  createdAt: createdAt(),
});

export const locationServicePages = pgTable(
  "location_service_pages",
  {
    id: serial("id").primaryKey(),
    countyId: integer("county_id")
      .notNull()
      .references(() => counties.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    title: text("title").notNull(),
    metaDescription: text("meta_description").notNull(),
    h1: text("h1").notNull(),
    content: text("content").notNull(),
    keywords: text("keywords"),
    structuredData: text("structured_data"),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    url: text("url").notNull().unique(),
    canonicalUrl: text("canonical_url"),
    isPublished: integer("is_published").notNull().default(1),
    priority: integer("priority").notNull().default(60),
    changeFreq: text("change_freq").notNull().default("monthly"),
    // 1 once the owner edits the page by hand: the generator never
    // overwrites it again.
    isHandEdited: integer("is_hand_edited").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    unique("location_service_pages_place_service_unique").on(
      t.countyId,
      t.cityId,
      t.serviceId,
    ),
  ],
);

export const loanApplications = pgTable("loan_applications", {
  id: serial("id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  zipCode: text("zip_code").notNull(),
  projectType: text("project_type").notNull(),
  projectDescription: text("project_description"),
  estimatedProjectCost: integer("estimated_project_cost"),
  requestedLoanAmount: integer("requested_loan_amount").notNull(),
  preferredTermMonths: integer("preferred_term_months").notNull(),
  annualIncome: integer("annual_income"),
  creditScore: text("credit_score"),
  status: text("status").notNull().default("pending"),
  notes: text("notes"),
  // When the applicant ticked the consent box (contact and a later credit
  // check); an application is never stored without it.
  consentedAt: timestamp("consented_at", { withTimezone: true }),
  inServiceArea: integer("in_service_area"),
  submittedAt: timestamp("submitted_at", { withTimezone: true })
    .notNull()
    .defaultNow(),
  lastUpdated: timestamp("last_updated", { withTimezone: true })
    .notNull()
    .defaultNow(),
});

export const blogPosts = pgTable("blog_posts", {
  id: serial("id").primaryKey(),
  // 'blog' or 'news': company news is a kind of post (docs/decisions).
  kind: text("kind").notNull().default("blog"),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  metaDescription: text("meta_description").notNull(),
  excerpt: text("excerpt").notNull(),
  content: text("content").notNull(),
  county: text("county").notNull(),
  state: text("state").notNull(),
  featuredImageUrl: text("featured_image_url"),
  featuredImageAlt: text("featured_image_alt"),
  keywords: text("keywords"),
  isPublished: integer("is_published").notNull().default(1),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  readingTimeMinutes: integer("reading_time_minutes").notNull().default(5),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow(),
});

// A published post's earlier addresses: when the owner changes a slug, the
// old URL answers 301 to the new one (issue 15).
export const blogPostRedirects = pgTable("blog_post_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  postId: integer("post_id")
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const emailSubscribers = pgTable("email_subscribers", {
  id: serial("id").primaryKey(),
  // Stored trimmed and lower-cased, so this constraint is case-insensitive.
  email: text("email").notNull().unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  source: text("source").notNull().default("website"),
  isActive: integer("is_active").notNull().default(1),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  // The campaign whose link was used to unsubscribe, for its figures.
  unsubscribedCampaignId: integer("unsubscribed_campaign_id").references(
    (): AnyPgColumn => emailCampaigns.id,
    { onDelete: "set null" },
  ),
  // Names the unsubscribe link of mail that is not a campaign (the welcome
  // email): 64 hex characters from two v4 UUIDs, 244 random bits.
  token: text("token").notNull().unique().default(randomToken),
  // The last confirmation link sent to an address that is not on the list
  // (never confirmed, or unsubscribed): at most one a day, so the form
  // cannot be used to flood someone's mailbox.
  confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
  createdAt: createdAt(),
});

// Addresses whose data was deleted on request (/privacy), as the SHA-256 of
// the lower-cased address, not the address: a later newsletter sign-up with
// one of them, by anyone, is only a confirmation link to that mailbox.
export const erasedAddresses = pgTable("erased_addresses", {
  emailSha256: text("email_sha256").primaryKey(),
  erasedAt: timestamp("erased_at", { withTimezone: true })
    .notNull()
    .defaultNow(),
});

export const emailCampaigns = pgTable(
  "email_campaigns",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    previewText: text("preview_text"),
    status: text("status").notNull().default("draft"),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    recipientCount: integer("recipient_count").notNull().default(0),
    openCount: integer("open_count").notNull().default(0),
    clickCount: integer("click_count").notNull().default(0),
    // The body's link targets, frozen when sending starts: a click link names
    // an index into this list, so no target ever comes from the query string.
    links: jsonb("links").$type<string[]>().notNull().default([]),
    startedAt: timestamp("started_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    check(
      "email_campaigns_status_check",
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')`,
    ),
  ],
);

export const campaignSends = pgTable(
  "campaign_sends",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => emailSubscribers.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    clickedAt: timestamp("clicked_at", { withTimezone: true }),
    // queued -> sending (claimed) -> sent | failed | unknown, or skipped
    // when the person unsubscribed before their turn. `unknown`: the
    // sender died or the connection dropped after the message was handed
    // over, so it may have arrived; it is never sent again by itself.
    status: text("status").notNull().default("sent"),
    // Names this message in its open pixel, click and unsubscribe links.
    token: text("token").notNull().unique().default(randomToken),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    unique("campaign_sends_campaign_subscriber_unique").on(
      t.campaignId,
      t.subscriberId,
    ),
    index("campaign_sends_due_idx").on(t.status, t.nextAttemptAt),
    check(
      "campaign_sends_status_check",
      sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'unknown', 'skipped')`,
    ),
  ],
);

// Each open and click of a campaign message. `machine`: an open within
// seconds of delivery or from a mail provider's image proxy, counted apart
// from people's opens.
export const campaignEvents = pgTable(
  "campaign_events",
  {
    id: serial("id").primaryKey(),
    sendId: integer("send_id")
      .notNull()
      .references(() => campaignSends.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    linkIndex: integer("link_index"),
    machine: integer("machine").notNull().default(0),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("campaign_events_send_idx").on(t.sendId),
    check("campaign_events_kind_check", sql`${t.kind} in ('open', 'click')`),
  ],
);

// docs/product.md, "Decisions the specification left open": one table for showroom visits, free estimates and
// consultations requested from /contact.
export const contactRequests = pgTable("contact_requests", {
  id: serial("id").primaryKey(),
  requestType: text("request_type").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  service: text("service"),
  townOrZip: text("town_or_zip"),
  preferredDate: text("preferred_date"),
  preferredTime: text("preferred_time"),
  contactMethod: text("contact_method"),
  message: text("message"),
  inServiceArea: integer("in_service_area"),
  distanceMiles: integer("distance_miles"),
  status: text("status").notNull().default("new"),
  // The owner's notes on the lead, as loan_applications has them.
  notes: text("notes"),
  createdAt: createdAt(),
});

// Who changed a lead's status or notes, and when: the leads inbox shows
// it on the lead's page. Rows go with their lead when a person's data is
// deleted (app/models/leads-inbox.server.ts).
export const leadChanges = pgTable(
  "lead_changes",
  {
    id: serial("id").primaryKey(),
    leadKind: text("lead_kind").notNull(),
    leadId: integer("lead_id").notNull(),
    field: text("field").notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    changedBy: text("changed_by").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index("lead_changes_lead_idx").on(t.leadKind, t.leadId),
    check("lead_changes_kind_check", sql`${t.leadKind} in ('contact', 'loan')`),
    check("lead_changes_field_check", sql`${t.field} in ('status', 'notes')`),
  ],
);

// Every notification email is a row here before any send is tried, so a
// failed or interrupted send is retried by the server and never lost.
// `message` holds the nodemailer message (from, to, subject, text, html,
// icalEvent, attachments) exactly as it will be sent.
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    message: jsonb("message").notNull(),
    relatedTable: text("related_table"),
    relatedId: integer("related_id"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // Set once a message is still undelivered three days after it was queued:
    // the drainer stops trying and the owner decides
    // (app/routes/admin/leads.tsx).
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_pending_idx").on(t.sentAt, t.nextAttemptAt)],
);

// When each kind of public content last changed, written by triggers on
// the content tables in the same transaction as the change (migration
// 0003), whoever makes it: the admin, the seed, a script. The sitemap's
// lastmod reads it (docs/decisions/0017-content-changes.md).
export const contentChanges = pgTable("content_changes", {
  area: text("area").primaryKey(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
});

// Rate-limit counters shared by every app server on one PostgreSQL
// (app/models/rate-limits.server.ts). The columns are the ones
// rate-limiter-flexible's Postgres store reads and writes: `expire` is a
// time in milliseconds since 1970, as that library counts it.
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

// The random salt that turns visitors' addresses into rate-limit keys, one
// per UTC day (app/auth/client-key.server.ts). Every server of a database
// reads the same day's salt, so they count a visitor alike; a salt is
// deleted the day after, and with it any way to tell whose key was whose.
export const clientKeySalts = pgTable("client_key_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

// Failed sign-ins, per username for devices it has not signed in on, or
// per device cookie (app/auth/sign-in.server.ts): after a few, each next
// attempt waits a growing delay. No address is kept, only the name or the
// cookie's random id.
export const signInThrottle = pgTable("sign_in_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
    .notNull()
    .defaultNow(),
});

// One row counting every change to what the public pages show (migration
// 0009's triggers bump it in the same transaction as the change, whoever
// makes it). The server's page cache keeps a rendered page only while this
// number is unchanged, on every server sharing the database.
export const contentVersion = pgTable(
  "content_version",
  {
    id: integer("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  (table) => [check("content_version_one_row", sql`${table.id} = 1`)],
);

// Every backup this database's servers made (scheduled or `npm run backup`):
// the dashboard shows the last good one and any failure since, and the
// scheduler claims a due run here so one of several servers makes it.
// Not itself backed up: it describes archives on one machine's disk.
export const backupRuns = pgTable("backup_runs", {
  id: serial("id").primaryKey(),
  trigger: text("trigger", { enum: ["schedule", "manual"] }).notNull(),
  status: text("status", { enum: ["running", "succeeded", "failed"] })
    .notNull()
    .default("running"),
  startedAt: timestamp("started_at", { withTimezone: true })
    .notNull()
    .defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  file: text("file"),
  sizeBytes: bigint("size_bytes", { mode: "number" }),
  sha256: text("sha256"),
  error: text("error"),
});

// The business's own facts as the owner keeps them in /admin/business
// (app/business/facts.ts): one row, the facts as one JSON document so a
// save is one statement and a fact added later needs no migration (missing
// keys read as the demo defaults). Public: every page shows some of it.
export const businessDetails = pgTable(
  "business_details",
  {
    id: integer("id").primaryKey(),
    facts: jsonb("facts").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [check("business_details_one_row", sql`${table.id} = 1`)],
);

// Every change to the business facts, one row per field, written in the
// same transaction as the change (the screen's history).
export const businessChanges = pgTable(
  "business_changes",
  {
    id: serial("id").primaryKey(),
    field: text("field").notNull(),
    oldValue: text("old_value").notNull(),
    newValue: text("new_value").notNull(),
    changedBy: text("changed_by").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("business_changes_changed_at_idx").on(t.changedAt)],
);

// What a visitor can book, as the owner set it in /admin/booking
// (app/booking/appointment-types.ts): one row per kind, its settings as one
// JSON document (keys added later read as the defaults).
export const appointmentTypes = pgTable("appointment_types", {
  kind: text("kind").primaryKey(),
  settings: jsonb("settings").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow(),
});

// A date the owner opens for bookings with its own hours, such as a Sunday
// the showroom is open by appointment.
export const bookingOpenings = pgTable("booking_openings", {
  date: text("date").primaryKey(),
  opens: text("opens").notNull(),
  closes: text("closes").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
});

// A time nobody can book (a trade show, a day off): one resource, or both
// when `resource` is null.
export const bookingBlocks = pgTable(
  "booking_blocks",
  {
    id: serial("id").primaryKey(),
    resource: text("resource"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    reason: text("reason").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("booking_blocks_ends_at_idx").on(t.endsAt)],
);

// Booked appointments and short holds on a slot. Two rows of one resource
// never take overlapping time (buffers included): the database refuses it
// with an exclusion constraint (migration 0015), whatever the code checked
// before. A hold has no person yet and lapses at `hold_expires_at`.
export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    resource: text("resource").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    takenFrom: timestamp("taken_from", { withTimezone: true }).notNull(),
    takenUntil: timestamp("taken_until", { withTimezone: true }).notNull(),
    /** The New York date it starts on: the daily cap counts by it. */
    localDate: text("local_date").notNull(),
    status: text("status").notNull(),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    zipCode: text("zip_code"),
    room: text("room"),
    budget: text("budget"),
    timeline: text("timeline"),
    message: text("message"),
    /** The visitor's photos of the room (stored media URLs), up to six. */
    photoUrls: jsonb("photo_urls").$type<string[]>().notNull().default([]),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    manageTokenHash: text("manage_token_hash").unique(),
    /** Raised on every change: the calendar entry's SEQUENCE. */
    sequence: integer("sequence").notNull().default(0),
    cancelReason: text("cancel_reason"),
    /** When the visitor was last sent its time (booked, moved, confirmed). */
    toldAt: timestamp("told_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last reminder sent for its current time: 24, 2 (hours before). */
    remindedHoursBefore: integer("reminded_hours_before"),
    /** The lead the owner made of it (contact_requests), once converted. */
    leadId: integer("lead_id"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index("bookings_resource_taken_idx").on(t.resource, t.takenUntil),
    index("bookings_local_date_idx").on(t.localDate),
    index("bookings_starts_at_idx").on(t.startsAt),
    check(
      "bookings_person_unless_held",
      sql`${t.status} = 'held' OR (${t.name} IS NOT NULL AND ${t.email} IS NOT NULL AND ${t.phone} IS NOT NULL)`,
    ),
    check(
      "bookings_time_order",
      sql`${t.takenFrom} <= ${t.startsAt} AND ${t.startsAt} < ${t.endsAt} AND ${t.endsAt} <= ${t.takenUntil}`,
    ),
  ],
);
