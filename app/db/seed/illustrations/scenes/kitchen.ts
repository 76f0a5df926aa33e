import {
  type Finish,
  baseRun,
  countertop,
  finishFor,
  panel,
  subtract,
  upperRun,
} from "../cabinetry.ts";
import { darken, lighten, mix } from "../color.ts";
import {
  faucet,
  fruitBowl,
  pendant,
  plant,
  stool,
  toaster,
  vase,
  warmGlow,
  windowUnit,
} from "../fixtures.ts";
import {
  herringboneTiles,
  subwayTiles,
  verticalStackTiles,
} from "../patterns.ts";
import { type Rng, between, chance, intBetween, pick } from "../random.ts";
import {
  baseboard,
  floorBoards,
  floorChecker,
  fluorescent,
  room,
  shadow,
  stains,
} from "../room.ts";
import type { Scheme } from "../schemes.ts";
import type { Svg } from "../svg.ts";
import {
  circle,
  d,
  ellipse,
  line,
  linear,
  num,
  path,
  pattern,
  rect,
} from "../svg.ts";
import { CEIL, FLOOR, HEIGHT } from "../types.ts";

// ---------------------------------------------------------------------------
// Kitchen

export function kitchen(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  const windowLeft = layout() < 0.5;
  const fridge: [number, number] = windowLeft ? [1020, 1160] : [40, 180];
  const wx = windowLeft ? between(layout, 330, 420) : between(layout, 780, 870);
  const rx = windowLeft ? between(layout, 760, 860) : between(layout, 340, 440);
  const ww = between(layout, 220, 260);
  const counterY = 518;
  const baseTop = 540;
  const baseBottom = 752;

  room(s, sc, rng);
  const finish = finishFor(s, sc, rng);

  if (sc.dated) {
    // Bulkhead soffit over shorter wall cabinets.
    const soffit = 112;
    s.add(
      rect(40, CEIL, 1120, soffit - CEIL, darken(sc.wall, 0.04)),
      rect(40, soffit - 3, 1120, 3, darken(sc.wall, 0.15)),
    );
    const winH = 230;
    windowUnit(s, wx - ww * 0.42, 215, ww * 0.84, winH, sc, rng, sc.trim, 2, 1);
    // Valance and cafe curtains.
    const checks = pick(rng, ["#c9783a", "#8a5a34", "#8b8a3a"]);
    const gingham = pattern(
      s,
      16,
      16,
      rect(0, 0, 16, 16, "#f4e8cc") +
        rect(0, 0, 8, 16, checks, 'opacity="0.4"') +
        rect(0, 0, 16, 8, checks, 'opacity="0.4"'),
    );
    const vx0 = wx - ww * 0.42 - 34;
    const vx1 = wx + ww * 0.42 + 34;
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
    // Wall cabinets (none over the window); short cabinet + small hood over the range.
    const hoodZone: [number, number] = [rx - 82, rx + 82];
    for (const [a, b] of subtract(
      [40, 1160],
      [fridge, [wx - ww / 2 - 40, wx + ww / 2 + 40], hoodZone],
    )) {
      upperRun(s, a, b, soffit, 350, finish, rng, true);
    }
    upperRun(s, hoodZone[0], hoodZone[1], soffit, 260, finish, rng, true);
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
  } else {
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
        // Open shelves with dishes.
        for (const sy of [200, 300]) {
          s.add(
            rect(a, sy, b - a, 9, darken(sc.floor, 0.15)),
            rect(a, sy + 9, b - a, 3, "#000000", 'opacity="0.12"'),
          );
          let x = a + 12;
          while (x < b - 30) {
            const kind = rng();
            if (kind < 0.4) {
              const ph = between(rng, 34, 52);
              s.add(
                rect(x, sy - ph, 8, ph, "#f3f0ea"),
                rect(x + 8, sy - ph + 4, 8, ph - 4, "#e4e0d8"),
              );
              x += 26;
            } else if (kind < 0.75) {
              s.add(
                path(
                  d`M${x} ${sy - 30}H${x + 30}L${x + 26} ${sy}H${x + 4}Z`,
                  pick(rng, [sc.accent, "#e9e4da", sc.cabinet]),
                ),
              );
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
        continue;
      }
      s.add(rect(a - 4, CEIL, b - a + 8, 14, lighten(sc.cabinet, 0.08)));
      upperRun(s, a, b, CEIL + 14, 340, finish, rng, false);
    }
    // Range hood.
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
    s.add(
      rect(rx - hoodW / 2 - 6, 300, hoodW + 12, 24, darken(hoodColor, 0.06)),
    );
    if (hoodStyle !== "metal")
      s.add(rect(rx - hoodW / 2 - 6, 300, hoodW + 12, 6, sc.accent));
    s.add(rect(rx - hoodW / 2, 324, hoodW, 4, "#000000", 'opacity="0.15"'));
    s.add(ellipse(rx, 380, hoodW * 0.45, 60, warmGlow(s)));
    // Cabinet above the refrigerator.
    upperRun(s, fridge[0], fridge[1], CEIL + 14, 190, finish, rng, false);
    s.add(
      rect(
        fridge[0] - 4,
        CEIL,
        fridge[1] - fridge[0] + 8,
        14,
        lighten(sc.cabinet, 0.08),
      ),
    );
  }

  // Refrigerator.
  const [f0, f1] = fridge;
  const handleX = windowLeft ? f0 + 18 : f1 - 18;
  if (sc.dated) {
    upperRun(s, f0, f1, 112, 226, finish, rng, true);
    s.add(rect(f0 + 4, 232, f1 - f0 - 8, FLOOR - 236, sc.appliance, 'rx="10"'));
    s.add(line(f0 + 4, 390, f1 - 4, 390, darken(sc.appliance, 0.25), 2));
    s.add(
      rect(handleX - 4, 300, 8, 70, darken(sc.appliance, 0.2), 'rx="3"'),
      rect(handleX - 4, 410, 8, 110, darken(sc.appliance, 0.2), 'rx="3"'),
    );
    s.add(rect(f0 + 4, FLOOR - 22, f1 - f0 - 8, 18, darken(sc.appliance, 0.3)));
    // Magnets and a note.
    s.add(
      rect(f0 + 40, 450, 40, 50, "#f8f3dc", 'transform="rotate(-5 60 475)"'),
      circle(f0 + 60, 452, 5, "#c0392b"),
    );
  } else {
    const body = "#c9cdd0";
    s.add(
      rect(
        f0 + 2,
        196,
        f1 - f0 - 4,
        FLOOR - 200,
        linear(
          s,
          [
            [0, "#d9dde0"],
            [0.5, body],
            [1, "#b9bec2"],
          ],
          "right",
        ),
      ),
    );
    s.add(
      line((f0 + f1) / 2, 196, (f0 + f1) / 2, 540, "#8f969b", 2),
      line(f0 + 2, 544, f1 - 2, 544, "#8f969b", 2),
    );
    s.add(
      rect((f0 + f1) / 2 - 14, 300, 6, 150, "#8f969b", 'rx="3"'),
      rect((f0 + f1) / 2 + 8, 300, 6, 150, "#8f969b", 'rx="3"'),
    );
    s.add(rect(f0 + 30, 560, f1 - f0 - 60, 6, "#8f969b", 'rx="3"'));
  }

  // Base cabinets, countertop and range.
  const rangeZone: [number, number] = [rx - 76, rx + 76];
  for (const [a, b] of subtract([40, 1160], [[f0 - 4, f1 + 4], rangeZone])) {
    baseRun(s, a, b, baseTop, baseBottom, finish, rng, sc.dated, wx);
    countertop(s, a, b, counterY, 22, sc);
  }
  if (sc.dated) {
    s.add(
      rect(rangeZone[0], 452, 152, 66, sc.appliance),
      rect(rangeZone[0] + 8, 460, 136, 24, "#3b372f"),
    );
    s.add(circle(rx, 472, 8, "#e9e4d2"));
    s.add(rect(rangeZone[0], counterY, 152, FLOOR - counterY, sc.appliance));
    for (const bx of [rx - 38, rx + 38])
      s.add(
        ellipse(
          bx,
          counterY - 2,
          26,
          4,
          "none",
          'stroke="#2c2a26" stroke-width="3"',
        ),
      );
    s.add(
      rect(rangeZone[0] + 14, 560, 124, 150, darken(sc.appliance, 0.08)),
      rect(rangeZone[0] + 32, 590, 88, 70, "#3b3a36"),
    );
    s.add(rect(rangeZone[0] + 20, 546, 112, 6, darken(sc.appliance, 0.35)));
    for (let k = 0; k < 4; k += 1)
      s.add(circle(rangeZone[0] + 30 + k * 30, counterY + 14, 6, "#4b473f"));
  } else {
    const steel = linear(s, [
      [0, "#dfe2e4"],
      [1, "#b7bcc0"],
    ]);
    s.add(rect(rangeZone[0], counterY, 152, FLOOR - counterY, steel));
    s.add(rect(rangeZone[0] - 2, counterY - 8, 156, 10, "#2f3234"));
    for (let k = 0; k < 5; k += 1)
      s.add(circle(rangeZone[0] + 24 + k * 26, counterY + 20, 7, "#3a3d40"));
    s.add(
      rect(rangeZone[0] + 10, 556, 132, 180, "#c3c8cb"),
      rect(rangeZone[0] + 26, 600, 100, 100, "#2f3336", 'rx="4"'),
    );
    s.add(rect(rangeZone[0] + 18, 566, 116, 8, "#eef0f1", 'rx="4"'));
    s.add(rect(rangeZone[0], FLOOR - 20, 152, 20, "#2f3234"));
  }
  faucet(s, wx, counterY, sc.metal, !sc.dated);

  if (sc.dated) {
    fluorescent(s, 600 + between(layout, -60, 60), 300);
    stains(s, rng, [60, 120, 1140, 500], intBetween(rng, 3, 6));
    floorChecker(s, sc.floor);
    baseboard(s, sc);
    // Canister and toaster on the counter.
    const cx = windowLeft ? 720 : 560;
    toaster(s, cx, counterY);
    stains(s, rng, [60, FLOOR + 10, 1140, HEIGHT - 10], 3, "#5a4a2a");
    return;
  }

  // Counter props.
  const propX = windowLeft ? between(rng, 620, 660) : between(rng, 540, 580);
  plant(
    s,
    windowLeft ? 100 : 1100,
    counterY,
    1,
    pick(rng, ["#e9e4da", "#c77b58", "#2f3336"]),
    rng,
  );
  s.add(
    rect(
      propX,
      counterY - 70,
      56,
      70,
      pick(rng, ["#b98b5e", "#d2a875"]),
      'rx="10"',
    ),
    circle(propX + 28, counterY - 58, 6, sc.wall),
  );
  floorBoards(s, sc.floor, rng);
  baseboard(s, sc);

  // Island with stools and pendants.
  const iw = between(layout, 540, 660);
  const icx = 600 + between(layout, -40, 40);
  const ix0 = icx - iw / 2;
  const islandColor = pick(rng, [
    sc.cabinet,
    darken(sc.cabinet, 0.12),
    "#f4f2ee",
    mix(sc.cabinet, sc.floor, 0.5),
  ]);
  shadow(s, icx, 842, iw * 0.62, 22, 0.22);
  s.add(rect(ix0, 620, iw, 218, islandColor));
  const panels = Math.max(3, Math.round(iw / 150));
  const islandFinish: Finish = {
    style: "shaker",
    color: islandColor,
    hardware: "none",
    metal: sc.metal,
  };
  for (let i = 0; i < panels; i += 1) {
    const px = ix0 + (i * iw) / panels;
    s.add(...panel(s, px + 10, 640, iw / panels - 20, 180, islandFinish));
  }
  s.add(rect(ix0, 824, iw, 14, darken(islandColor, 0.3)));
  s.add(
    rect(ix0 - 24, 596, iw + 48, 26, sc.counter),
    rect(ix0 - 24, 596, iw + 48, 2, "#ffffff", 'opacity="0.6"'),
  );
  s.add(rect(ix0, 622, iw, 6, "#000000", 'opacity="0.18"'));
  fruitBowl(
    s,
    icx - iw * 0.22,
    596,
    pick(rng, ["#ffffff", sc.cabinet, sc.accent]),
    rng,
  );
  vase(
    s,
    icx + iw * 0.25,
    596,
    pick(rng, ["#e8e2d6", "#8fa7a0", sc.accent]),
    rng,
  );
  const stools = iw > 600 ? 3 : 2;
  const seat = pick(rng, [
    sc.accent,
    "#3a3633",
    "#b48a62",
    darken(sc.cabinet, 0.1),
  ]);
  for (let i = 0; i < stools; i += 1) {
    stool(s, ix0 + ((i + 0.5) * iw) / stools, 714, 872, seat, "#2f2c29");
  }
  const pendants = intBetween(rng, 2, 3);
  const style = pick(rng, ["dome", "globe", "cone"] as const);
  const glow = warmGlow(s);
  for (let i = 0; i < pendants; i += 1) {
    pendant(
      s,
      ix0 + ((i + 0.5) * iw) / pendants,
      between(rng, 380, 400),
      style,
      sc.accent,
      glow,
    );
  }
}
