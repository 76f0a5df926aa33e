CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"message" jsonb NOT NULL,
	"related_table" text,
	"related_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "kind" text DEFAULT 'blog' NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "neighborhoods" text[];--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "housing_stock" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "permit_office" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "drive_minutes" integer;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "local_note" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "distance_miles" integer;--> statement-breakpoint
ALTER TABLE "counties" ADD COLUMN "tier" text DEFAULT 'extended' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "in_service_area" integer;--> statement-breakpoint
ALTER TABLE "location_service_pages" ADD COLUMN "is_hand_edited" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("sent_at","next_attempt_at");