import { darken } from "../color.ts";
import { type Rng, between, pick } from "../random.ts";
import type { Svg } from "../svg.ts";
import { d, line, path, rect } from "../svg.ts";

// ---------------------------------------------------------------------------
// Walk-in closet

export const GARMENTS = [
  "#2f3b4c",
  "#f2efe9",
  "#c9b8a0",
  "#8a9aa8",
  "#3c3c3c",
  "#b36b4f",
  "#6f7d5c",
  "#e4d3c1",
  "#5b6e8c",
  "#a9a39a",
];
export const DATED_GARMENTS = [
  "#7b5a3c",
  "#a4493d",
  "#5e6e4a",
  "#c9a660",
  "#6b6f86",
  "#b58a6a",
  "#e0d2b4",
  "#4a4039",
  "#8c6d8a",
];

export function garments(
  s: Svg,
  rng: Rng,
  x0: number,
  x1: number,
  rodY: number,
  minLen: number,
  maxLen: number,
  colors: readonly string[],
  packed: boolean,
  hanger: string,
): void {
  let x = x0 + 10;
  while (x < x1 - 14) {
    const w = packed ? between(rng, 18, 28) : between(rng, 16, 24);
    const len = between(rng, minLen, maxLen);
    const color = pick(rng, colors);
    s.add(
      path(
        d`M${x + w / 2} ${rodY + 2}q-2 -8 3 -8`,
        "none",
        `stroke="${hanger}" stroke-width="2"`,
      ),
    );
    s.add(
      path(
        d`M${x} ${rodY + 14}Q${x + w / 2} ${rodY + 4} ${x + w} ${rodY + 14}V${rodY + len}H${x}Z`,
        color,
      ),
    );
    s.add(rect(x + w - 3, rodY + 14, 3, len - 14, "#000000", 'opacity="0.12"'));
    x += packed ? between(rng, 12, 19) : w + between(rng, 3, 8);
  }
  s.add(line(x0, rodY, x1, rodY, hanger, 5, 'stroke-linecap="round"'));
}

export function foldedStack(
  s: Svg,
  rng: Rng,
  x: number,
  baseY: number,
  colors: readonly string[],
  height: number,
): void {
  let y = baseY;
  const w = between(rng, 58, 72);
  while (y > baseY - height) {
    const h = between(rng, 11, 16);
    const color = pick(rng, colors);
    s.add(
      rect(x + between(rng, -2, 2), y - h, w, h, color, 'rx="3"'),
      rect(x, y - h + h / 2, w, 1.5, darken(color, 0.18)),
    );
    y -= h;
  }
}
