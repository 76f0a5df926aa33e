ALTER TABLE "bookings" ADD COLUMN "told_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminded_hours_before" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lead_id" integer;--> statement-breakpoint
CREATE INDEX "bookings_starts_at_idx" ON "bookings" USING btree ("starts_at");