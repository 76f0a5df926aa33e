// Cabinet wall: wall and base cabinets, tall pantries at either end.

import { baseRun, countertop, carcass } from "../cabinet-runs.ts";
import { door, type Finish, finishFor, hardware } from "../cabinetry.ts";
import { darken, lighten } from "../color.ts";
import {
  herringboneTiles,
  subwayTiles,
  verticalStackTiles,
} from "../patterns.ts";
import { cuttingBoard, fruitBowl, plant } from "../props.ts";
import { between, chance, intBetween, pick, type Rng } from "../random.ts";
import {
  baseboard,
  CEIL,
  FLOOR,
  floorBoards,
  floorChecker,
  fluorescent,
  room,
  SOFFIT,
  soffit,
  stains,
} from "../room.ts";
import type { Scheme } from "../schemes.ts";
import { bowl, plates } from "../shapes.ts";
import { fade, poly, rect, type Svg } from "../svg.ts";

export function cabinets(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  room(s, sc, rng);
  const pantryMode = pick(layout, ["left", "right", "both", "none"] as const);
  const pw = between(layout, 150, 190);
  const left = pantryMode === "left" || pantryMode === "both";
  const right = pantryMode === "right" || pantryMode === "both";
  const a = left ? 40 + pw : 40;
  const b = right ? 1160 - pw : 1160;
  const finish = finishFor(s, sc, rng);
  const counterY = 518;
  const upperTop = sc.dated ? SOFFIT : CEIL + 14;

  if (sc.dated) {
    soffit(s, sc);
    s.add(rect(a, counterY - 22, b - a, 22, sc.counter));
  } else {
    const fill = pick(rng, [
      () => subwayTiles(s, sc.tile, sc.grout, 60, 22, 2.5),
      () =>
        herringboneTiles(s, sc.tile, sc.grout, 13, 2, darken(sc.tile, 0.05)),
      () => verticalStackTiles(s, sc.tile, sc.grout, 24, 72, 2.5),
    ])();
    s.add(rect(a, 340, b - a, counterY - 340, fill));
    s.add(rect(40, CEIL, 1120, 14, lighten(sc.cabinet, 0.08)));
  }

  // Wall cabinets, some with glass fronts in the modern version.
  const glassAt = !sc.dated && chance(rng, 0.6) ? intBetween(rng, 0, 1) : -1;
  const units = carcass(
    s,
    a,
    b,
    upperTop,
    340,
    sc.cabinet,
    sc.dated ? 110 : 120,
  );
  const count = units.length;
  const glassIndexes =
    glassAt < 0 ? [] : glassAt === 0 ? [0, 1] : [count - 2, count - 1];
  const askewAt = sc.dated ? intBetween(rng, 0, count - 1) : -1;
  units.forEach(([e0, e1], i) => {
    const x0 = e0 + 2;
    const x1 = e1 - 2;
    const handleRight = i % 2 === 0;
    if (glassIndexes.includes(i)) {
      glassCabinet(s, sc, rng, x0, x1, upperTop, finish, handleRight);
    } else {
      door(s, x0, upperTop + 2, x1 - x0, 336 - upperTop, finish, {
        handle: handleRight ? "bottom-right" : "bottom-left",
        askew: i === askewAt,
      });
    }
  });
  if (!sc.dated) s.add(rect(a, 340, b - a, 70, fade(s, "#fff6da", 0.55)));

  // Tall pantry cabinets.
  for (const [on, x0] of [
    [left, 40],
    [right, 1160 - pw],
  ] as const) {
    if (!on) continue;
    s.add(rect(x0, upperTop, pw, 752 - upperTop, darken(sc.cabinet, 0.3)));
    const mid = sc.dated ? 330 : 300;
    const handleSide = x0 === 40 ? "right" : "left";
    door(s, x0 + 2, upperTop + 2, pw - 4, mid - upperTop - 4, finish, {
      handle: handleSide === "right" ? "bottom-right" : "bottom-left",
    });
    door(s, x0 + 2, mid + 2, pw - 4, 752 - mid - 4, finish, {
      handle: handleSide === "right" ? "top-right" : "top-left",
    });
    s.add(rect(x0, 752, pw, FLOOR - 752, darken(sc.cabinet, 0.45)));
  }

  baseRun(s, a, b, 540, 752, finish, rng, sc.dated, null);
  countertop(s, a, b, counterY, 22, sc);

  if (sc.dated) {
    fluorescent(s, 600, 320);
    floorChecker(s, sc.floor);
    baseboard(s, sc);
    stains(s, rng, [a, 360, b, 490], intBetween(rng, 2, 4));
    s.add(
      rect(a + 60, counterY - 40, 90, 40, "#e9e2cf", 'rx="6"'),
      rect(a + 70, counterY - 34, 70, 4, "#8f7f60"),
    );
    return;
  }
  floorBoards(s, sc.floor, rng);
  baseboard(s, sc);
  plant(s, a + 70, counterY, 0.9, pick(rng, ["#e9e4da", "#c77b58"]), rng);
  const canisters = intBetween(rng, 2, 3);
  const cx = b - 80 - canisters * 44;
  for (let k = 0; k < canisters; k += 1) {
    const h = 70 - k * 12;
    s.add(
      rect(
        cx + k * 44,
        counterY - h,
        38,
        h,
        pick(rng, ["#f1ede6", sc.accent, "#dfe6e4"]),
        'rx="6"',
      ),
      rect(
        cx + k * 44 + 12,
        counterY - h - 6,
        14,
        6,
        darken(sc.accent, 0.2),
        'rx="2"',
      ),
    );
  }
  fruitBowl(
    s,
    (a + b) / 2 - between(rng, 60, 180),
    counterY,
    pick(rng, ["#ffffff", sc.cabinet]),
    rng,
  );
  cuttingBoard(s, rng, (a + b) / 2 + 50, counterY, 70, 110, 12, sc.wall);
}

/** A wall cabinet with a glass front and dishes on two shelves behind it. */
function glassCabinet(
  s: Svg,
  sc: Scheme,
  rng: Rng,
  x0: number,
  x1: number,
  upperTop: number,
  finish: Finish,
  handleRight: boolean,
): void {
  const inset = 16;
  s.add(
    rect(
      x0,
      upperTop + 2,
      x1 - x0,
      334 - upperTop,
      sc.cabinet,
      `stroke="${darken(sc.cabinet, 0.25)}" stroke-width="1"`,
    ),
  );
  const gx = x0 + inset;
  const gy = upperTop + 2 + inset;
  const gw = x1 - x0 - inset * 2;
  const gh = 334 - upperTop - inset * 2;
  s.add(rect(gx, gy, gw, gh, darken(sc.wall, 0.14)));
  for (const sy of [gy + gh * 0.36, gy + gh * 0.7]) {
    s.add(rect(gx, sy, gw, 4, darken(sc.wall, 0.15)));
    for (let k = 0; k < 3; k += 1) {
      const ox = gx + 10 + (k * (gw - 20)) / 3;
      if (chance(rng, 0.5))
        s.add(...plates(ox, sy, 6, 36, ["#ffffff", "#eceae5"]));
      else s.add(bowl(ox, sy, 22, "#e6ecee", 'opacity="0.9"'));
    }
  }
  s.add(rect(gx, gy, gw, gh, "#ffffff", 'opacity="0.18"'));
  s.add(
    poly(
      [
        [gx, gy + gh * 0.7],
        [gx + gw * 0.6, gy],
        [gx + gw * 0.8, gy],
        [gx, gy + gh * 0.95],
      ],
      "#ffffff",
      'opacity="0.3"',
    ),
  );
  s.add(...hardware(handleRight ? x1 - 14 : x0 + 14, 300, true, 40, finish));
}
