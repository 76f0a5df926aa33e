// Countertops (close view of an island)

import { door, type Finish, finishFor } from "../cabinetry.ts";
import { darken, lighten, mix } from "../color.ts";
import { pendant, warmGlow } from "../fixtures.ts";
import { gridTiles, speckle, veins, woodGrain } from "../patterns.ts";
import { art, fruitBowl, stool, toaster, vase } from "../props.ts";
import { between, chance, intBetween, pick, type Rng } from "../random.ts";
import {
  baseboard,
  floorBoards,
  floorChecker,
  fluorescent,
  room,
  shadow,
  stains,
  WIDTH,
} from "../room.ts";
import type { Scheme } from "../schemes.ts";
import { ledge, plates } from "../shapes.ts";
import {
  circle,
  clipTo,
  d,
  ellipse,
  group,
  line,
  linear,
  path,
  pattern,
  rect,
  type Svg,
} from "../svg.ts";

// Heights of the island: the slab's top, its front edge, the foot of the body.
const TOP_Y = 430;
const EDGE_Y = 498;
const BODY_BOTTOM = 838;

/** The island's extent; edgeH is the height of the slab's front edge. */
interface Island {
  x0: number;
  x1: number;
  waterfallRight: boolean;
  edgeH: number;
}

export function countertops(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  room(s, sc, rng);
  const island: Island = {
    x0: between(layout, 60, 100),
    x1: WIDTH - between(layout, 60, 100),
    waterfallRight: layout() < 0.5,
    edgeH: sc.dated ? 20 : 34,
  };
  if (sc.dated) datedWall(s, sc, rng);
  else shelfWall(s, sc, layout, rng);
  islandBody(s, sc, rng, island);
  if (sc.dated) {
    datedSlab(s, sc, rng, island);
    return;
  }
  stoneSlab(s, sc, rng, island);
  styling(s, sc, rng, island);
}

function datedWall(s: Svg, sc: Scheme, rng: Rng): void {
  fluorescent(s, 600, 340);
  stains(s, rng, [60, 80, 1140, 400], intBetween(rng, 3, 5));
  // A wall calendar-style clock and a plain shelf.
  s.add(
    circle(900, 230, 46, "#f2ead6", 'stroke="#8a6a3e" stroke-width="6"'),
    line(900, 230, 900, 200, "#3b2f20", 4),
    line(900, 230, 922, 240, "#3b2f20", 3),
  );
  s.add(
    rect(180, 260, 300, 12, sc.cabinet),
    rect(200, 272, 10, 20, sc.cabinet),
    rect(450, 272, 10, 20, sc.cabinet),
  );
  s.add(
    rect(210, 200, 60, 60, "#c9b48a"),
    rect(290, 214, 46, 46, "#a8734a"),
    rect(360, 224, 90, 36, "#d8cdb4"),
  );
  floorChecker(s, sc.floor);
  baseboard(s, sc);
}

/** Open shelves and a framed print on the back wall, either way round. */
function shelfWall(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  const shelvesLeft = layout() < 0.5;
  for (const sy of [230, 340]) {
    const offset = between(layout, 140, 220);
    const sx0 = shelvesLeft ? offset : WIDTH - offset - 360;
    const sx1 = sx0 + 360;
    s.add(...ledge(sx0, sy, sx1 - sx0, 10, darken(sc.floor, 0.2), 4, 0.1));
    let x = sx0 + 16;
    while (x < sx1 - 50) {
      if (chance(rng, 0.5)) {
        s.add(...plates(x, sy, 9, 50, ["#f4f1ea", "#e3dfd6", "#f4f1ea"]));
        x += 44;
      } else {
        s.add(
          path(
            d`M${x} ${sy - 40}Q${x} ${sy} ${x + 20} ${sy}Q${x + 40} ${sy} ${x + 40} ${sy - 40}Z`,
            pick(rng, [sc.accent, "#e9e4da", sc.cabinet, "#8fa79b"]),
          ),
        );
        x += 56;
      }
    }
  }
  art(s, shelvesLeft ? 820 : 180, 150, 200, 240, sc, rng);
  floorBoards(s, sc.floor, rng);
  baseboard(s, sc);
}

function islandBody(s: Svg, sc: Scheme, rng: Rng, island: Island): void {
  const { x0, x1, waterfallRight, edgeH } = island;
  const bodyColor = sc.dated
    ? sc.cabinet
    : pick(rng, [
        sc.cabinet,
        darken(sc.cabinet, 0.1),
        mix(sc.cabinet, sc.floor, 0.4),
      ]);
  shadow(s, (x0 + x1) / 2, BODY_BOTTOM + 6, (x1 - x0) * 0.55, 24, 0.25);
  s.add(
    rect(
      x0 + 20,
      EDGE_Y + edgeH,
      x1 - x0 - 40,
      BODY_BOTTOM - EDGE_Y - edgeH,
      bodyColor,
    ),
  );
  const finish: Finish = sc.dated
    ? finishFor(s, sc, rng, bodyColor)
    : { style: "shaker", color: bodyColor, hardware: "none", metal: sc.metal };
  const fluted = !sc.dated && chance(rng, 0.45);
  // The fronts leave room for the stone's waterfall end, which only the
  // renovated island has.
  const waterfall = sc.dated ? 0 : 60;
  const bx0 = x0 + 20 + (waterfallRight ? 0 : waterfall);
  const bx1 = x1 - 20 - (waterfallRight ? waterfall : 0);
  if (fluted) {
    const flute = pattern(
      s,
      18,
      10,
      rect(0, 0, 18, 10, bodyColor) +
        rect(0, 0, 3, 10, darken(bodyColor, 0.22)) +
        rect(4, 0, 5, 10, lighten(bodyColor, 0.1)),
    );
    s.add(
      rect(
        bx0 + 12,
        EDGE_Y + edgeH + 14,
        bx1 - bx0 - 24,
        BODY_BOTTOM - EDGE_Y - edgeH - 40,
        flute,
      ),
    );
  } else {
    const panels = Math.max(3, Math.round((bx1 - bx0) / 190));
    for (let i = 0; i < panels; i += 1) {
      const px = bx0 + (i * (bx1 - bx0)) / panels;
      door(
        s,
        px + 8,
        EDGE_Y + edgeH + 12,
        (bx1 - bx0) / panels - 16,
        BODY_BOTTOM - EDGE_Y - edgeH - 36,
        finish,
        {
          handle: sc.dated ? (i % 2 ? "top-left" : "top-right") : "none",
          askew: sc.dated && i === 1,
        },
      );
    }
  }
  s.add(
    rect(x0 + 20, BODY_BOTTOM - 16, x1 - x0 - 40, 16, darken(bodyColor, 0.35)),
  );
}

function datedSlab(s: Svg, sc: Scheme, rng: Rng, island: Island): void {
  const { x0, x1, edgeH } = island;
  const tileTop = chance(rng, 0.5);
  if (tileTop) {
    const tiles = gridTiles(
      s,
      pick(rng, ["#e8dcc0", "#d9b48c", "#c7cfb9"]),
      "#7d6d55",
      36,
      4,
    );
    s.add(rect(x0, TOP_Y, x1 - x0, EDGE_Y - TOP_Y + edgeH, tiles));
    s.add(rect(x0, EDGE_Y, x1 - x0, edgeH, "#000000", 'opacity="0.1"'));
  } else {
    s.add(
      rect(x0, TOP_Y, x1 - x0, EDGE_Y - TOP_Y, speckle(s, rng, sc.counter)),
    );
    s.add(
      rect(x0, EDGE_Y, x1 - x0, edgeH, woodGrain(s, darken(sc.cabinet, 0.4))),
      rect(x0, EDGE_Y, x1 - x0, edgeH, sc.cabinet, 'opacity="0.85"'),
    );
    s.add(rect(x0, TOP_Y, x1 - x0, 3, lighten(sc.counter, 0.3)));
  }
  // Burn ring, chip and stains.
  const bx = between(rng, x0 + 200, x1 - 300);
  s.add(
    ellipse(
      bx,
      TOP_Y + 34,
      36,
      16,
      "none",
      'stroke="#3b2a1a" stroke-width="5" opacity="0.4"',
    ),
  );
  s.add(path(d`M${bx + 260} ${EDGE_Y}l14 10l12 -10Z`, "#6d5537"));
  stains(s, rng, [x0 + 40, TOP_Y + 10, x1 - 40, EDGE_Y - 10], 3, "#5a3f20");
  toaster(s, x0 + 140, TOP_Y + 30);
}

/** Stone slab: top surface, front edge and a waterfall end. */
function stoneSlab(s: Svg, sc: Scheme, rng: Rng, island: Island): void {
  const { x0, x1, waterfallRight, edgeH } = island;
  const topBox: [number, number, number, number] = [
    x0,
    TOP_Y,
    x1 - x0,
    EDGE_Y - TOP_Y,
  ];
  const edgeBox: [number, number, number, number] = [
    x0,
    EDGE_Y,
    x1 - x0,
    edgeH,
  ];
  const slab = sc.counter;
  const slabClip = clipTo(
    s,
    rect(x0, TOP_Y, x1 - x0, EDGE_Y - TOP_Y + edgeH, "#000"),
  );
  s.add(
    rect(
      x0,
      TOP_Y,
      x1 - x0,
      EDGE_Y - TOP_Y,
      linear(s, [
        [0, lighten(slab, 0.3)],
        [1, slab],
      ]),
    ),
  );
  s.add(rect(x0, EDGE_Y, x1 - x0, edgeH, darken(slab, 0.04)));
  s.add(
    group(
      [
        ...veins(rng, topBox, sc.vein, intBetween(rng, 7, 10), false),
        ...veins(rng, edgeBox, sc.vein, intBetween(rng, 4, 6), false),
      ],
      slabClip,
    ),
  );
  s.add(
    rect(x0, EDGE_Y, x1 - x0, 2, lighten(slab, 0.6), 'opacity="0.8"'),
    rect(x0 + 20, EDGE_Y + edgeH, x1 - x0 - 40, 8, "#000000", 'opacity="0.18"'),
  );
  const wx0 = waterfallRight ? x1 - 60 : x0;
  const wfClip = clipTo(s, rect(wx0, EDGE_Y, 60, BODY_BOTTOM - EDGE_Y, "#000"));
  s.add(rect(wx0, EDGE_Y, 60, BODY_BOTTOM - EDGE_Y, darken(slab, 0.03)));
  s.add(
    group(
      veins(rng, [wx0, EDGE_Y, 60, BODY_BOTTOM - EDGE_Y], sc.vein, 4, true),
      wfClip,
    ),
  );
  s.add(
    rect(
      waterfallRight ? wx0 : wx0 + 58,
      EDGE_Y,
      2,
      BODY_BOTTOM - EDGE_Y,
      "#000000",
      'opacity="0.12"',
    ),
  );
}

/** Pendants over the slab, things on it and stools in front. */
function styling(s: Svg, sc: Scheme, rng: Rng, { x0, x1 }: Island): void {
  const glow = warmGlow(s);
  const style = pick(rng, ["dome", "globe", "cone"] as const);
  for (const px of [x0 + (x1 - x0) * 0.3, x0 + (x1 - x0) * 0.7])
    pendant(s, px, between(rng, 150, 180), style, sc.accent, glow);
  fruitBowl(
    s,
    x0 + (x1 - x0) * between(rng, 0.22, 0.32),
    TOP_Y + 40,
    pick(rng, ["#ffffff", sc.cabinet, sc.accent]),
    rng,
  );
  vase(
    s,
    x0 + (x1 - x0) * between(rng, 0.62, 0.7),
    TOP_Y + 44,
    pick(rng, ["#e8e2d6", "#8fa79b", sc.accent]),
    rng,
  );
  const boardX = x0 + (x1 - x0) * 0.45;
  s.add(
    rect(boardX, TOP_Y + 26, 130, 16, "#b98b5e", 'rx="6"'),
    ellipse(boardX + 60, TOP_Y + 16, 44, 16, "#d9a35f"),
    path(
      d`M${boardX + 36} ${TOP_Y + 12}l10 -8M${boardX + 56} ${TOP_Y + 10}l10 -8M${boardX + 76} ${TOP_Y + 12}l10 -8`,
      "none",
      'stroke="#f3e1bf" stroke-width="3"',
    ),
  );
  s.add(
    rect(x0 + (x1 - x0) * 0.82, TOP_Y + 14, 90, 14, darken(sc.accent, 0.2)),
    rect(x0 + (x1 - x0) * 0.82 + 6, TOP_Y + 2, 80, 12, "#e9e4da"),
    rect(x0 + (x1 - x0) * 0.82 + 2, TOP_Y + 28, 86, 12, sc.cabinet),
  );
  const seat = pick(rng, [sc.accent, "#3a3633", "#b48a62"]);
  for (const t of [0.33, 0.62])
    stool(s, x0 + (x1 - x0) * t, 690, 880, seat, "#2f2c29");
}
