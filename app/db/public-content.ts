// Which tables the public pages show, in one place. The page cache keeps a
// page until the content version changes (ADR 0023), and only triggers on
// these tables change it, so a table a public page reads that is missing
// here, or here without its triggers, leaves pages stale. The checklist for
// a new table is in docs/decisions/0023-page-cache.md;
// tests/integration/content-triggers.test.ts holds the database to this file.

/**
 * Every table a public page reads, with the area its changes are noted
 * under in `content_changes` (the sitemap's lastmod). Each needs two
 * statement triggers: `bump_content_version()` and
 * `note_content_change('<area>')`.
 */
export const PUBLIC_CONTENT_TABLES = {
  gallery_projects: "gallery",
  reviews: "reviews",
  design_inspiration_items: "inspiration",
  counties: "locations",
  cities: "locations",
  location_service_pages: "locations",
  services: "services",
  blog_posts: "blog",
  blog_post_redirects: "blog",
  business_details: "business",
} as const;

export type PublicContentTable = keyof typeof PUBLIC_CONTENT_TABLES;
export type ContentArea = (typeof PUBLIC_CONTENT_TABLES)[PublicContentTable];

/**
 * Every other table, with why no shared page depends on it, so that a new
 * table has to be put on one side or the other before the tests pass.
 */
export const PRIVATE_TABLES = {
  users: "admin accounts",
  sessions: "admin sign-ins",
  sign_in_throttle: "sign-in attempts",
  contact_requests: "leads, seen only in /admin",
  loan_applications: "leads, seen only in /admin",
  lead_changes: "the leads' history, seen only in /admin",
  email_subscribers: "the mailing list, seen only in /admin",
  erased_addresses: "fingerprints of addresses deleted on request",
  email_campaigns: "campaigns, seen only in /admin and by their recipients",
  campaign_sends: "one row per recipient of a campaign",
  campaign_events: "opens and clicks",
  email_outbox: "messages waiting to be sent",
  rate_limits: "request counts",
  client_key_salts: "the rate limits' daily salts",
  backup_runs: "the backup log",
  business_changes: "the business facts' history, seen only in /admin",
  appointment_types:
    "booking settings, read live by the booking pages (never cached: their slots change with every booking)",
  booking_openings: "dates opened for bookings, read live like the slots",
  booking_blocks: "times nobody can book, read live like the slots",
  bookings: "appointments, seen by their visitor and in /admin",
  review_requests:
    "who was asked for a review, seen by the customer's link and in /admin",
  review_settings: "the delay before a review request, seen only in /admin",
  content_changes: "written by the content triggers themselves",
  content_version: "written by the content triggers themselves",
} as const;
