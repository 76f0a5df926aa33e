-- Every table a public page shows has both statement triggers, the content
-- version's (migration 0009) and the change note's (migration 0003), as
-- app/db/public-content.ts lists them; tests/integration/content-triggers.test.ts
-- fails when one is missing.
CREATE TRIGGER "counties_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "counties" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"('locations');
--> statement-breakpoint
CREATE TRIGGER "cities_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"('locations');
--> statement-breakpoint
CREATE TRIGGER "location_service_pages_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "location_service_pages" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"('locations');
--> statement-breakpoint
CREATE TRIGGER "services_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"('services');
--> statement-breakpoint
CREATE TRIGGER "blog_posts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"('blog');
--> statement-breakpoint
CREATE TRIGGER "blog_post_redirects_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_post_redirects" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"('blog');
