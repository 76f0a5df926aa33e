import { darken, lighten, luminance, mix, vary } from "../color.ts";
import {
  gridTiles,
  herringboneTiles,
  hexTiles,
  subwayTiles,
  verticalStackTiles,
} from "../patterns.ts";
import { type Rng, between, chance, intBetween, pick } from "../random.ts";
import { fluorescent, room, stains } from "../room.ts";
import type { Scheme } from "../schemes.ts";
import type { Svg } from "../svg.ts";
import {
  circle,
  clipTo,
  d,
  ellipse,
  group,
  line,
  linear,
  path,
  poly,
  rect,
} from "../svg.ts";
import { CEIL, FLOOR, HEIGHT, WIDTH } from "../types.ts";

// ---------------------------------------------------------------------------
// Tile wall

export function tileWall(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  room(s, sc, rng);
  const nicheLeft = layout() < 0.5;
  const nx = nicheLeft ? between(layout, 200, 320) : between(layout, 640, 760);
  const fx = nicheLeft ? between(layout, 820, 940) : between(layout, 260, 380);

  if (sc.dated) {
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
    s.add(
      rect(cx + 1.75, 13 * 44 + 1.75, 40.5, 40.5, vary(rng, sc.tile, 0.12)),
    );
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
    s.add(
      rect(
        0,
        FLOOR,
        WIDTH,
        HEIGHT - FLOOR,
        gridTiles(s, darken(sc.tile, 0.1), "#6f6452", 30, 3),
      ),
    );
    s.add(rect(0, FLOOR, WIDTH, HEIGHT - FLOOR, "#5a4a2a", 'opacity="0.1"'));
    return;
  }

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

  // Recessed niche, arched or square.
  const arched = chance(rng, 0.5);
  const nw = 220;
  const ny = 300;
  const nh = 300;
  const outer = arched
    ? path(
        d`M${nx - 8} ${ny + nh + 8}V${ny + nw / 2}A${nw / 2 + 8} ${nw / 2 + 8} 0 0 1 ${nx + nw + 8} ${ny + nw / 2}V${ny + nh + 8}Z`,
        lighten(tile, 0.3),
      )
    : rect(nx - 8, ny - 8, nw + 16, nh + 16, lighten(tile, 0.3));
  const inner = arched
    ? path(
        d`M${nx} ${ny + nh}V${ny + nw / 2}A${nw / 2} ${nw / 2} 0 0 1 ${nx + nw} ${ny + nw / 2}V${ny + nh}Z`,
        darken(tile, 0.16),
      )
    : rect(nx, ny, nw, nh, darken(tile, 0.16));
  s.add(outer, inner);
  const nicheClip = clipTo(s, inner);
  s.add(
    group(
      [
        rect(
          nx,
          ny,
          nw,
          40,
          linear(s, [
            [0, "#000000", 0.25],
            [1, "#000000", 0],
          ]),
        ),
        rect(nx, ny, 18, nh, "#000000", 'opacity="0.1"'),
      ],
      nicheClip,
    ),
  );
  const shelfY = ny + nh * 0.55;
  const stone =
    luminance(sc.counter) > 0.5 ? lighten(sc.counter, 0.2) : "#ece9e3";
  s.add(
    rect(nx, shelfY, nw, 10, stone),
    rect(nx, shelfY + 10, nw, 6, "#000000", 'opacity="0.12"'),
  );
  s.add(
    rect(nx - 8, ny + nh, nw + 16, 12, stone),
    rect(nx - 8, ny + nh + 12, nw + 16, 4, "#000000", 'opacity="0.12"'),
  );
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

  // Shower fixtures.
  const metal = sc.metal;
  s.add(
    rect(fx - 3, CEIL, 6, 140, metal),
    rect(fx - 70, CEIL + 138, 140, 10, metal, 'rx="5"'),
  );
  for (let k = 0; k < 9; k += 1)
    s.add(
      line(
        fx - 60 + k * 15,
        CEIL + 156,
        fx - 66 + k * 16.5,
        CEIL + 240,
        "#ffffff",
        2,
        'opacity="0.45" stroke-dasharray="8 12"',
      ),
    );
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
    s.add(
      rect(bx0, 640, 420, 26, stone),
      rect(bx0, 666, 420, 8, "#000000", 'opacity="0.15"'),
    );
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
    rect(
      0,
      FLOOR,
      WIDTH,
      HEIGHT - FLOOR,
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
  s.add(
    rect(
      0,
      FLOOR,
      WIDTH,
      HEIGHT - FLOOR,
      linear(s, [
        [0, "#000000", 0.12],
        [0.6, "#000000", 0],
      ]),
    ),
  );
  const drainX = nicheLeft ? 640 : 160;
  s.add(
    rect(drainX, FLOOR + 26, 400, 10, darken(metal, 0.2), 'rx="2"'),
    rect(drainX, FLOOR + 28, 400, 3, lighten(metal, 0.3)),
  );
}
