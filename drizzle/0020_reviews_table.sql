-- The reviews table gets the name the code, the screens and the owner use
-- (issue 30); /api/testimonials keeps its name. Renamed with everything
-- named after it, so that a later drizzle-kit diff sees no change.
ALTER TABLE "testimonials" RENAME TO "reviews";--> statement-breakpoint
ALTER SEQUENCE "testimonials_id_seq" RENAME TO "reviews_id_seq";--> statement-breakpoint
ALTER TABLE "reviews" RENAME CONSTRAINT "testimonials_pkey" TO "reviews_pkey";--> statement-breakpoint
ALTER TABLE "reviews" RENAME CONSTRAINT "testimonials_rating_range" TO "reviews_rating_range";--> statement-breakpoint
ALTER TABLE "reviews" RENAME CONSTRAINT "testimonials_source" TO "reviews_source";--> statement-breakpoint
ALTER TABLE "reviews" RENAME CONSTRAINT "testimonials_relationship" TO "reviews_relationship";--> statement-breakpoint
ALTER TABLE "reviews" RENAME CONSTRAINT "testimonials_request_id_unique" TO "reviews_request_id_unique";--> statement-breakpoint
ALTER TABLE "reviews" RENAME CONSTRAINT "testimonials_request_id_review_requests_id_fk" TO "reviews_request_id_review_requests_id_fk";--> statement-breakpoint
ALTER TRIGGER "testimonials_changed" ON "reviews" RENAME TO "reviews_changed";--> statement-breakpoint
ALTER TRIGGER "testimonials_version" ON "reviews" RENAME TO "reviews_version";--> statement-breakpoint
UPDATE "email_outbox" SET "related_table" = 'reviews' WHERE "related_table" = 'testimonials';
