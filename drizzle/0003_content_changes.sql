CREATE TABLE "content_changes" (
	"area" text PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "note_content_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "content_changes" ("area", "changed_at") VALUES (TG_ARGV[0], now())
  ON CONFLICT ("area") DO UPDATE
    SET "changed_at" = GREATEST("content_changes"."changed_at", EXCLUDED."changed_at");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gallery_projects_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_projects" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"('gallery');
--> statement-breakpoint
CREATE TRIGGER "testimonials_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonials" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"('reviews');
--> statement-breakpoint
CREATE TRIGGER "design_inspiration_items_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "design_inspiration_items" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"('inspiration');
