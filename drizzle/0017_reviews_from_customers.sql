CREATE TABLE "review_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_name" text NOT NULL,
	"email" text NOT NULL,
	"service_type" text,
	"location" text,
	"lead_table" text,
	"lead_id" integer,
	"nonce" text NOT NULL,
	"token_digest" text NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_token_digest_unique" UNIQUE("token_digest"),
	CONSTRAINT "review_requests_lead" UNIQUE("lead_table","lead_id")
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"request_delay_days" integer DEFAULT 3 NOT NULL,
	CONSTRAINT "review_settings_one_row" CHECK ("review_settings"."id" = 1),
	CONSTRAINT "review_settings_delay" CHECK ("review_settings"."request_delay_days" BETWEEN 0 AND 30)
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "source" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "declined_reason" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "relationship" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "request_id" integer;--> statement-breakpoint
CREATE INDEX "review_requests_email_idx" ON "review_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "review_requests_send_after_idx" ON "review_requests" USING btree ("send_after");--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_request_id_review_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."review_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_request_id_unique" UNIQUE("request_id");--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_source" CHECK ("testimonials"."source" IN ('owner', 'customer'));--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_relationship" CHECK ("testimonials"."relationship" IS NULL OR "testimonials"."relationship" IN ('family', 'staff'));