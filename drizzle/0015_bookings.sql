-- Two bookings (or holds) of one resource never overlap, buffers included:
-- the database refuses the second (app/booking/book.server.ts turns the
-- refusal into "That time was just booked"). btree_gist lets the resource's
-- equality share the GiST index with the range; PGlite loads it from its
-- contrib (app/db/client.server.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "appointment_types" (
	"kind" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_openings" (
	"date" text PRIMARY KEY NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"resource" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"taken_from" timestamp with time zone NOT NULL,
	"taken_until" timestamp with time zone NOT NULL,
	"local_date" text NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"name" text,
	"email" text,
	"phone" text,
	"address" text,
	"zip_code" text,
	"room" text,
	"budget" text,
	"timeline" text,
	"message" text,
	"idempotency_key" text NOT NULL,
	"manage_token_hash" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_manage_token_hash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "bookings_person_unless_held" CHECK ("bookings"."status" = 'held' OR ("bookings"."name" IS NOT NULL AND "bookings"."email" IS NOT NULL AND "bookings"."phone" IS NOT NULL)),
	CONSTRAINT "bookings_time_order" CHECK ("bookings"."taken_from" <= "bookings"."starts_at" AND "bookings"."starts_at" < "bookings"."ends_at" AND "bookings"."ends_at" <= "bookings"."taken_until")
);
--> statement-breakpoint
CREATE INDEX "booking_blocks_ends_at_idx" ON "booking_blocks" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "bookings_resource_taken_idx" ON "bookings" USING btree ("resource","taken_until");--> statement-breakpoint
CREATE INDEX "bookings_local_date_idx" ON "bookings" USING btree ("local_date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("resource" WITH =, tstzrange("taken_from", "taken_until", '[)') WITH &&) WHERE ("status" <> 'cancelled');
