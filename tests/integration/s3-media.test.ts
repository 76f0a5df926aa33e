import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Handler, SITE } from "#tests/setup/route-call.ts";
import {
  freePort,
  SHARED_UPLOADS_DIR,
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";

// The S3 path of the image store against a real S3-compatible server
// (s3rver) on loopback: the same contract as the uploads folder, the
// owner's upload landing in the bucket and nowhere else, and a second
// server process reading the bucket to serve /media.

const BUCKET = "lakeside-media";
const root = fs.mkdtempSync(path.join(os.tmpdir(), "s3-media-"));
const localDir = path.join(root, "local-uploads");
const port = await freePort();
const s3 = new S3rver({
  address: "127.0.0.1",
  port,
  silent: true,
  directory: path.join(root, "s3rver"),
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
await s3.run();

const s3Env = {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_REGION: "us-east-1",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
  S3_PREFIX: "media/",
};
const backupDir = path.join(root, "backups");
Object.assign(process.env, s3Env, {
  UPLOADS_DIR: localDir,
  BACKUP_DIR: backupDir,
  DATA_DIR: path.join(root, "data"),
  BACKUP_KEEP: "2",
});

const { diskMediaStore, getMediaStore, s3MediaStore } =
  await import("#app/media/store.server.ts");
const { signedInOwner } = await import("#tests/setup/owner-session.ts");
const uploadRoute = await import("#app/routes/admin/uploads.ts");
const { useTestDatabase } = await import("#tests/setup/database.ts");
const { runBackup } = await import("#app/backup/run-backup.server.ts");
const { createBackup } = await import("#app/backup/create-backup.server.ts");
const { restoreBackup, restoreTargetFor } =
  await import("#app/backup/restore-backup.server.ts");
const { sha256OfFile } = await import("#app/backup/archive.server.ts");
const { backupStatus, claimScheduledBackup } =
  await import("#app/models/backup-runs.server.ts");
const { sql } = await import("drizzle-orm");
const { getConnection } = await import("#app/db/client.server.ts");
const { S3Client, ListObjectsV2Command, GetObjectCommand } =
  await import("@aws-sdk/client-s3");

const bucketStore = s3MediaStore({
  bucket: BUCKET,
  region: "us-east-1",
  endpoint: s3Env.S3_ENDPOINT,
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  prefix: "media/",
  forcePathStyle: true,
});

afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const NAME = "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b-400.webp";

describe.each([
  ["the uploads folder", () => diskMediaStore(path.join(root, "contract"))],
  ["an S3 bucket", () => bucketStore],
])("the image store in %s", (_where, makeStore) => {
  it("stores, reads back, reports and removes a file", async () => {
    const store = makeStore();
    expect(await store.has(NAME)).toBe(false);
    expect(await store.get(NAME)).toBeNull();
    await store.put(NAME, Buffer.from("bytes of an image"), "image/webp");
    expect(await store.has(NAME)).toBe(true);
    const object = await store.get(NAME);
    expect(object?.size).toBe(17);
    expect(await text(object!.body)).toBe("bytes of an image");
    await store.remove(NAME);
    expect(await store.has(NAME)).toBe(false);
    await expect(store.remove(NAME)).resolves.toBeUndefined();
  });
});

describe("with S3_BUCKET set", () => {
  it("the app's store is the bucket", () => {
    expect(getMediaStore().location).toBe(`s3://${BUCKET}/media/`);
  });

  it("an owner's upload is stored in the bucket, not on the server's disk", async () => {
    await useTestDatabase("pglite");
    const { cookie } = await signedInOwner();
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: "#8a6" },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("file", new File([new Uint8Array(photo)], "kitchen.jpg"));
    const answer = await call(
      uploadRoute.action as Handler,
      new Request(`${SITE}/admin/uploads`, {
        method: "POST",
        headers: { Cookie: cookie },
        body: form,
      }),
    );
    expect(answer.status).toBe(200);
    const url = (answer.body as { url: string }).url;
    const id = path.basename(url).replace("-1200.webp", "");
    for (const width of [400, 800, 1200]) {
      for (const format of ["avif", "webp"]) {
        expect(await bucketStore.has(`${id}-${width}.${format}`)).toBe(true);
      }
    }
    expect(fs.existsSync(localDir) ? fs.readdirSync(localDir) : []).toEqual([]);
  });
});

describe("a server process with S3_BUCKET set", () => {
  let server: ServerProcess;
  const serverUploads = path.join(root, "server-uploads");

  beforeAll(async () => {
    // The seed's drawings are content-addressed: copying the test suite's
    // cache into the bucket spares encoding them again.
    const cached = fs.existsSync(SHARED_UPLOADS_DIR)
      ? fs.readdirSync(SHARED_UPLOADS_DIR).filter((f) => !f.startsWith("."))
      : [];
    for (const file of cached) {
      await bucketStore.put(
        file,
        fs.readFileSync(path.join(SHARED_UPLOADS_DIR, file)),
        `image/${path.extname(file).slice(1)}`,
      );
    }
    server = await startServer({
      env: { ...s3Env, UPLOADS_DIR: serverUploads },
    });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("serves the pages' images from the bucket, inert and cached", async () => {
    const html = await (await fetch(`${server.url}/gallery`)).text();
    const url = /\/media\/[0-9a-f-]{36}-800\.avif/.exec(html)![0];
    const name = path.basename(url);
    expect(await bucketStore.has(name)).toBe(true);
    expect(fs.existsSync(path.join(serverUploads, name))).toBe(false);

    const image = await fetch(server.url + url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/avif");
    expect(image.headers.get("content-security-policy")).toBe(
      "default-src 'none'; sandbox",
    );
    expect(image.headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    const bytes = Buffer.from(await image.arrayBuffer());
    const stored = await bucketStore.get(name);
    expect(bytes.length).toBe(stored!.size);
    stored!.body.destroy();
    expect((await sharp(bytes).metadata()).width).toBe(800);

    const etag = image.headers.get("etag")!;
    const again = await fetch(server.url + url, {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    const head = await fetch(server.url + url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));

    const missing = await fetch(
      `${server.url}/media/00000000-0000-4000-8000-000000000000-800.webp`,
    );
    expect(missing.status).toBe(404);
  });
});

describe("backups with S3_BUCKET set", () => {
  const client = new S3Client({
    region: "us-east-1",
    endpoint: s3Env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  const keys = async () =>
    (
      (
        await client.send(
          new ListObjectsV2Command({
            Bucket: BUCKET,
            Prefix: "media/backups/",
          }),
        )
      ).Contents ?? []
    )
      .map((object) => object.Key!)
      .sort();

  it("are copied to the bucket, the newest BACKUP_KEEP kept there too", async () => {
    await useTestDatabase("pglite");
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await runBackup("manual"));
    const newest = path.basename(results[2]!.file);
    expect(await keys()).toEqual(
      results
        .slice(1)
        .flatMap((result) => [
          `media/backups/${path.basename(result.file)}`,
          `media/backups/${path.basename(result.file)}.sha256`,
        ])
        .sort(),
    );
    const copy = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `media/backups/${newest}` }),
    );
    const downloaded = path.join(root, newest);
    fs.writeFileSync(downloaded, await copy.Body!.transformToByteArray());
    expect(await sha256OfFile(downloaded)).toBe(results[2]!.sha256);

    // The images are in the bucket already, so not in the archive; a
    // restore leaves them there.
    const restored = path.join(root, "restored");
    const result = await restoreBackup(
      downloaded,
      restoreTargetFor(restored, { s3Store: bucketStore }),
    );
    expect(result.manifest.media).toBe("s3");
    expect(
      result.manifest.files.filter((f) => f.path.startsWith("uploads/")),
    ).toEqual([]);
  });

  it("share one archive between a scheduled run and a manual one at once", async () => {
    // An interval of 0.36 s: the backups above are already "old".
    await new Promise((resolve) => setTimeout(resolve, 500));
    const claimed = await claimScheduledBackup(0.0001);
    expect(claimed).not.toBeNull();
    const [manual, scheduled] = await Promise.all([
      runBackup("manual"),
      runBackup("schedule", { claimedRun: claimed! }),
    ]);
    expect(scheduled.file).toBe(manual.file);
    expect((await backupStatus()).lastGood?.file).toBe(manual.file);
    const rows = (await getConnection().db.execute(
      sql`select status from backup_runs where id = ${claimed}`,
    )) as unknown as { rows: Array<{ status: string }> };
    expect(rows.rows[0]?.status).toBe("succeeded");
  });

  it("restore an archive's images into the bucket", async () => {
    const uploads = path.join(root, "archive-uploads");
    fs.mkdirSync(uploads, { recursive: true });
    const name = "0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8-400.webp";
    fs.writeFileSync(path.join(uploads, name), "bytes of a restored image");
    const archive = await createBackup({
      connection: getConnection(),
      backupDir: path.join(root, "disk-backups"),
      uploadsDir: uploads,
      outboxDir: path.join(root, "no-outbox"),
      keep: 1,
    });
    const restored = path.join(root, "restored-into-bucket");
    await restoreBackup(
      archive.file,
      restoreTargetFor(restored, { s3Store: bucketStore }),
    );
    const object = await bucketStore.get(name);
    expect(await text(object!.body)).toBe("bytes of a restored image");
    expect(fs.existsSync(path.join(restored, "uploads", name))).toBe(false);
  });
});
