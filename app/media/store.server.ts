import crypto from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type * as S3 from "@aws-sdk/client-s3";
import { type Env, getEnv } from "#app/utils/env.server.ts";
import { getPaths } from "#app/utils/paths.server.ts";

// Where the image variants live. One small interface so that one server
// keeps them on its disk (UPLOADS_DIR, the default) and several servers
// share one S3-compatible bucket (S3_BUCKET and friends). File names are
// checked by the image pipeline before they reach a store.

export interface MediaObject {
  body: Readable;
  size: number;
}

export interface MediaStore {
  /** Where the files go, for logs and the README: a folder or s3://bucket/prefix. */
  readonly location: string;
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  get(name: string): Promise<MediaObject | null>;
  has(name: string): Promise<boolean>;
  remove(name: string): Promise<void>;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof Error &&
    "code" in error &&
    (error as NodeJS.ErrnoException).code === "ENOENT"
  );
}

/** Writes to a temporary name in the same directory, then renames into place. */
async function writeAtomically(finalPath: string, data: Buffer): Promise<void> {
  const tempPath = path.join(
    path.dirname(finalPath),
    `.${path.basename(finalPath)}.${crypto.randomBytes(6).toString("hex")}.tmp`,
  );
  try {
    const handle = await fs.open(tempPath, "wx");
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tempPath, finalPath);
  } catch (error) {
    await fs.rm(tempPath, { force: true });
    throw error;
  }
}

export function diskMediaStore(dir: string): MediaStore {
  const root = path.resolve(dir);
  const file = (name: string) => path.join(root, name);
  return {
    location: root,
    async put(name, data) {
      await fs.mkdir(root, { recursive: true });
      await writeAtomically(file(name), data);
    },
    async get(name) {
      try {
        const { size } = await fs.stat(file(name));
        return { body: createReadStream(file(name)), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(name) {
      try {
        return (await fs.stat(file(name))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(name) {
      await fs.rm(file(name), { force: true });
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Spaces); unset means AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix inside the bucket, e.g. "uploads/". */
  prefix: string;
  forcePathStyle: boolean;
}

function isS3NotFound(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } })
    .$metadata?.httpStatusCode;
  return (
    error.name === "NoSuchKey" || error.name === "NotFound" || status === 404
  );
}

/**
 * An S3 client for these settings, with the SDK loaded on first use: a
 * server keeping images on its disk never pays for it at start-up (about
 * 200 ms and 20 MB).
 */
export function s3Connector(settings: S3Settings) {
  let connection: Promise<{ client: S3.S3Client; sdk: typeof S3 }> | undefined;
  return () =>
    (connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        // The SDK's default sends a streamed body (a backup archive) in
        // aws-chunked encoding with a trailing checksum, which several
        // S3-compatible services store as it came; plain bodies with a
        // Content-Length work everywhere.
        requestChecksumCalculation: "WHEN_REQUIRED",
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? {
                accessKeyId: settings.accessKeyId,
                secretAccessKey: settings.secretAccessKey,
              }
            : undefined,
      }),
    })));
}

export function s3MediaStore(settings: S3Settings): MediaStore {
  const connect = s3Connector(settings);
  const Bucket = settings.bucket;
  const key = (name: string) => `${settings.prefix}${name}`;
  return {
    location: `s3://${Bucket}/${settings.prefix}`,
    async put(name, data, contentType) {
      const { client, sdk } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key(name),
          Body: data,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(name) {
      const { client, sdk } = await connect();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key: key(name) }),
        );
        if (!(object.Body instanceof Readable)) {
          throw new Error(`S3 returned no readable body for ${key(name)}`);
        }
        return { body: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw error;
      }
    },
    async has(name) {
      const { client, sdk } = await connect();
      try {
        await client.send(
          new sdk.HeadObjectCommand({ Bucket, Key: key(name) }),
        );
        return true;
      } catch (error) {
        if (isS3NotFound(error)) return false;
        throw error;
      }
    },
    async remove(name) {
      const { client, sdk } = await connect();
      await client.send(
        new sdk.DeleteObjectCommand({ Bucket, Key: key(name) }),
      );
    },
  };
}

export function s3SettingsFrom(env: Env): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    prefix: env.S3_PREFIX,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

let cached: MediaStore | undefined;

/** The configured store: S3 when S3_BUCKET is set, else the uploads folder. */
export function getMediaStore(): MediaStore {
  if (!cached) {
    const s3 = s3SettingsFrom(getEnv());
    cached = s3 ? s3MediaStore(s3) : diskMediaStore(getPaths().uploadsDir);
  }
  return cached;
}
