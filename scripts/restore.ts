// npm run restore -- <archive> [--force]: puts a backup back into an empty
// data directory (PGlite) or an empty database (DATABASE_URL), from either
// engine to either (docs/backups.md). Stop the site's servers first.
import path from "node:path";

process.env.LOG_LEVEL ??= "warn";
const { getEnv, ConfigError } = await import("#app/utils/env.server.ts");
const { getPaths, keepDataPrivate } =
  await import("#app/utils/paths.server.ts");
const { knownMigrationCount } = await import("#app/db/client.server.ts");
const { getMediaStore, s3SettingsFrom } =
  await import("#app/media/store.server.ts");
const { restoreBackup } = await import("#app/backup/restore-backup.server.ts");

const USAGE =
  "Usage: npm run restore -- <archive.tar.gz[.age]> [--force] [--identity <age key file>]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const force = args.includes("--force");
const identityAt = args.indexOf("--identity");
const identityFile = identityAt >= 0 ? args[identityAt + 1] : undefined;
if (identityAt >= 0 && (!identityFile || identityFile.startsWith("-"))) {
  fail(`--identity needs the private key's file. ${USAGE}`);
}
const files = args.filter(
  (arg, index) =>
    arg !== "--force" &&
    index !== identityAt &&
    !(identityAt >= 0 && index === identityAt + 1),
);
const unknown = files.filter((arg) => arg.startsWith("-"));
if (unknown.length > 0) fail(`Unknown option ${unknown[0]}. ${USAGE}`);
if (files.length !== 1) fail(USAGE);

let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
const paths = getPaths();
keepDataPrivate();
const archive = path.resolve(files[0]!);

try {
  const result = await restoreBackup(archive, {
    databaseUrl: env.DATABASE_URL,
    dataDir: paths.dataDir,
    pgliteDir: paths.pgliteDir,
    uploadsDir: paths.uploadsDir,
    outboxDir: paths.outboxDir,
    s3Store: s3SettingsFrom(env) ? getMediaStore() : null,
    knownMigrations: knownMigrationCount(),
    force,
    identityFile: identityFile && path.resolve(identityFile),
  });
  const into = env.DATABASE_URL
    ? `the database at ${new URL(env.DATABASE_URL).host}${new URL(env.DATABASE_URL).pathname}`
    : paths.dataDir;
  console.log(
    `Restored ${path.basename(archive)} (made ${result.manifest.createdAt} on ${result.manifest.engine === "pglite" ? "PGlite" : "PostgreSQL"}) into ${into}: ${result.rows.toLocaleString("en-US")} rows, ${result.files.toLocaleString("en-US")} files.`,
  );
  if (result.manifest.media === "s3") {
    console.log(
      "The images were in S3 storage when the backup was made; they stay there.",
    );
  }
  for (const aside of result.movedAside) {
    console.log(
      `What was there before is kept in ${aside}; delete it once the site works.`,
    );
  }
  console.log("Start the site as usual (npm start).");
} catch (error) {
  fail(
    `Restore failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}
