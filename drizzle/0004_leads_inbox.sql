CREATE TABLE "lead_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_changes_kind_check" CHECK ("lead_changes"."lead_kind" in ('contact', 'loan')),
	CONSTRAINT "lead_changes_field_check" CHECK ("lead_changes"."field" in ('status', 'notes'))
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "notes" text;--> statement-breakpoint
CREATE INDEX "lead_changes_lead_idx" ON "lead_changes" USING btree ("lead_kind","lead_id");