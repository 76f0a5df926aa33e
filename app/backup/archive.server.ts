import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type * as Age from "age-encryption";
import zlib from "node:zlib";
import tar from "tar-stream";
import { z } from "#app/utils/zod.ts";

// One backup is one .tar.gz: the database as JSON lines per table, the
// uploaded images, the email outbox, and a manifest (written last) with the
// size and SHA-256 of every entry; with BACKUP_ENCRYPT_TO, that .tar.gz
// encrypted to an age public key (.tar.gz.age). A `<archive>.sha256` file
// beside it, in `sha256sum` format, checks the whole file before anything
// is read.

export const ARCHIVE_FORMAT = "lakeside-site-backup";
export const ARCHIVE_VERSION = 1;
const MANIFEST = "manifest.json";

const EntrySchema = z.object({
  path: z.string(),
  bytes: z.int().check(z.gte(0)),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

export const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  createdAt: z.string(),
  engine: z.enum(["pglite", "postgres"]),
  migrations: z.int().check(z.gte(0)),
  /** "s3" when the images live in the bucket and are not in the archive. */
  media: z.enum(["archive", "s3"]),
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.int().check(z.gte(0)),
      entry: EntrySchema,
    }),
  ),
  files: z.array(EntrySchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type ArchiveEntry = z.infer<typeof EntrySchema>;

/** A problem with an archive itself, told to the person as it is. */
export class ArchiveError extends Error {
  override name = "ArchiveError";
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = crypto.createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/**
 * Every file under `dir`, as paths relative to it with forward slashes;
 * dot files are a write in progress (the media store's temporary names).
 */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (
    fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]
  )
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join("/"),
    )
    .sort();
}

/** Writes a .tar.gz entry by entry, hashing each and the whole file. */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly whole = crypto.createHash("sha256");
  private readonly done: Promise<void>;
  private bytesWritten = 0;

  /**
   * `encryptTo`: an age recipient (`age1...`, BACKUP_ENCRYPT_TO): the whole
   * .tar.gz is encrypted to it as it is written, so the file on disk (and
   * in the bucket) can only be read with the matching private key, which
   * the server never holds.
   */
  constructor(
    readonly file: string,
    { encryptTo }: { encryptTo?: string } = {},
  ) {
    // Most of the bytes are AVIF and WebP, which do not compress; the
    // fastest level still shrinks the JSON rows about fivefold
    // (bench/RESULTS.md, "Backups").
    const gzip = zlib.createGzip({ level: 1 });
    const out = fs.createWriteStream(file, { flags: "wx", mode: 0o600 });
    const count = async function* (
      this: ArchiveWriter,
      source: AsyncIterable<Uint8Array>,
    ) {
      for await (const chunk of source) {
        this.whole.update(chunk);
        this.bytesWritten += chunk.length;
        yield chunk;
      }
    }.bind(this);
    this.done = encryptTo
      ? pipeline(this.pack, gzip, encryptedTo(encryptTo), count, out)
      : pipeline(this.pack, gzip, count, out);
    // The pipeline's rejection is awaited in finish(); until then it must
    // not count as unhandled.
    this.done.catch(() => undefined);
  }

  async addBuffer(name: string, data: Buffer): Promise<ArchiveEntry> {
    await new Promise<void>((resolve, reject) => {
      this.pack.entry(
        { name, size: data.length, mode: 0o600 },
        data,
        (error) => (error ? reject(error) : resolve()),
      );
    });
    return {
      path: name,
      bytes: data.length,
      sha256: crypto.createHash("sha256").update(data).digest("hex"),
    };
  }

  /** Streams a file in; it must not change while it is added. */
  async addFile(name: string, file: string): Promise<ArchiveEntry> {
    const { size } = await fs.promises.stat(file);
    const hash = crypto.createHash("sha256");
    const entry = this.pack.entry({ name, size, mode: 0o600 });
    const source = fs.createReadStream(file);
    source.on("data", (chunk) => hash.update(chunk));
    await pipeline(source, entry);
    return { path: name, bytes: size, sha256: hash.digest("hex") };
  }

  async finish(manifest: Manifest): Promise<{ bytes: number; sha256: string }> {
    await this.addBuffer(
      MANIFEST,
      Buffer.from(JSON.stringify(manifest, null, 2)),
    );
    this.pack.finalize();
    await this.done;
    return { bytes: this.bytesWritten, sha256: this.whole.digest("hex") };
  }

  /** Stops writing after a failure; the caller removes the file. */
  abort(error: Error) {
    this.pack.destroy(error);
  }
}

// Loaded when a backup is encrypted or decrypted, not by every server start
// (about 150 ms of a start's CPU; bench/RESULTS.md, "Server packages loaded
// on first use").
let ageModule: Promise<typeof Age> | undefined;
const loadAge = () => (ageModule ??= import("age-encryption"));

// age-encryption speaks web streams, typed as the DOM's; Node's are the
// same objects under other types.
function nodeStream(stream: ReadableStream<Uint8Array>): Readable {
  return Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>);
}

/** A pipeline step that encrypts what passes through to an age recipient. */
function encryptedTo(recipient: string) {
  return async function* (source: AsyncIterable<Uint8Array>) {
    const { Encrypter } = await loadAge();
    const encrypter = new Encrypter();
    encrypter.addRecipient(recipient);
    const plain = Readable.toWeb(
      Readable.from(source),
    ) as ReadableStream<Uint8Array>;
    yield* nodeStream(await encrypter.encrypt(plain));
  };
}

const AGE_HEADER = "age-encryption.org/v1\n";

/** Whether `file` starts as an age-encrypted file does. */
export function isEncryptedArchive(file: string): boolean {
  const start = Buffer.alloc(AGE_HEADER.length);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, start, 0, start.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  return start.toString("latin1") === AGE_HEADER;
}

/**
 * Decrypts an encrypted archive into `into` with the age identity (the
 * private key, `AGE-SECRET-KEY-1...`) held in `identityFile`, the format
 * `age-keygen` writes (comment lines start with #).
 */
export async function decryptArchive(
  archive: string,
  identityFile: string | undefined,
  into: string,
): Promise<void> {
  if (!identityFile) {
    throw new ArchiveError(
      "This backup is encrypted. Give the private key's file with --identity <file> (the file age-keygen wrote). Nothing was restored.",
    );
  }
  let identities: string[];
  try {
    identities = fs
      .readFileSync(identityFile, "utf8")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line.startsWith("AGE-SECRET-KEY-"));
  } catch {
    throw new ArchiveError(
      `The key file ${identityFile} cannot be read. Nothing was restored.`,
    );
  }
  if (identities.length === 0) {
    throw new ArchiveError(
      `The key file ${identityFile} holds no age private key (a line starting AGE-SECRET-KEY-). Nothing was restored.`,
    );
  }
  const { Decrypter } = await loadAge();
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  try {
    const source = Readable.toWeb(
      fs.createReadStream(archive),
    ) as ReadableStream<Uint8Array>;
    await pipeline(
      nodeStream(await decrypter.decrypt(source)),
      fs.createWriteStream(into, { flags: "wx", mode: 0o600 }),
    );
  } catch (error) {
    throw new ArchiveError(
      `The backup could not be decrypted with the key in ${identityFile} (${error instanceof Error ? error.message : String(error)}): it was encrypted to another key, or it is damaged. Nothing was restored.`,
    );
  }
}

export function checksumFileFor(archive: string) {
  return `${archive}.sha256`;
}

export async function writeChecksumFile(archive: string, sha256: string) {
  await fs.promises.writeFile(
    checksumFileFor(archive),
    `${sha256}  ${path.basename(archive)}\n`,
    { mode: 0o600 },
  );
}

function safeEntryPath(name: string): boolean {
  const parts = name.split("/");
  return (
    name.length > 0 &&
    !name.startsWith("/") &&
    !parts.some((part) => part === "" || part === "." || part === "..") &&
    !name.includes("\\") &&
    !name.includes("\0")
  );
}

/**
 * Checks an archive completely and unpacks it into `into` (an empty
 * folder): the checksum file if there is one, then every entry against the
 * manifest. Throws ArchiveError, having changed nothing outside `into`.
 */
export async function unpackArchive(
  archive: string,
  into: string,
  { identityFile }: { identityFile?: string } = {},
): Promise<Manifest> {
  if (!fs.existsSync(archive)) {
    throw new ArchiveError(`There is no file at ${archive}.`);
  }
  const checksumFile = checksumFileFor(archive);
  if (fs.existsSync(checksumFile)) {
    const expected = fs
      .readFileSync(checksumFile, "utf8")
      .trim()
      .split(/\s+/)[0];
    const actual = await sha256OfFile(archive);
    if (expected !== actual) {
      throw new ArchiveError(
        `The archive does not match its checksum file (${path.basename(checksumFile)}): it was changed or damaged after it was made. Nothing was restored.`,
      );
    }
  }

  const found = new Map<string, ArchiveEntry>();
  const extract = tar.extract();
  extract.on("entry", (header, stream, next) => {
    const name = header.name;
    if (header.type !== "file" || !safeEntryPath(name) || found.has(name)) {
      stream.resume();
      extract.destroy(
        new ArchiveError(
          `The archive holds an unexpected entry (${name}). Nothing was restored.`,
        ),
      );
      return;
    }
    const target = path.join(into, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const hash = crypto.createHash("sha256");
    let bytes = 0;
    stream.on("data", (data) => {
      const chunk = data as Buffer;
      hash.update(chunk);
      bytes += chunk.length;
    });
    pipeline(stream, fs.createWriteStream(target, { mode: 0o600 })).then(
      () => {
        found.set(name, { path: name, bytes, sha256: hash.digest("hex") });
        next();
      },
      (error: Error) => next(error),
    );
  });
  // An encrypted archive is decrypted beside the folder, read, then removed.
  const encrypted = isEncryptedArchive(archive);
  const plain = encrypted ? `${into}.tar.gz` : archive;
  try {
    if (encrypted) await decryptArchive(archive, identityFile, plain);
    await pipeline(fs.createReadStream(plain), zlib.createGunzip(), extract);
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(
      `The archive cannot be read (${error instanceof Error ? error.message : String(error)}): it is damaged or not a backup of this site. Nothing was restored.`,
    );
  } finally {
    if (encrypted) fs.rmSync(plain, { force: true });
  }

  if (!found.has(MANIFEST)) {
    throw new ArchiveError(
      "The archive has no manifest: it is incomplete or not a backup of this site. Nothing was restored.",
    );
  }
  let manifest: Manifest;
  try {
    manifest = ManifestSchema.parse(
      JSON.parse(fs.readFileSync(path.join(into, MANIFEST), "utf8")),
    );
  } catch {
    throw new ArchiveError(
      "The archive's manifest cannot be read: it is not a backup made by this site. Nothing was restored.",
    );
  }
  const listed = [
    ...manifest.tables.map((table) => table.entry),
    ...manifest.files,
  ];
  for (const entry of listed) {
    const actual = found.get(entry.path);
    if (
      !actual ||
      actual.sha256 !== entry.sha256 ||
      actual.bytes !== entry.bytes
    ) {
      throw new ArchiveError(
        `The archive is damaged: ${entry.path} is ${actual ? "not what was saved" : "missing"}. Nothing was restored.`,
      );
    }
  }
  if (found.size !== listed.length + 1) {
    throw new ArchiveError(
      "The archive holds files its manifest does not list. Nothing was restored.",
    );
  }
  return manifest;
}
