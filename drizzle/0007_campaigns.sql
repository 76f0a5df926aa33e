CREATE TABLE "campaign_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"send_id" integer NOT NULL,
	"kind" text NOT NULL,
	"link_index" integer,
	"machine" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_events_kind_check" CHECK ("campaign_events"."kind" in ('open', 'click'))
);
--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD COLUMN "token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "unsubscribed_campaign_id" integer;--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD COLUMN "token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_send_id_campaign_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."campaign_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_events_send_idx" ON "campaign_events" USING btree ("send_id");--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD CONSTRAINT "email_subscribers_unsubscribed_campaign_id_email_campaigns_id_fk" FOREIGN KEY ("unsubscribed_campaign_id") REFERENCES "public"."email_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_sends_due_idx" ON "campaign_sends" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD CONSTRAINT "campaign_sends_token_unique" UNIQUE("token");--> statement-breakpoint
ALTER TABLE "email_subscribers" ADD CONSTRAINT "email_subscribers_token_unique" UNIQUE("token");--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD CONSTRAINT "campaign_sends_status_check" CHECK ("campaign_sends"."status" in ('queued', 'sending', 'sent', 'failed', 'unknown', 'skipped'));--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_status_check" CHECK ("email_campaigns"."status" in ('draft', 'scheduled', 'sending', 'sent', 'cancelled'));