import { darken, lighten } from "./color.ts";
import { type Rng, between, chance } from "./random.ts";
import type { Svg } from "./svg.ts";
import { circle, path, pattern, poly, rect } from "./svg.ts";

// ---------------------------------------------------------------------------
// Tile and surface patterns

export function gridTiles(
  s: Svg,
  tile: string,
  grout: string,
  size: number,
  gap: number,
): string {
  return pattern(
    s,
    size,
    size,
    rect(0, 0, size, size, grout) +
      rect(gap / 2, gap / 2, size - gap, size - gap, tile) +
      rect(gap / 2, gap / 2, size - gap, 2, "#ffffff", 'opacity="0.25"'),
  );
}

export function subwayTiles(
  s: Svg,
  tile: string,
  grout: string,
  tw: number,
  th: number,
  gap: number,
  stacked = false,
): string {
  const g = gap / 2;
  const second = stacked
    ? rect(g, th + g, tw - gap, th - gap, tile)
    : rect(-tw / 2 + g, th + g, tw - gap, th - gap, tile) +
      rect(tw / 2 + g, th + g, tw - gap, th - gap, tile);
  return pattern(
    s,
    tw,
    th * 2,
    rect(0, 0, tw, th * 2, grout) +
      rect(g, g, tw - gap, th - gap, tile) +
      second +
      rect(g, g, tw - gap, 2, "#ffffff", 'opacity="0.3"'),
  );
}

export function verticalStackTiles(
  s: Svg,
  tile: string,
  grout: string,
  tw: number,
  th: number,
  gap: number,
): string {
  const g = gap / 2;
  return pattern(
    s,
    tw,
    th,
    rect(0, 0, tw, th, grout) +
      rect(g, g, tw - gap, th - gap, tile) +
      rect(g, g, 2, th - gap, "#ffffff", 'opacity="0.3"'),
  );
}

export function herringboneTiles(
  s: Svg,
  tile: string,
  grout: string,
  unit: number,
  gap: number,
  shade: string,
): string {
  // 2:1 bricks; the lattice a(1,1) + b(2,-2) repeats every 4 x 4 units.
  const size = unit * 4;
  const parts = [rect(0, 0, size, size, grout)];
  for (let a = -6; a <= 6; a += 1) {
    for (let b = -3; b <= 3; b += 1) {
      const ox = (a + 2 * b) * unit;
      const oy = (a - 2 * b) * unit;
      const bricks: Array<[number, number, number, number, string]> = [
        [ox, oy, 2 * unit, unit, tile],
        [ox + 2 * unit, oy - unit, unit, 2 * unit, shade],
      ];
      for (const [x, y, w, h, fill] of bricks) {
        if (x + w <= 0 || y + h <= 0 || x >= size || y >= size) continue;
        parts.push(rect(x + gap / 2, y + gap / 2, w - gap, h - gap, fill));
      }
    }
  }
  return pattern(s, size, size, parts.join(""), "rotate(45)");
}

export function hexTiles(
  s: Svg,
  tile: string,
  grout: string,
  radius: number,
  gap: number,
  shade: string,
): string {
  const h = Math.sqrt(3) * radius;
  const r = radius - gap / 2;
  const hexagon = (cx: number, cy: number, fill: string) => {
    const points: Array<[number, number]> = [];
    for (let i = 0; i < 6; i += 1) {
      const angle = (Math.PI / 3) * i;
      points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
    }
    return poly(points, fill);
  };
  return pattern(
    s,
    3 * radius,
    h,
    rect(0, 0, 3 * radius, h, grout) +
      hexagon(0, 0, tile) +
      hexagon(0, h, tile) +
      hexagon(1.5 * radius, h / 2, shade) +
      hexagon(3 * radius, 0, tile) +
      hexagon(3 * radius, h, tile),
  );
}

export function woodGrain(s: Svg, color: string): string {
  const stroke = `stroke="${color}" stroke-width="1.4" opacity="0.35"`;
  return pattern(
    s,
    160,
    48,
    path("M0 8 C40 3 80 14 160 8", "none", stroke) +
      path("M0 22 C50 27 100 17 160 22", "none", stroke) +
      path("M0 37 C30 33 70 42 120 36 S150 37 160 37", "none", stroke),
  );
}

export function speckle(s: Svg, rng: Rng, base: string): string {
  const dots: string[] = [rect(0, 0, 64, 64, base)];
  for (let i = 0; i < 26; i += 1) {
    const fill = chance(rng, 0.5)
      ? darken(base, between(rng, 0.2, 0.4))
      : lighten(base, 0.4);
    dots.push(
      circle(
        between(rng, 0, 64),
        between(rng, 0, 64),
        between(rng, 0.6, 1.6),
        fill,
      ),
    );
  }
  return pattern(s, 64, 64, dots.join(""));
}
