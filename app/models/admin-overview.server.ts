import { count, desc, eq, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import {
  contactRequests,
  designInspirationItems,
  emailCampaigns,
  emailSubscribers,
  galleryProjects,
  loanApplications,
  testimonials,
} from "#app/db/schema.ts";

export async function getAdminCounts() {
  const db = getDb();
  const [[gallery], [reviews], [ideas], [subscribers], [leads], [loans]] =
    await Promise.all([
      db.select({ n: count() }).from(galleryProjects),
      db.select({ n: count() }).from(testimonials),
      db.select({ n: count() }).from(designInspirationItems),
      db
        .select({ n: count() })
        .from(emailSubscribers)
        .where(eq(emailSubscribers.isActive, 1)),
      db.select({ n: count() }).from(contactRequests),
      db.select({ n: count() }).from(loanApplications),
    ]);
  return {
    galleryProjects: gallery?.n ?? 0,
    testimonials: reviews?.n ?? 0,
    designIdeas: ideas?.n ?? 0,
    activeSubscribers: subscribers?.n ?? 0,
    contactRequests: leads?.n ?? 0,
    loanApplications: loans?.n ?? 0,
  };
}

export async function getEmailMarketingOverview() {
  const db = getDb();
  const [subscriberRows, campaigns] = await Promise.all([
    db
      .select({
        active:
          sql<number>`count(*) filter (where ${emailSubscribers.isActive} = 1)`.mapWith(
            Number,
          ),
        unsubscribed:
          sql<number>`count(*) filter (where ${emailSubscribers.isActive} = 0)`.mapWith(
            Number,
          ),
      })
      .from(emailSubscribers),
    db
      .select({
        id: emailCampaigns.id,
        name: emailCampaigns.name,
        subject: emailCampaigns.subject,
        status: emailCampaigns.status,
        recipientCount: emailCampaigns.recipientCount,
        openCount: emailCampaigns.openCount,
        clickCount: emailCampaigns.clickCount,
      })
      .from(emailCampaigns)
      .orderBy(desc(emailCampaigns.createdAt))
      .limit(50),
  ]);
  return {
    subscribers: subscriberRows[0] ?? { active: 0, unsubscribed: 0 },
    campaigns,
  };
}
