import { crown, subtract, upperRun } from "../cabinet-runs.ts";
import { type Finish } from "../cabinetry.ts";
import { darken, lighten } from "../color.ts";
import { warmGlow, windowUnit } from "../fixtures.ts";
import {
  herringboneTiles,
  subwayTiles,
  verticalStackTiles,
} from "../patterns.ts";
import { between, chance, intBetween, pick, type Rng } from "../random.ts";
import { CEIL, SOFFIT, soffit } from "../room.ts";
import type { Scheme } from "../schemes.ts";
import { bowl, ledge, plates } from "../shapes.ts";
import {
  d,
  ellipse,
  line,
  num,
  path,
  pattern,
  rect,
  type Svg,
} from "../svg.ts";
import type { KitchenPlan } from "./kitchen.ts";

/** The window wall of the dated kitchen: soffit, cafe curtains, wall cabinets and a small hood. */
export function datedWall(
  s: Svg,
  sc: Scheme,
  rng: Rng,
  plan: KitchenPlan,
  finish: Finish,
): void {
  const { windowX: wx, windowW: ww, rangeX: rx, fridge, counterY } = plan;
  // Bulkhead soffit over shorter wall cabinets.
  soffit(s, sc);
  const winH = 230;
  windowUnit(s, wx - ww * 0.42, 215, ww * 0.84, winH, sc, rng, sc.trim, 2, 1);
  cafeCurtains(s, rng, wx - ww * 0.42 - 34, wx + ww * 0.42 + 34);
  // Wall cabinets (none over the window); short cabinet + small hood over the range.
  const hoodZone: [number, number] = [rx - 82, rx + 82];
  for (const [a, b] of subtract(
    [40, 1160],
    [fridge, [wx - ww / 2 - 40, wx + ww / 2 + 40], hoodZone],
  )) {
    upperRun(s, a, b, SOFFIT, 350, finish, rng, true);
  }
  upperRun(s, hoodZone[0], hoodZone[1], SOFFIT, 260, finish, rng, true);
  s.add(
    path(d`M${rx - 80} 262H${rx + 80}V${290}H${rx - 80}Z`, sc.appliance),
    rect(rx - 60, 282, 120, 5, "#5b5448"),
  );
  s.add(rect(rx - 80, 262, 160, 3, "#000000", 'opacity="0.15"'));
  // Strip backsplash only.
  s.add(
    rect(40, counterY - 22, 1120, 22, sc.counter),
    rect(40, counterY - 22, 1120, 2, darken(sc.counter, 0.2)),
  );
}

/** Valance and cafe curtains in gingham, hung between vx0 and vx1. */
function cafeCurtains(s: Svg, rng: Rng, vx0: number, vx1: number): void {
  const checks = pick(rng, ["#c9783a", "#8a5a34", "#8b8a3a"]);
  const gingham = pattern(
    s,
    16,
    16,
    rect(0, 0, 16, 16, "#f4e8cc") +
      rect(0, 0, 8, 16, checks, 'opacity="0.4"') +
      rect(0, 0, 16, 8, checks, 'opacity="0.4"'),
  );
  let scallops = "";
  const steps = 6;
  for (let i = 0; i < steps; i += 1) {
    const sx0 = vx0 + ((vx1 - vx0) * i) / steps;
    const sx1 = vx0 + ((vx1 - vx0) * (i + 1)) / steps;
    scallops += d`Q${(sx0 + sx1) / 2} ${268} ${sx1} ${244}`;
  }
  s.add(path(`M${num(vx0)} 244${scallops}V190H${num(vx0)}Z`, gingham));
  for (const side of [0, 1]) {
    const cx0 = side === 0 ? vx0 + 10 : (vx0 + vx1) / 2 + 4;
    const cx1 = side === 0 ? (vx0 + vx1) / 2 - 4 : vx1 - 10;
    s.add(
      path(
        d`M${cx0} ${340}H${cx1}L${cx1 + (side === 0 ? -8 : 8)} ${455}H${cx0 + (side === 0 ? -8 : 8)}Z`,
        gingham,
      ),
    );
    for (let f = 1; f < 4; f += 1) {
      const fx = cx0 + ((cx1 - cx0) * f) / 4;
      s.add(
        line(
          fx,
          342,
          fx + (side === 0 ? -4 : 4),
          452,
          darken(checks, 0.2),
          1.5,
          'opacity="0.35"',
        ),
      );
    }
  }
  s.add(line(vx0, 340, vx1, 340, "#b9a57a", 3));
}

/** The window wall of the renovated kitchen: tiled backsplash, tall window, wall cabinets or open shelves, and a range hood. */
export function modernWall(
  s: Svg,
  sc: Scheme,
  rng: Rng,
  plan: KitchenPlan,
  finish: Finish,
): void {
  const { windowX: wx, windowW: ww, rangeX: rx, fridge, counterY } = plan;
  const hoodW = between(rng, 250, 300);
  const backsplashKind = pick(rng, ["subway", "stack", "herring"] as const);
  const tileColor = sc.tile;
  const fill =
    backsplashKind === "subway"
      ? subwayTiles(s, tileColor, sc.grout, 64, 24, 3)
      : backsplashKind === "stack"
        ? verticalStackTiles(s, tileColor, sc.grout, 28, 84, 3)
        : herringboneTiles(
            s,
            tileColor,
            sc.grout,
            14,
            2.5,
            darken(tileColor, 0.04),
          );
  s.add(rect(40, 340, 1120, counterY - 340, fill));
  const frame = pick(rng, ["#2b2b2b", "#ffffff", "#2b2b2b"]);
  windowUnit(
    s,
    wx - ww / 2,
    140,
    ww,
    320,
    sc,
    rng,
    frame,
    intBetween(rng, 2, 3),
    intBetween(rng, 1, 2),
  );
  const uppers = subtract(
    [40, 1160],
    [
      fridge,
      [wx - ww / 2 - 36, wx + ww / 2 + 36],
      [rx - hoodW / 2 - 12, rx + hoodW / 2 + 12],
    ],
  );
  const shelfRun = chance(rng, 0.5)
    ? uppers.find(([a, b]) => b - a < 260)
    : undefined;
  for (const [a, b] of uppers) {
    if (shelfRun && a === shelfRun[0]) {
      openShelves(s, sc, rng, a, b);
      continue;
    }
    crown(s, sc, a, b);
    upperRun(s, a, b, CEIL + 14, 340, finish, rng, false);
  }
  rangeHood(s, sc, rng, rx, hoodW);
  // Cabinet above the refrigerator.
  upperRun(s, fridge[0], fridge[1], CEIL + 14, 190, finish, rng, false);
  crown(s, sc, fridge[0], fridge[1]);
}

/** Open shelves with dishes. */
function openShelves(s: Svg, sc: Scheme, rng: Rng, a: number, b: number): void {
  for (const sy of [200, 300]) {
    s.add(...ledge(a, sy, b - a, 9, darken(sc.floor, 0.15), 3, 0.12));
    let x = a + 12;
    while (x < b - 30) {
      const kind = rng();
      if (kind < 0.4) {
        const ph = between(rng, 34, 52);
        s.add(...plates(x, sy, 8, ph, ["#f3f0ea", "#e4e0d8"]));
        x += 26;
      } else if (kind < 0.75) {
        s.add(bowl(x, sy, 30, pick(rng, [sc.accent, "#e9e4da", sc.cabinet])));
        x += 40;
      } else {
        s.add(
          rect(x, sy - 46, 22, 46, "#dfe9ea", 'rx="5" opacity="0.85"'),
          rect(
            x + 3,
            sy - 28,
            16,
            25,
            pick(rng, ["#c9a46a", "#8a6d4f", "#e8d8b4"]),
          ),
        );
        x += 34;
      }
    }
  }
}

function rangeHood(
  s: Svg,
  sc: Scheme,
  rng: Rng,
  rx: number,
  hoodW: number,
): void {
  const hoodStyle = pick(rng, ["plaster", "metal", "wood"] as const);
  const hoodColor =
    hoodStyle === "plaster"
      ? lighten(sc.wall, 0.4)
      : hoodStyle === "metal"
        ? "#c6cacd"
        : sc.cabinet;
  s.add(rect(rx - 42, CEIL, 84, 200, darken(hoodColor, 0.03)));
  s.add(
    path(
      d`M${rx - 60} ${CEIL + 196}H${rx + 60}L${rx + hoodW / 2} ${300}H${rx - hoodW / 2}Z`,
      hoodColor,
    ),
  );
  s.add(rect(rx - hoodW / 2 - 6, 300, hoodW + 12, 24, darken(hoodColor, 0.06)));
  if (hoodStyle !== "metal")
    s.add(rect(rx - hoodW / 2 - 6, 300, hoodW + 12, 6, sc.accent));
  s.add(rect(rx - hoodW / 2, 324, hoodW, 4, "#000000", 'opacity="0.15"'));
  s.add(ellipse(rx, 380, hoodW * 0.45, 60, warmGlow(s)));
}
