// Tile and surface patterns

import { darken, lighten } from "./color.ts";
import { between, chance, type Rng } from "./random.ts";
import { circle, d, num, path, pattern, poly, rect, type Svg } from "./svg.ts";

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

export function veins(
  rng: Rng,
  box: [number, number, number, number],
  color: string,
  count: number,
  vertical: boolean,
): string[] {
  const [x, y, w, h] = box;
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    // Veins cross the slab diagonally, from one long edge to the other.
    const sx = vertical
      ? x + between(rng, 0, w)
      : between(rng, x - w * 0.15, x + w);
    const sy = y - 8;
    const ex = vertical
      ? x + between(rng, 0, w)
      : sx + between(rng, 2.5, 7) * h * (chance(rng, 0.3) ? -1 : 1);
    const ey = y + h + 8;
    const dx = ex - sx;
    const dy = ey - sy;
    const len = Math.hypot(dx, dy);
    const nx = -dy / len;
    const ny = dx / len;
    const reach = vertical ? w * 0.5 : Math.min(len * 0.12, 40);
    const at = (t: number, offset: number): [number, number] => [
      sx + dx * t + nx * offset,
      sy + dy * t + ny * offset,
    ];
    const [c1x, c1y] = at(0.2, between(rng, -1, 1) * reach);
    const [c2x, c2y] = at(0.4, between(rng, -1, 1) * reach);
    const [mx, my] = at(0.5, between(rng, -0.5, 0.5) * reach);
    const [c3x, c3y] = at(0.8, between(rng, -1, 1) * reach);
    const dpath = d`M${sx} ${sy}C${c1x} ${c1y} ${c2x} ${c2y} ${mx} ${my}S${c3x} ${c3y} ${ex} ${ey}`;
    const major = i < 2;
    const width = major ? between(rng, 2.2, 3.6) : between(rng, 0.6, 1.5);
    if (major)
      out.push(
        path(
          dpath,
          "none",
          `stroke="${color}" stroke-width="${num(width * 5)}" opacity="0.1"`,
        ),
      );
    out.push(
      path(
        dpath,
        "none",
        `stroke="${color}" stroke-width="${num(width)}" stroke-linecap="round" opacity="${num(major ? 0.75 : between(rng, 0.3, 0.6))}"`,
      ),
    );
    if (major) {
      // A fine branch leaving the main vein.
      const [bx, by] = at(between(rng, 0.3, 0.7), 0);
      const tx = bx + (vertical ? between(rng, -w, w) : between(rng, 60, 160));
      const ty = vertical
        ? by + between(rng, 40, 120)
        : y + h * between(rng, 0.2, 1.1);
      out.push(
        path(
          d`M${bx} ${by}Q${(bx + tx) / 2 + between(rng, -20, 20)} ${by} ${tx} ${ty}`,
          "none",
          `stroke="${color}" stroke-width="0.8" opacity="0.45"`,
        ),
      );
    }
  }
  return out;
}
