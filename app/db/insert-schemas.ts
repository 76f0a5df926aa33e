import { createInsertSchema } from "drizzle-zod";
import * as schema from "./schema.ts";

// Create payloads of docs/product.md, "Data": generated ids and timestamps omitted.
const generated = { id: true, createdAt: true } as const;

export const insertSchemas = {
  users: createInsertSchema(schema.users).omit({ id: true }),
  reviews: createInsertSchema(schema.reviews).omit(generated),
  galleryProjects: createInsertSchema(schema.galleryProjects).omit(generated),
  designInspirationItems: createInsertSchema(
    schema.designInspirationItems,
  ).omit(generated),
  counties: createInsertSchema(schema.counties).omit(generated),
  cities: createInsertSchema(schema.cities).omit(generated),
  services: createInsertSchema(schema.services).omit(generated),
  locationServicePages: createInsertSchema(schema.locationServicePages).omit({
    ...generated,
    updatedAt: true,
  }),
  loanApplications: createInsertSchema(schema.loanApplications).omit({
    id: true,
    submittedAt: true,
    lastUpdated: true,
  }),
  blogPosts: createInsertSchema(schema.blogPosts).omit({
    ...generated,
    updatedAt: true,
  }),
  emailSubscribers: createInsertSchema(schema.emailSubscribers).omit(generated),
  emailCampaigns: createInsertSchema(schema.emailCampaigns).omit({
    ...generated,
    updatedAt: true,
  }),
  campaignSends: createInsertSchema(schema.campaignSends).omit({ id: true }),
  contactRequests: createInsertSchema(schema.contactRequests).omit(generated),
};
