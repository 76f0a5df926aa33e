import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  storeImage,
} from "#app/media/images.server.ts";
import { diskMediaStore } from "#app/media/store.server.ts";
import { galleryProjectSeeds } from "../data/gallery-projects.ts";
import {
  drawBanner,
  drawScene,
  type IllustrationScene,
  type Palette,
} from "./index.ts";

const SCENES: IllustrationScene[] = [
  "kitchen",
  "bathroom",
  "cabinets",
  "countertops",
  "tile",
  "closet",
];
const STAGES = ["before", "after"] as const;

const PALETTE: Palette = {
  wall: "#F2EFEA",
  cabinet: "#2F3B45",
  accent: "#B08D57",
  floor: "#C9B79C",
};
const OTHER_PALETTE: Palette = {
  wall: "#e9efe8",
  cabinet: "#5d7a5a",
  accent: "#222222",
  floor: "#8a6b4e",
};

const MAX_SVG_BYTES = 40 * 1024;

let root: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "illustrations-test-"));
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe("drawScene", () => {
  const combos = SCENES.flatMap((scene) =>
    STAGES.map((stage) => [scene, stage] as const),
  );

  it.concurrent.each(combos)(
    "renders %s (%s) through storeImage into six files of the right size",
    async (scene, stage) => {
      const svg = drawScene(scene, stage, PALETTE, "modern-kitchen-renovation");
      const dir = path.join(root, `${scene}-${stage}`);
      const stored = await storeImage(Buffer.from(svg), {
        store: diskMediaStore(dir),
        trusted: true,
      });
      expect(stored).toMatchObject({ width: 1200, height: 900 });
      const files = await fs.readdir(dir);
      expect(files).toHaveLength(6);
      for (const width of IMAGE_WIDTHS) {
        for (const format of IMAGE_FORMATS) {
          const meta = await sharp(
            path.join(dir, `${stored.id}-${width}.${format}`),
          ).metadata();
          expect([meta.width, meta.height]).toEqual([width, (width * 3) / 4]);
        }
      }
      // Not a blank canvas: the drawing has real tonal range.
      const stats = await sharp(
        path.join(dir, `${stored.id}-400.webp`),
      ).stats();
      const luma = stats.channels[0]!;
      expect(luma.max - luma.min).toBeGreaterThan(100);
      expect(luma.stdev).toBeGreaterThan(10);
    },
    120_000,
  );

  it("returns a 1200 x 900 SVG document without text, scripts or external references", () => {
    for (const scene of SCENES) {
      for (const stage of STAGES) {
        const svg = drawScene(scene, stage, PALETTE, "custom-tile-work");
        expect(
          svg.startsWith(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">',
          ),
        ).toBe(true);
        expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
        expect(svg).not.toMatch(
          /<text|<tspan|<script|<image|<foreignObject|href=|font-family/i,
        );
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      }
    }
  });

  it("is deterministic for a seed and differs across seeds", () => {
    for (const scene of SCENES) {
      for (const stage of STAGES) {
        const outputs = galleryProjectSeeds.map((project) =>
          drawScene(scene, stage, PALETTE, project.key),
        );
        expect(new Set(outputs).size).toBe(galleryProjectSeeds.length);
        expect(drawScene(scene, stage, PALETTE, "seed-a")).toBe(
          drawScene(scene, stage, PALETTE, "seed-a"),
        );
        expect(drawScene(scene, stage, PALETTE, "seed-a")).not.toBe(
          drawScene(scene, stage, PALETTE, "seed-b"),
        );
      }
    }
  });

  it("stays under 40 KB and parses for many seeds and palettes", async () => {
    const palettes = [
      PALETTE,
      OTHER_PALETTE,
      ...galleryProjectSeeds.map((p) => p.palette),
    ];
    let largest = 0;
    const checks: Array<Promise<void>> = [];
    for (let i = 0; i < 24; i += 1) {
      const palette = palettes[i % palettes.length]!;
      for (const scene of SCENES) {
        for (const stage of STAGES) {
          const svg = drawScene(scene, stage, palette, `project-${i}`);
          largest = Math.max(largest, Buffer.byteLength(svg));
          if (i % 6 === 0) {
            checks.push(
              sharp(Buffer.from(svg))
                .metadata()
                .then((meta) => {
                  expect(meta.format).toBe("svg");
                  expect([meta.width, meta.height]).toEqual([1200, 900]);
                }),
            );
          }
        }
      }
    }
    await Promise.all(checks);
    expect(largest).toBeLessThan(MAX_SVG_BYTES);
  }, 60_000);

  it("draws the after stage from the palette and the before stage regardless of it", () => {
    for (const scene of SCENES) {
      const after = drawScene(scene, "after", PALETTE, "x");
      expect(after).toContain(PALETTE.wall.toLowerCase());
      expect(after).not.toBe(drawScene(scene, "after", OTHER_PALETTE, "x"));
      expect(drawScene(scene, "before", PALETTE, "x")).toBe(
        drawScene(scene, "before", OTHER_PALETTE, "x"),
      );
    }
  });

  it.each([
    ["a color name", { ...PALETTE, wall: "red" }],
    ["short hex", { ...PALETTE, cabinet: "#fff" }],
    ["non-hex digit", { ...PALETTE, accent: "#12345g" }],
    ["missing #", { ...PALETTE, floor: "c9b79c" }],
    ["eight digits", { ...PALETTE, wall: "#c9b79cff" }],
    ["surrounding space", { ...PALETTE, wall: " #c9b79c" }],
    ["markup", { ...PALETTE, accent: '#000000"/><script>' }],
    [
      "a missing key",
      { wall: "#ffffff", cabinet: "#000000", accent: "#000000" },
    ],
    ["a number", { ...PALETTE, floor: 0xc9b79c }],
  ])("rejects a palette with %s", (_label, palette) => {
    expect(() =>
      drawScene("kitchen", "after", palette as unknown as Palette, "x"),
    ).toThrow(/palette/i);
    expect(() =>
      drawScene("kitchen", "before", palette as unknown as Palette, "x"),
    ).toThrow(/palette/i);
    expect(() => drawBanner("x", palette as unknown as Palette)).toThrow(
      /palette/i,
    );
  });

  it("rejects unknown scenes and stages", () => {
    expect(() =>
      drawScene("garage" as IllustrationScene, "after", PALETTE, "x"),
    ).toThrow();
    expect(() =>
      drawScene("kitchen", "during" as "after", PALETTE, "x"),
    ).toThrow();
  });
});

describe("drawBanner", () => {
  it("returns a 1200 x 630 SVG that varies by seed", async () => {
    const banners = Array.from({ length: 12 }, (_, i) =>
      drawBanner(`post-${i}`, PALETTE),
    );
    expect(new Set(banners).size).toBe(banners.length);
    expect(drawBanner("post-1", PALETTE)).toBe(banners[1]);
    for (const svg of banners) {
      expect(svg).toContain('width="1200" height="630" viewBox="0 0 1200 630"');
      expect(svg).not.toMatch(/<text|<script|<image|href=|NaN|undefined/);
      expect(Buffer.byteLength(svg)).toBeLessThan(MAX_SVG_BYTES);
    }
    const png = await sharp(Buffer.from(banners[0]!)).png().toBuffer();
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });
});
