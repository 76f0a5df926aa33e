// Tile wall: a shower wall with its niche and fixtures.

import { darken, lighten, luminance, mix, vary } from "../color.ts";
import {
  gridTiles,
  herringboneTiles,
  hexTiles,
  subwayTiles,
  verticalStackTiles,
} from "../patterns.ts";
import { rainHead } from "../fixtures.ts";
import { between, chance, intBetween, pick, type Rng } from "../random.ts";
import {
  CEIL,
  FLOOR,
  floorArea,
  floorShade,
  fluorescent,
  room,
  stains,
  WIDTH,
} from "../room.ts";
import type { Scheme } from "../schemes.ts";
import { arch, ledge } from "../shapes.ts";
import {
  circle,
  clipTo,
  d,
  ellipse,
  fade,
  group,
  linear,
  path,
  poly,
  rect,
  type Svg,
} from "../svg.ts";

export function tileWall(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  room(s, sc, rng);
  const nicheLeft = layout() < 0.5;
  const nx = nicheLeft ? between(layout, 200, 320) : between(layout, 640, 760);
  const fx = nicheLeft ? between(layout, 820, 940) : between(layout, 260, 380);
  if (sc.dated) {
    datedTileWall(s, sc, rng, nicheLeft, nx, fx);
    return;
  }
  const tile = tiledWall(s, sc, rng);
  const stone =
    luminance(sc.counter) > 0.5 ? lighten(sc.counter, 0.2) : "#ece9e3";
  niche(s, sc, rng, nx, tile, stone);
  shower(s, sc, rng, nicheLeft, fx, stone);
}

function datedTileWall(
  s: Svg,
  sc: Scheme,
  rng: Rng,
  nicheLeft: boolean,
  nx: number,
  fx: number,
): void {
  const fill = gridTiles(s, sc.tile, sc.grout, 44, 3.5);
  s.add(rect(0, CEIL, WIDTH, FLOOR - CEIL, fill));
  // Contrasting band with a diamond motif.
  const band = darken(sc.tile, 0.28);
  s.add(rect(0, 420, WIDTH, 40, band));
  for (let x = 20; x < WIDTH; x += 44)
    s.add(
      poly(
        [
          [x, 428],
          [x + 12, 440],
          [x, 452],
          [x - 12, 440],
        ],
        lighten(sc.tile, 0.3),
      ),
    );
  // Grout stains, a cracked tile and a mismatched replacement.
  stains(s, rng, [20, 480, 1180, 740], intBetween(rng, 6, 9), "#4a4a2a");
  const cx = Math.floor(between(rng, 300, 900) / 44) * 44;
  s.add(rect(cx + 1.75, 13 * 44 + 1.75, 40.5, 40.5, vary(rng, sc.tile, 0.12)));
  s.add(
    path(
      d`M${cx + 300} 260l12 14l-8 10l14 18`,
      "none",
      'stroke="#4a4036" stroke-width="2"',
    ),
  );
  // Soap dish, towel bar, shower pipe and two-handle valve.
  s.add(
    rect(nx + 20, 560, 90, 30, lighten(sc.tile, 0.2)),
    path(
      d`M${nx + 20} 590H${nx + 110}Q${nx + 104} 612 ${nx + 65} 612Q${nx + 26} 612 ${nx + 20} 590Z`,
      darken(sc.tile, 0.1),
    ),
  );
  s.add(ellipse(nx + 65, 580, 24, 7, "#d8c98a"));
  s.add(
    rect(fx - 4, 170, 8, 70, sc.metal),
    path(d`M${fx - 14} 240H${fx + 14}L${fx + 22} 258H${fx - 22}Z`, sc.metal),
  );
  for (const vx of [fx - 50, fx + 50]) {
    s.add(
      circle(vx, 500, 18, sc.metal),
      rect(vx - 18, 496, 36, 8, lighten(sc.metal, 0.2), 'rx="3"'),
      rect(vx - 4, 482, 8, 36, lighten(sc.metal, 0.2), 'rx="3"'),
    );
  }
  s.add(
    rect(fx - 4, 530, 8, 26, sc.metal),
    rect(fx - 16, 552, 32, 10, sc.metal, 'rx="4"'),
  );
  s.add(rect(nicheLeft ? 1000 : 60, 620, 140, 8, sc.metal, 'rx="4"'));
  fluorescent(s, 600, 300);
  s.add(floorArea(gridTiles(s, darken(sc.tile, 0.1), "#6f6452", 30, 3)));
  s.add(floorArea("#5a4a2a", 'opacity="0.1"'));
}

/** Tiles the whole wall in one of four layouts and returns the tile colour. */
function tiledWall(s: Svg, sc: Scheme, rng: Rng): string {
  const kind = pick(rng, ["herringbone", "hex", "subway", "stack"] as const);
  const tile = pick(rng, [
    sc.tile,
    mix(sc.cabinet, "#ffffff", 0.35),
    mix(sc.accent, "#ffffff", 0.45),
    lighten(sc.floor, 0.35),
  ]);
  const grout =
    luminance(tile) > 0.75 ? darken(tile, 0.12) : lighten(tile, 0.45);
  const shade = vary(rng, tile, 0.06);
  const fill =
    kind === "herringbone"
      ? herringboneTiles(s, tile, grout, 18, 3, shade)
      : kind === "hex"
        ? hexTiles(s, tile, grout, 26, 3, shade)
        : kind === "subway"
          ? subwayTiles(s, tile, grout, 90, 30, 3)
          : verticalStackTiles(s, tile, grout, 36, 108, 3);
  s.add(rect(0, CEIL, WIDTH, FLOOR - CEIL, fill));
  s.add(
    rect(
      0,
      CEIL,
      WIDTH,
      FLOOR - CEIL,
      linear(s, [
        [0, "#ffffff", 0.2],
        [0.6, "#ffffff", 0],
        [1, "#000000", 0.08],
      ]),
    ),
  );
  return tile;
}

/** Recessed niche, arched or square. */
function niche(
  s: Svg,
  sc: Scheme,
  rng: Rng,
  nx: number,
  tile: string,
  stone: string,
): void {
  const arched = chance(rng, 0.5);
  const nw = 220;
  const ny = 300;
  const nh = 300;
  const outer = arched
    ? path(arch(nx - 8, ny - 8, nw + 16, nh + 16), lighten(tile, 0.3))
    : rect(nx - 8, ny - 8, nw + 16, nh + 16, lighten(tile, 0.3));
  const inner = arched
    ? path(arch(nx, ny, nw, nh), darken(tile, 0.16))
    : rect(nx, ny, nw, nh, darken(tile, 0.16));
  s.add(outer, inner);
  const nicheClip = clipTo(s, inner);
  s.add(
    group(
      [
        rect(nx, ny, nw, 40, fade(s, "#000000", 0.25)),
        rect(nx, ny, 18, nh, "#000000", 'opacity="0.1"'),
      ],
      nicheClip,
    ),
  );
  const shelfY = ny + nh * 0.55;
  s.add(...ledge(nx, shelfY, nw, 10, stone, 6, 0.12));
  s.add(...ledge(nx - 8, ny + nh, nw + 16, 12, stone, 4, 0.12));
  let bx = nx + 20;
  while (bx < nx + nw - 40) {
    const bh = between(rng, 60, 100);
    s.add(
      rect(
        bx,
        shelfY - bh,
        30,
        bh,
        pick(rng, ["#f4f1ea", "#c9a46a", "#8fa79b", sc.accent, "#3a3d40"]),
        'rx="7"',
      ),
      rect(bx + 10, shelfY - bh - 10, 10, 10, "#2f2f2f"),
    );
    bx += between(rng, 44, 60);
  }
  for (let k = 0; k < 3; k += 1) {
    s.add(
      ellipse(
        nx + 40 + k * 50,
        ny + nh - 18,
        22,
        18,
        pick(rng, ["#f1ece3", "#e3d5c0", lighten(sc.cabinet, 0.6)]),
      ),
      ellipse(
        nx + 40 + k * 50,
        ny + nh - 18,
        8,
        6,
        "none",
        'stroke="#000" stroke-width="1" opacity="0.15"',
      ),
    );
  }
}

function shower(
  s: Svg,
  sc: Scheme,
  rng: Rng,
  nicheLeft: boolean,
  fx: number,
  stone: string,
): void {
  const metal = sc.metal;
  rainHead(s, fx, metal, {
    drop: 140,
    halfWidth: 70,
    corner: 5,
    streaks: 9,
    pitch: 15,
    landing: [-66, 16.5],
    fall: 84,
    width: 2,
    water: 'opacity="0.45" stroke-dasharray="8 12"',
  });
  s.add(
    circle(fx, 500, 36, metal),
    circle(fx, 500, 14, darken(metal, 0.2)),
    rect(fx - 4, 458, 8, 30, lighten(metal, 0.3), 'rx="3"'),
  );
  const railX = fx + (nicheLeft ? 110 : -110);
  s.add(
    rect(railX - 4, 360, 8, 260, metal, 'rx="4"'),
    rect(railX - 12, 420, 24, 16, metal, 'rx="4"'),
  );
  s.add(
    path(
      d`M${railX} 436Q${railX - 40} 560 ${fx} 540`,
      "none",
      `stroke="${darken(metal, 0.15)}" stroke-width="4"`,
    ),
  );
  s.add(rect(railX - 9, 360, 18, 64, lighten(metal, 0.1), 'rx="8"'));
  // Floating bench.
  if (chance(rng, 0.6)) {
    const bx0 = nicheLeft ? 700 : 80;
    s.add(...ledge(bx0, 640, 420, 26, stone, 8, 0.15));
  }
  // Glass edge, mosaic floor and linear drain.
  const gx = nicheLeft ? 40 : 1140;
  s.add(
    rect(gx - 10, CEIL, 20, FLOOR - CEIL, "#dbeef3", 'opacity="0.5"'),
    rect(
      gx - 10,
      CEIL,
      20,
      FLOOR - CEIL,
      "none",
      'stroke="#9fc2cc" stroke-width="2"',
    ),
  );
  s.add(
    floorArea(
      hexTiles(
        s,
        lighten(sc.floor, 0.2),
        darken(sc.floor, 0.15),
        12,
        2,
        sc.floor,
      ),
    ),
  );
  floorShade(s, 0.12, 0.6);
  const drainX = nicheLeft ? 640 : 160;
  s.add(
    rect(drainX, FLOOR + 26, 400, 10, darken(metal, 0.2), 'rx="2"'),
    rect(drainX, FLOOR + 28, 400, 3, lighten(metal, 0.3)),
  );
}
