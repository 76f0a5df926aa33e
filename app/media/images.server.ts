import crypto from "node:crypto";
import pLimit from "p-limit";
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  MAX_UPLOAD_BYTES,
  storedImageId,
  variantUrl,
} from "#app/utils/media.ts";
import type { MediaStore } from "./store.server.ts";
import type {
  Metadata,
  OutputInfo,
  SharpConstructor,
  SharpOptions,
} from "sharp";

// The image pipeline: every stored image (owner uploads and the seed's
// generated drawings) becomes six files, AVIF and WebP at three widths,
// named `<uuid>-<width>.<format>`. Originals are never kept, so EXIF
// (GPS position, camera serials) never reaches the public site.

// The widths, formats and URL scheme are shared with the browser (media.ts).
export {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  MAX_UPLOAD_BYTES,
  variantUrl,
};

// libvips adds about 16 MB to a server's memory: loaded with the first
// image, not by every server that only serves pages.
let sharpModule: Promise<SharpConstructor> | undefined;
const loadSharp = () =>
  (sharpModule ??= import("sharp").then(
    (module) => module.default as SharpConstructor,
  ));

export const MAX_INPUT_PIXELS = 40_000_000;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export class ImageRejectedError extends Error {
  readonly status: 413 | 415 | 422;

  constructor(
    status: 413 | 415 | 422,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ImageRejectedError";
    this.status = status;
  }
}

export interface StoredImage {
  id: string;
  url: string;
  width: number;
  height: number;
}

export interface StoreImageOptions {
  store: MediaStore;
  /**
   * Output aspect ratio as [width, height], defaults to 4:3; "original"
   * keeps the photo's own (upright, at most 10:1), uncropped.
   */
  aspect?: [number, number] | "original";
  /** Only for SVG drawn by the seed; anything from a user is untrusted. */
  trusted?: boolean;
  /** Fixed id (lowercase UUID form) so a re-seed reuses its files; random when omitted. */
  id?: string;
}

const MESSAGES = {
  tooLarge: "That image is too large. Please upload a file under 10 MB.",
  wrongType: "That file is not a JPEG, PNG or WebP image.",
  tooManyPixels:
    "That image has too many pixels (over 40 megapixels). Please resize it and try again.",
  unreadable: "That image could not be read. It may be damaged or incomplete.",
} as const;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const ID_PATTERN = new RegExp(`^${UUID}$`);
const MEDIA_FILE = /^[0-9a-f-]{36}-(400|800|1200)\.(avif|webp)$/;

const PNG_SIGNATURE = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
]);

type UploadFormat = "jpeg" | "png" | "webp";

/** Identifies JPEG, PNG and WebP by their leading bytes; anything else is null. */
function sniffFormat(input: Buffer): UploadFormat | null {
  if (
    input.length >= 3 &&
    input[0] === 0xff &&
    input[1] === 0xd8 &&
    input[2] === 0xff
  ) {
    return "jpeg";
  }
  if (input.length >= 8 && input.subarray(0, 8).equals(PNG_SIGNATURE))
    return "png";
  if (
    input.length >= 12 &&
    input.toString("latin1", 0, 4) === "RIFF" &&
    input.toString("latin1", 8, 12) === "WEBP"
  ) {
    return "webp";
  }
  return null;
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

function decodeError(error: unknown): ImageRejectedError {
  if (error instanceof ImageRejectedError) return error;
  return isPixelLimitError(error)
    ? new ImageRejectedError(422, MESSAGES.tooManyPixels, { cause: error })
    : new ImageRejectedError(422, MESSAGES.unreadable, { cause: error });
}

function validateAspect(aspect: [number, number]): void {
  const [w, h] = aspect;
  const valid = (n: number) => Number.isFinite(n) && n > 0;
  if (!valid(w) || !valid(h) || w / h > 10 || h / w > 10) {
    throw new TypeError(`Invalid aspect ratio: ${JSON.stringify(aspect)}`);
  }
}

function heightFor(width: number, aspect: [number, number]): number {
  return Math.max(1, Math.round((width * aspect[1]) / aspect[0]));
}

/** True when the last channel of interleaved 8-bit pixels is alpha and all 255. */
function alphaIsOpaque(data: Buffer, channels: number): boolean {
  if (channels !== 2 && channels !== 4) return false;
  for (let i = channels - 1; i < data.length; i += channels) {
    if (data[i] !== 255) return false;
  }
  return true;
}

// One image at a time per process: each 12-megapixel photo takes 80-100 MB
// of decoder and encoder memory for about a second (bench/RESULTS.md), so
// ten uploads at once must not mean ten times that. In turn, they queue.
const oneAtATime = pLimit(1);

export function storeImage(
  input: Buffer,
  options: StoreImageOptions,
): Promise<StoredImage> {
  return oneAtATime(() => processImage(input, options));
}

async function processImage(
  input: Buffer,
  options: StoreImageOptions,
): Promise<StoredImage> {
  if (!Buffer.isBuffer(input))
    throw new TypeError("storeImage expects a Buffer");
  const asked = options.aspect ?? [4, 3];
  if (asked !== "original") validateAspect(asked);
  if (options.id !== undefined && !ID_PATTERN.test(options.id)) {
    throw new TypeError(`Invalid image id: ${JSON.stringify(options.id)}`);
  }
  if (input.length > MAX_UPLOAD_BYTES) {
    throw new ImageRejectedError(413, MESSAGES.tooLarge);
  }

  const trusted = options.trusted === true;
  let expected: UploadFormat | null = null;
  if (!trusted) {
    expected = sniffFormat(input);
    if (!expected) throw new ImageRejectedError(415, MESSAGES.wrongType);
  }

  const inputOptions: SharpOptions = {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: "truncated",
  };

  const sharp = await loadSharp();
  // Header only: cheap, and catches oversized or mislabelled files before
  // any pixel is decoded.
  let metadata: Metadata;
  try {
    metadata = await sharp(input, inputOptions).metadata();
  } catch (error) {
    throw decodeError(error);
  }
  if (expected && metadata.format !== expected) {
    throw new ImageRejectedError(415, MESSAGES.wrongType);
  }
  const { width = 0, height = 0 } = metadata;
  if (width <= 0 || height <= 0)
    throw new ImageRejectedError(422, MESSAGES.unreadable);
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError(422, MESSAGES.tooManyPixels);
  }
  // EXIF orientations 5 to 8 turn the picture a quarter.
  const [upright, uprightHeight] =
    (metadata.orientation ?? 1) >= 5 ? [height, width] : [width, height];
  const aspect: [number, number] =
    asked === "original"
      ? [
          Math.min(upright, uprightHeight * 10),
          Math.min(uprightHeight, upright * 10),
        ]
      : asked;

  // Decode once: orient by EXIF, crop to the aspect at the largest width,
  // and keep raw sRGB pixels for the smaller variants and both encoders.
  const largest = Math.max(...IMAGE_WIDTHS);
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, inputOptions)
      .rotate()
      .resize({
        width: largest,
        height: heightFor(largest, aspect),
        fit: "cover",
        withoutEnlargement: false,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeError(error);
  }

  const id = options.id ?? crypto.randomUUID();
  const raw = {
    raw: {
      width: base.info.width,
      height: base.info.height,
      channels: base.info.channels as 1 | 2 | 3 | 4,
    },
  };

  // An alpha channel that is fully opaque (SVG drawings, many PNGs) only
  // costs bytes and encode time.
  const dropAlpha = alphaIsOpaque(base.data, base.info.channels);

  const jobs = IMAGE_WIDTHS.flatMap((targetWidth) =>
    IMAGE_FORMATS.map(async (format) => {
      const source = sharp(base.data, raw);
      const pipeline = (dropAlpha ? source.removeAlpha() : source).resize({
        width: targetWidth,
        height: heightFor(targetWidth, aspect),
        fit: "cover",
      });
      const encoded =
        format === "avif"
          ? pipeline.avif({ quality: 50, effort: 2 })
          : pipeline.webp({ quality: 75 });
      const { data, info } = await encoded.toBuffer({
        resolveWithObject: true,
      });
      const fileName = `${id}-${targetWidth}.${format}`;
      await options.store.put(fileName, data, `image/${format}`);
      return {
        fileName,
        width: info.width,
        height: info.height,
        targetWidth,
        format,
      };
    }),
  );
  const results = await Promise.allSettled(jobs);
  const failure = results.find((result) => result.status === "rejected");
  if (failure) {
    // Never leave a partial set behind: remove whatever variants were written.
    await removeImage(options.store, id);
    throw (failure as PromiseRejectedResult).reason;
  }

  const main = results
    .map((result) => (result.status === "fulfilled" ? result.value : null))
    .find(
      (value) =>
        value !== null &&
        value.targetWidth === largest &&
        value.format === "webp",
    );
  if (!main) throw new Error("The 1200px WebP variant was not written");
  return {
    id,
    url: `/media/${id}-1200.webp`,
    width: main.width,
    height: main.height,
  };
}

/** Removes every variant of image `id` that exists. */
export async function removeImage(store: MediaStore, id: string) {
  await Promise.allSettled(
    IMAGE_WIDTHS.flatMap((w) =>
      IMAGE_FORMATS.map((format) => store.remove(`${id}-${w}.${format}`)),
    ),
  );
}

/** Removes the images behind stored URLs (/media/<id>-1200.webp); other URLs are left. */
export async function removeStoredImages(
  store: MediaStore,
  urls: readonly string[],
) {
  await Promise.all(
    urls.map((url) => {
      const id = storedImageId(url);
      return id ? removeImage(store, id) : undefined;
    }),
  );
}

/** True for the name of a stored variant (`<uuid>-<width>.<format>`), nothing else. */
export function isMediaFileName(fileName: string): boolean {
  return typeof fileName === "string" && MEDIA_FILE.test(fileName);
}
