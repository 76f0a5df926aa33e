import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "#app/db/client.server.ts";
import {
  type ServerProcess,
  SHARED_UPLOADS_DIR,
  startServer,
} from "#tests/setup/server-process.ts";
import { tsxScriptArgs } from "#tests/setup/node-flags.ts";

// The operator's commands, as the README gives them: `npm run backup`
// while the site serves (the running server makes it), `npm run restore`
// into a new data directory, and the site starting from what was restored.

const run = promisify(execFile);

async function command(
  script: string,
  args: string[],
  env: Record<string, string>,
) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      tsxScriptArgs(script, args),
      {
        env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
        timeout: 120_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run backup and npm run restore", { timeout: 240_000 }, () => {
  const servers: ServerProcess[] = [];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "lakeside-bk-"));
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop("SIGKILL")));
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("back up a serving site, restore it elsewhere, and that site starts", async () => {
    const dataDir = path.join(work, "live");
    const server = await startServer({ dataDir });
    servers.push(server);
    const subscribed = await fetch(`${server.url}/api/email/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({
        email: "kept@example.com",
        firstName: "Kept",
        lastName: "",
        source: "footer",
      }),
    });
    expect(subscribed.status).toBe(200);

    const env = { DATA_DIR: dataDir, UPLOADS_DIR: SHARED_UPLOADS_DIR };
    const backup = await command("scripts/backup.ts", [], env);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain("is running: it makes the backup");
    const file = /Backup written: (\S+)/.exec(backup.stdout)![1]!;
    const sha256 = /SHA-256: ([0-9a-f]{64})/.exec(backup.stdout)![1]!;
    expect(fs.readFileSync(`${file}.sha256`, "utf8")).toBe(
      `${sha256}  ${path.basename(file)}\n`,
    );
    // The site kept serving.
    expect((await fetch(`${server.url}/gallery`)).status).toBe(200);

    // Asked for another folder, the running server writes there.
    const elsewhere = path.join(work, "elsewhere");
    const moved = await command("scripts/backup.ts", [], {
      ...env,
      BACKUP_DIR: elsewhere,
    });
    expect(moved.code).toBe(0);
    expect(/Backup written: (\S+)/.exec(moved.stdout)![1]).toMatch(
      new RegExp(`^${elsewhere}/site-backup-`),
    );

    // What the server wrote is its user's alone (a form page makes the
    // signing key).
    expect((await fetch(`${server.url}/contact`)).status).toBe(200);
    const mode = (file: string) => fs.statSync(file).mode & 0o777;
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, "signing-key"))).toBe(0o600);
    expect(mode(path.join(dataDir, "control.sock")) & 0o077).toBe(0);
    expect(mode(path.join(dataDir, "backups"))).toBe(0o700);
    expect(mode(elsewhere)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    await server.stop();

    const restored = path.join(work, "restored");
    const restoreEnv = {
      DATA_DIR: restored,
      UPLOADS_DIR: path.join(restored, "uploads"),
    };
    const restore = await command("scripts/restore.ts", [file], restoreEnv);
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toMatch(/^Restored site-backup-.*into .*restored/m);

    const again = await command("scripts/restore.ts", [file], restoreEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("add --force");

    const connection = await openPglite(path.join(restored, "pglite"));
    try {
      const rows = (await connection.db.execute(
        sql`select email from email_subscribers`,
      )) as unknown as { rows: Array<{ email: string }> };
      expect(rows.rows.map((row) => row.email)).toContain("kept@example.com");
    } finally {
      await connection.close();
    }

    const second = await startServer({ dataDir: restored, env: restoreEnv });
    servers.push(second);
    const gallery = await fetch(`${second.url}/gallery`);
    expect(gallery.status).toBe(200);
    const image = /\/media\/[\w-]+\.webp/.exec(await gallery.text())![0];
    expect((await fetch(`${second.url}${image}`)).status).toBe(200);
    await second.stop();

    // With no server running, the command makes the backup itself;
    // encrypted to a public key, it restores only with the private one.
    const identity = await generateX25519Identity();
    const offline = await command("scripts/backup.ts", [], {
      ...restoreEnv,
      BACKUP_ENCRYPT_TO: await identityToRecipient(identity),
    });
    expect(offline.code).toBe(0);
    expect(offline.stdout).not.toContain("is running");
    const sealed = /Backup written: (\S+)/.exec(offline.stdout)![1]!;
    expect(sealed).toMatch(/\.tar\.gz\.age$/);
    const thirdEnv = {
      DATA_DIR: path.join(work, "third"),
      UPLOADS_DIR: path.join(work, "third", "uploads"),
    };
    const withoutKey = await command("scripts/restore.ts", [sealed], thirdEnv);
    expect(withoutKey.code).toBe(1);
    expect(withoutKey.stderr).toContain("This backup is encrypted");
    const keyFile = path.join(work, "backup-key.txt");
    fs.writeFileSync(keyFile, `# created by the test\n${identity}\n`);
    const withKey = await command(
      "scripts/restore.ts",
      [sealed, "--identity", keyFile],
      thirdEnv,
    );
    expect(withKey.stderr).toBe("");
    expect(withKey.stdout).toMatch(/^Restored site-backup-.*\.age/m);
  });

  it("say what is wrong in words", async () => {
    const empty = path.join(work, "empty");
    const nothing = await command("scripts/backup.ts", [], {
      DATA_DIR: empty,
    });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain("Nothing to back up");

    const usage = await command("scripts/restore.ts", [], { DATA_DIR: empty });
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain(
      "Usage: npm run restore -- <archive.tar.gz[.age]>",
    );

    const garbage = path.join(work, "not-a-backup.tar.gz");
    fs.writeFileSync(garbage, "hello");
    const refused = await command("scripts/restore.ts", [garbage], {
      DATA_DIR: empty,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/cannot be read.*Nothing was restored/);
    expect(fs.readdirSync(empty)).toEqual([]);
  });
});
