// The room shell every scene stands in: the canvas, wall, ceiling and
// floor, and the wear and light on them.

import { darken, vary } from "./color.ts";
import { gridTiles, speckle } from "./patterns.ts";
import { between, chance, type Rng } from "./random.ts";
import type { Scheme } from "./schemes.ts";
import {
  circle,
  ellipse,
  fade,
  halo,
  pattern,
  radial,
  rect,
  type Svg,
} from "./svg.ts";

export const WIDTH = 1200;
export const HEIGHT = 900;
export const CEIL = 24;
export const FLOOR = 770;

export function room(s: Svg, sc: Scheme, rng: Rng): void {
  s.add(rect(0, 0, WIDTH, FLOOR, sc.wall));
  if (sc.dated && chance(rng, 0.6)) {
    // Faded wallpaper motif.
    const motif = darken(sc.wall, 0.25);
    const fill = chance(rng, 0.5)
      ? pattern(
          s,
          48,
          48,
          circle(12, 12, 3, motif) +
            circle(8, 16, 2.2, motif) +
            circle(16, 16, 2.2, motif) +
            circle(36, 36, 1.6, motif),
        )
      : pattern(
          s,
          40,
          40,
          rect(4, 0, 3, 40, motif) + rect(10, 0, 1.5, 40, motif),
        );
    s.add(rect(0, 0, WIDTH, FLOOR, fill, 'opacity="0.35"'));
  } else if (!sc.dated) {
    // Soft daylight wash.
    s.add(rect(0, 0, WIDTH, FLOOR, fade(s, "#ffffff", 0.18, 1, "diagonal")));
  }
  s.add(
    rect(0, 0, WIDTH, CEIL, sc.ceiling),
    rect(0, CEIL - 3, WIDTH, 3, darken(sc.ceiling, 0.1)),
  );
}

export function baseboard(s: Svg, sc: Scheme): void {
  s.add(
    rect(0, FLOOR - 16, WIDTH, 16, sc.trim),
    rect(0, FLOOR - 16, WIDTH, 2, darken(sc.trim, 0.12)),
  );
}

/** The foot of the bulkhead soffit in dated rooms, where wall cabinets start. */
export const SOFFIT = 112;

export function soffit(s: Svg, sc: Scheme): void {
  s.add(
    rect(40, CEIL, 1120, SOFFIT - CEIL, darken(sc.wall, 0.04)),
    rect(40, SOFFIT - 3, 1120, 3, darken(sc.wall, 0.15)),
  );
}

export function floorArea(fill: string, attributes = ""): string {
  return rect(0, FLOOR, WIDTH, HEIGHT - FLOOR, fill, attributes);
}

/** Darkens the floor towards the wall, so it reads as lying back. */
export function floorShade(s: Svg, opacity: number, reach: number): void {
  s.add(floorArea(fade(s, "#000000", opacity, reach)));
}

export function floorBoards(s: Svg, color: string, rng: Rng): void {
  s.add(floorArea(color));
  const rows = 5;
  const rowH = (HEIGHT - FLOOR) / rows;
  for (let r = 0; r < rows; r += 1) {
    let x = -between(rng, 0, 200);
    while (x < WIDTH) {
      const w = between(rng, 180, 340);
      s.add(rect(x, FLOOR + r * rowH, w - 2, rowH - 2, vary(rng, color, 0.05)));
      x += w;
    }
  }
  floorShade(s, 0.12, 0.4);
}

export function floorChecker(s: Svg, color: string): void {
  const dark = darken(color, 0.18);
  const fill = pattern(
    s,
    64,
    64,
    rect(0, 0, 64, 64, color) +
      rect(0, 0, 32, 32, dark) +
      rect(32, 32, 32, 32, dark),
  );
  s.add(floorArea(fill));
  s.add(floorArea("#5a4a30", 'opacity="0.12"'));
}

export function floorTiles(s: Svg, color: string, size: number): void {
  s.add(floorArea(gridTiles(s, color, darken(color, 0.12), size, 3)));
  floorShade(s, 0.1, 0.5);
}

export function floorCarpet(s: Svg, color: string, rng: Rng): void {
  s.add(floorArea(speckle(s, rng, color)));
  floorShade(s, 0.14, 0.5);
}

export function fluorescent(s: Svg, cx: number, width: number): void {
  s.add(ellipse(cx, CEIL + 60, width * 0.95, 150, halo(s, "#f3f8dc", 0.5)));
  s.add(
    rect(
      cx - width / 2,
      CEIL,
      width,
      30,
      "#ebe6d4",
      'stroke="#b3ab93" stroke-width="2"',
    ),
  );
  const lens = pattern(
    s,
    10,
    10,
    rect(0, 0, 10, 10, "#f6f6e6") + rect(0, 0, 1, 10, "#c9c7b0"),
  );
  s.add(rect(cx - width / 2 + 8, CEIL + 18, width - 16, 10, lens));
  s.add(
    circle(cx - width * 0.2, CEIL + 23, 2, "#6d6250"),
    circle(cx + width * 0.27, CEIL + 22, 1.6, "#6d6250"),
  );
  s.add(
    rect(
      cx + width * 0.1,
      CEIL + 18,
      width * 0.38,
      10,
      "#8a8468",
      'opacity="0.22"',
    ),
  );
}

export function stains(
  s: Svg,
  rng: Rng,
  box: [number, number, number, number],
  count: number,
  color = "#8a6a3a",
): void {
  const [x0, y0, x1, y1] = box;
  const fill = s.memo(`stain${color}`, () =>
    radial(s, [
      [0, color, 0.3],
      [0.65, color, 0.16],
      [1, color, 0],
    ]),
  );
  for (let i = 0; i < count; i += 1) {
    const cx = between(rng, x0, x1);
    const cy = between(rng, y0, y1);
    const r = between(rng, 12, 36);
    s.add(ellipse(cx, cy, r, r * between(rng, 0.55, 0.95), fill));
    s.add(
      ellipse(
        cx + r * between(rng, -0.4, 0.4),
        cy + r * 0.25,
        r * 0.6,
        r * 0.45,
        fill,
      ),
    );
    s.add(
      ellipse(
        cx,
        cy,
        r * 0.8,
        r * 0.55,
        "none",
        `stroke="${color}" stroke-width="1.2" opacity="0.14"`,
      ),
    );
  }
}

export function shadow(
  s: Svg,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.16,
): void {
  s.add(ellipse(cx, cy, rx, ry, halo(s, "#000000", opacity)));
}
