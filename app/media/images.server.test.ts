import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  ImageRejectedError,
  MAX_UPLOAD_BYTES,
  isMediaFileName,
  storeImage,
  variantUrl,
} from "./images.server.ts";
import { diskMediaStore } from "./store.server.ts";
import { pngFile } from "#tests/setup/png.ts";

const ID = "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b";
const UUID_V4 =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let root: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "images-test-"));
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

let dirCount = 0;
async function freshDir(): Promise<string> {
  dirCount += 1;
  const dir = path.join(root, `case-${dirCount}`);
  await fs.mkdir(dir);
  return dir;
}

/**
 * A whole, decodable PNG of one black bit per pixel, made directly: sharp
 * took 11 s of CPU to compress 16000 x 16000 RGB pixels for the test below,
 * zlib takes a tenth of a second for these 32 MB of rows.
 */
function blackAndWhitePng(width: number, height: number): Buffer {
  // Each row: its filter byte (none), then a bit per pixel.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return pngFile(width, height, {
    bitDepth: 1,
    colorType: 0,
    data: zlib.deflateSync(rows, { level: 9 }),
  });
}

async function rejection(
  promise: Promise<unknown>,
): Promise<ImageRejectedError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ImageRejectedError);
    return error as ImageRejectedError;
  }
  throw new Error("expected storeImage to reject");
}

function solid(width: number, height: number, background = "#6a8caf") {
  return sharp({ create: { width, height, channels: 3, background } });
}

const FOUR_THREE = { 400: 300, 800: 600, 1200: 900 } as const;

async function expectVariants(
  dir: string,
  id: string,
  heights: Record<number, number>,
) {
  const files = (await fs.readdir(dir)).sort();
  const expected = IMAGE_WIDTHS.flatMap((w) =>
    IMAGE_FORMATS.map((f) => `${id}-${w}.${f}`),
  ).sort();
  expect(files).toEqual(expected);
  for (const width of IMAGE_WIDTHS) {
    for (const format of IMAGE_FORMATS) {
      const meta = await sharp(
        path.join(dir, `${id}-${width}.${format}`),
      ).metadata();
      expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(heights[width]);
      expect(meta.exif).toBeUndefined();
    }
  }
}

describe("storeImage", () => {
  it("stores a JPEG as AVIF and WebP at every width and returns the 1200 WebP", async () => {
    const dir = await freshDir();
    const input = await solid(1600, 1000).jpeg().toBuffer();
    const stored = await storeImage(input, { store: diskMediaStore(dir) });
    expect(stored.id).toMatch(UUID_V4);
    expect(stored.url).toBe(`/media/${stored.id}-1200.webp`);
    expect(stored).toMatchObject({ width: 1200, height: 900 });
    await expectVariants(dir, stored.id, FOUR_THREE);
    // No temporary files are left behind.
    expect((await fs.readdir(dir)).some((name) => name.endsWith(".tmp"))).toBe(
      false,
    );
  }, 60_000);

  it("accepts PNG and WebP, honours the aspect option and enlarges small sources", async () => {
    const dir = await freshDir();
    const png = await solid(120, 90).png().toBuffer();
    const fromPng = await storeImage(png, {
      store: diskMediaStore(dir),
      aspect: [16, 9],
    });
    expect(fromPng).toMatchObject({ width: 1200, height: 675 });

    const webp = await solid(900, 900, "#a0522d").webp().toBuffer();
    const fromWebp = await storeImage(webp, {
      store: diskMediaStore(dir),
      aspect: [1, 1],
    });
    expect(fromWebp).toMatchObject({ width: 1200, height: 1200 });

    const meta = await sharp(
      path.join(dir, `${fromPng.id}-400.avif`),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([400, 225]);
    const square = await sharp(
      path.join(dir, `${fromWebp.id}-800.webp`),
    ).metadata();
    expect([square.width, square.height]).toEqual([800, 800]);
  }, 60_000);

  it("creates the uploads directory when it does not exist", async () => {
    const dir = path.join(root, "nested", "uploads");
    const stored = await storeImage(await solid(400, 300).png().toBuffer(), {
      store: diskMediaStore(dir),
    });
    await expectVariants(dir, stored.id, FOUR_THREE);
  }, 60_000);

  it("strips EXIF, including GPS position, from a photo", async () => {
    const dir = await freshDir();
    const photo = await solid(1200, 900, "#808080")
      .withExif({
        IFD0: { Make: "TestCam", Model: "X1" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "41/1 6/1 0/1",
          GPSLongitudeRef: "W",
          GPSLongitude: "74/1 0/1 0/1",
        },
      })
      .jpeg()
      .toBuffer();
    const inputExif = (await sharp(photo).metadata()).exif;
    expect(inputExif).toBeDefined();
    // The GPS IFD pointer tag (0x8825, little-endian) is present in the input.
    expect(inputExif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const stored = await storeImage(photo, { store: diskMediaStore(dir) });
    await expectVariants(dir, stored.id, FOUR_THREE);
    for (const name of await fs.readdir(dir)) {
      const bytes = await fs.readFile(path.join(dir, name));
      expect(bytes.includes(Buffer.from("TestCam"))).toBe(false);
      expect(bytes.includes(Buffer.from("Exif\0\0"))).toBe(false);
    }
  }, 60_000);

  it("rotates by EXIF orientation before cropping", async () => {
    const dir = await freshDir();
    // Stored sideways: top half red, bottom half blue. Orientation 6 means
    // "rotate 90 degrees clockwise to display", so red ends up on the right.
    const sideways = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#0000ff" },
    })
      .composite([
        {
          input: await solid(800, 300, "#ff0000").png().toBuffer(),
          top: 0,
          left: 0,
        },
      ])
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 95 })
      .toBuffer();
    const stored = await storeImage(sideways, { store: diskMediaStore(dir) });
    const { data, info } = await sharp(path.join(dir, `${stored.id}-1200.webp`))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const [lr, , lb] = pixel(100, 200);
    const [rr, , rb] = pixel(1100, 200);
    expect(lb).toBeGreaterThan(200);
    expect(lr).toBeLessThan(60);
    expect(rr).toBeGreaterThan(200);
    expect(rb).toBeLessThan(60);
  }, 60_000);

  it.each([
    [
      "SVG",
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
      ),
    ],
    [
      "SVG with XML prolog",
      Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      ),
    ],
    [
      "HTML",
      Buffer.from(
        "<!doctype html><html><body><script>alert(1)</script></body></html>",
      ),
    ],
    [
      "ZIP",
      Buffer.from([
        0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0, 0, 0, 0,
      ]),
    ],
    ["GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1")],
    ["PDF", Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")],
    ["empty", Buffer.alloc(0)],
  ])("rejects untrusted %s bytes with 415", async (_name, bytes) => {
    const dir = await freshDir();
    const error = await rejection(
      storeImage(bytes, { store: diskMediaStore(dir) }),
    );
    expect(error.status).toBe(415);
    expect(error.message).toBe("That file is not a JPEG, PNG or WebP image.");
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it("rejects formats sharp can read but uploads may not use (TIFF, AVIF) with 415", async () => {
    const dir = await freshDir();
    const tiff = await solid(64, 48).tiff().toBuffer();
    const avif = await solid(64, 48).avif().toBuffer();
    for (const bytes of [tiff, avif]) {
      const error = await rejection(
        storeImage(bytes, { store: diskMediaStore(dir) }),
      );
      expect(error.status).toBe(415);
    }
  }, 30_000);

  it("rejects a file whose bytes claim one format but whose content is another with 415", async () => {
    const dir = await freshDir();
    // RIFF....WEBP header glued onto a PNG: sniffs as WebP, decodes as nothing sensible.
    const png = await solid(64, 48).png().toBuffer();
    const forged = Buffer.concat([
      Buffer.from("RIFF\0\0\0\0WEBP", "latin1"),
      png,
    ]);
    const error = await rejection(
      storeImage(forged, { store: diskMediaStore(dir) }),
    );
    expect([415, 422]).toContain(error.status);
  });

  it("does not treat SVG as trusted unless asked", async () => {
    const dir = await freshDir();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#c00"/></svg>',
    );
    expect(
      (await rejection(storeImage(svg, { store: diskMediaStore(dir) }))).status,
    ).toBe(415);
    expect(
      (
        await rejection(
          storeImage(svg, { store: diskMediaStore(dir), trusted: false }),
        )
      ).status,
    ).toBe(415);
    const stored = await storeImage(svg, {
      store: diskMediaStore(dir),
      trusted: true,
    });
    await expectVariants(dir, stored.id, FOUR_THREE);
  }, 60_000);

  it("rejects a 16000 x 16000 PNG with 422 without decoding it", async () => {
    const dir = await freshDir();
    const huge = blackAndWhitePng(16000, 16000);
    expect(huge.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const started = performance.now();
    const error = await rejection(
      storeImage(huge, { store: diskMediaStore(dir) }),
    );
    const elapsed = performance.now() - started;
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/too many pixels/i);
    expect(elapsed).toBeLessThan(500);
    expect(await fs.readdir(dir)).toEqual([]);
  }, 120_000);

  it("rejects more than 10 MB with 413 before looking at the content", async () => {
    const dir = await freshDir();
    const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = Buffer.concat([jpegHeader, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const error = await rejection(
      storeImage(tooBig, { store: diskMediaStore(dir) }),
    );
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/too large/i);
    // The limit applies to trusted input as well.
    expect(
      (
        await rejection(
          storeImage(tooBig, { store: diskMediaStore(dir), trusted: true }),
        )
      ).status,
    ).toBe(413);
    // Exactly the limit is not "too large": this one fails later, as unreadable.
    const atLimit = Buffer.concat([
      jpegHeader,
      Buffer.alloc(MAX_UPLOAD_BYTES - 4),
    ]);
    expect(
      (await rejection(storeImage(atLimit, { store: diskMediaStore(dir) })))
        .status,
    ).toBe(422);
  });

  it("rejects a truncated JPEG with 422 and writes nothing", async () => {
    const dir = await freshDir();
    const noisy = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#777777",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    for (const cut of [0.5, 0.9]) {
      const truncated = noisy.subarray(0, Math.floor(noisy.length * cut));
      const error = await rejection(
        storeImage(truncated, { store: diskMediaStore(dir) }),
      );
      expect(error.status).toBe(422);
      expect(error.message).toBe(
        "That image could not be read. It may be damaged or incomplete.",
      );
    }
    // A PNG signature followed by garbage is unreadable too.
    const garbage = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("not really a png"),
    ]);
    expect(
      (await rejection(storeImage(garbage, { store: diskMediaStore(dir) })))
        .status,
    ).toBe(422);
    expect(await fs.readdir(dir)).toEqual([]);
  }, 30_000);

  it("uses a caller-supplied id and validates it", async () => {
    const dir = await freshDir();
    const png = await solid(400, 300).png().toBuffer();
    const stored = await storeImage(png, {
      store: diskMediaStore(dir),
      id: ID,
    });
    expect(stored.url).toBe(`/media/${ID}-1200.webp`);
    await expectVariants(dir, ID, FOUR_THREE);
    for (const id of ["../evil", ID.toUpperCase(), `${ID}x`, ""]) {
      await expect(
        storeImage(png, { store: diskMediaStore(dir), id }),
      ).rejects.toThrow(TypeError);
    }
    await expect(
      storeImage(png, { store: diskMediaStore(dir), aspect: [0, 3] }),
    ).rejects.toThrow(TypeError);
  }, 60_000);

  it("removes every variant when one cannot be written", async () => {
    const dir = await freshDir();
    // A directory squatting on one final name makes that rename fail.
    await fs.mkdir(path.join(dir, `${ID}-800.webp`));
    const png = await solid(400, 300).png().toBuffer();
    await expect(
      storeImage(png, { store: diskMediaStore(dir), id: ID }),
    ).rejects.toThrow();
    expect(await fs.readdir(dir)).toEqual([`${ID}-800.webp`]);
  }, 60_000);
});

describe("variantUrl", () => {
  const url = `/media/${ID}-1200.webp`;

  it("maps a stored URL to each width and format", () => {
    expect(variantUrl(url, 400, "avif")).toBe(`/media/${ID}-400.avif`);
    expect(variantUrl(url, 800, "webp")).toBe(`/media/${ID}-800.webp`);
    expect(variantUrl(url, 1200, "webp")).toBe(url);
    expect(variantUrl(url, 1200, "avif")).toBe(`/media/${ID}-1200.avif`);
  });

  it.each([
    `/media/${ID}-800.webp`,
    `/media/${ID}-1200.avif`,
    `/media/${ID.toUpperCase()}-1200.webp`,
    `/media/${ID}-1200.webp?x=1`,
    `/media/${ID}-1200.webp\n`,
    `/media/../${ID}-1200.webp`,
    `/media/%2e%2e/${ID}-1200.webp`,
    `https://example.com/media/${ID}-1200.webp`,
    `media/${ID}-1200.webp`,
    `/media/${ID.slice(1)}-1200.webp`,
    "/images/kitchen.jpg",
    "",
  ])("returns null for %j", (input) => {
    expect(variantUrl(input, 400, "avif")).toBeNull();
  });

  it("returns null for widths and formats that are not produced", () => {
    expect(variantUrl(url, 600, "webp")).toBeNull();
    expect(variantUrl(url, 0, "webp")).toBeNull();
    expect(variantUrl(url, 400, "png" as "webp")).toBeNull();
  });
});

describe("isMediaFileName", () => {
  it("accepts every variant name the pipeline writes", () => {
    for (const width of IMAGE_WIDTHS) {
      for (const format of IMAGE_FORMATS) {
        expect(isMediaFileName(`${ID}-${width}.${format}`)).toBe(true);
      }
    }
  });

  it.each([
    "../x",
    `../${ID}-400.avif`,
    `..%2f${ID}-400.avif`,
    "%2e%2e",
    `%2e%2e%2f${ID}-400.avif`,
    `/${ID}-400.avif`,
    `sub/${ID}-400.avif`,
    `${ID}-400.avif/`,
    `${ID}\\..\\-400.avif`,
    `${ID.toUpperCase()}-400.avif`,
    `${ID}-400.AVIF`,
    `${ID}-600.webp`,
    `${ID}-1600.webp`,
    `${ID}-400.png`,
    `${ID}-400.webp.tmp`,
    `.${ID}-400.webp.abc.tmp`,
    `${ID}-400.avif\n`,
    `${ID}-400.avif\0`,
    `${ID.slice(1)}-400.avif`,
    `${ID}0-400.avif`,
    "",
  ])("rejects %j", (name) => {
    expect(isMediaFileName(name)).toBe(false);
  });
});
