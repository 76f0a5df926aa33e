CREATE TABLE "business_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"field" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_details" (
	"id" integer PRIMARY KEY NOT NULL,
	"facts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_details_one_row" CHECK ("business_details"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "business_changes_changed_at_idx" ON "business_changes" USING btree ("changed_at");--> statement-breakpoint
-- Public content (app/db/public-content.ts): both statement triggers.
CREATE TRIGGER "business_details_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "business_details" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "business_details_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "business_details" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"('business');
