-- A server on PGlite (the only process with the database open) keeps the
-- content version in memory and forgets it when this notification arrives,
-- which PostgreSQL sends only if the change commits.
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('content_version', '');
  RETURN NULL;
END
$$;
