import fs from "node:fs";
import path from "node:path";
import { s3Connector, type S3Settings } from "#app/media/store.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { checksumFileFor } from "./archive.server.ts";
import { isArchiveName } from "./create-backup.server.ts";

/** A single S3 PUT takes at most 5 GB. */
const MAX_PUT_BYTES = 5 * 1024 ** 3;

/**
 * Copies archives to the bucket that holds the images (under
 * `<S3_PREFIX>backups/`), so a backup survives the machine, and keeps the
 * newest `keep` there too.
 */
export function s3BackupCopier(settings: S3Settings) {
  const connect = s3Connector(settings);
  const Bucket = settings.bucket;
  const folder = `${settings.prefix}backups/`;

  async function put(file: string, contentType: string) {
    const { client, sdk } = await connect();
    const { size } = await fs.promises.stat(file);
    await client.send(
      new sdk.PutObjectCommand({
        Bucket,
        Key: `${folder}${path.basename(file)}`,
        Body: fs.createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  return {
    location: `s3://${Bucket}/${folder}`,
    async copy(archive: string, keep: number) {
      if ((await fs.promises.stat(archive)).size > MAX_PUT_BYTES) {
        throw new Error(
          `${path.basename(archive)} is over 5 GB, more than one upload to S3 takes; copy it off the machine another way.`,
        );
      }
      await put(
        archive,
        archive.endsWith(".age")
          ? "application/octet-stream"
          : "application/gzip",
      );
      await put(checksumFileFor(archive), "text/plain");
      try {
        await pruneOld(keep);
      } catch (error) {
        // A key that may only write (docs/backups.md) cannot delete: the
        // copy is made, and the bucket's own rules expire old ones.
        logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          "old backups in the bucket not removed",
        );
      }
    },
  };

  async function pruneOld(keep: number) {
    const { client, sdk } = await connect();
    const names: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket,
          Prefix: folder,
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key!.slice(folder.length);
        if (isArchiveName(name)) names.push(name);
      }
      ContinuationToken = page.IsTruncated
        ? page.NextContinuationToken
        : undefined;
    } while (ContinuationToken);
    names.sort();
    for (const name of names.slice(0, Math.max(0, names.length - keep))) {
      for (const key of [`${folder}${name}`, `${folder}${name}.sha256`]) {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
      }
    }
  }
}
