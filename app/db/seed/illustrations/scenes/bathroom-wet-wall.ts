import { darken, lighten } from "../color.ts";
import { rainHead } from "../fixtures.ts";
import { glint } from "../shapes.ts";
import { between, pick, type Rng } from "../random.ts";
import { FLOOR, shadow } from "../room.ts";
import type { Scheme } from "../schemes.ts";
import {
  circle,
  d,
  ellipse,
  line,
  linear,
  path,
  rect,
  type Svg,
} from "../svg.ts";
import type { BathPlan } from "./bathroom.ts";

/** Window over a freestanding tub. */
export function freestandingTub(
  s: Svg,
  sc: Scheme,
  rng: Rng,
  { zone: [z0, z1], fixtureLeft }: BathPlan,
): void {
  const zw = z1 - z0;
  const wx = z0 + zw / 2 - 110;
  s.add(rect(wx - 12, 148, 244, 284, sc.trim));
  s.add(
    rect(
      wx,
      160,
      220,
      260,
      linear(s, [
        [0, "#eef4f6"],
        [1, "#dfe9ec"],
      ]),
    ),
  );
  s.add(
    line(wx + 110, 160, wx + 110, 420, "#ffffff", 6),
    rect(wx, 160, 220, 260, "none", 'stroke="#ffffff" stroke-width="6"'),
  );
  s.add(glint(420, 160, [wx + 20, wx + 90, wx + 110, wx + 40], 0.35));
  const t0 = z0 + zw / 2 - 170;
  const t1 = t0 + 340;
  shadow(s, (t0 + t1) / 2, FLOOR + 36, 200, 18, 0.25);
  s.add(
    path(
      d`M${t0} 600H${t1}C${t1 - 4} 700 ${t1 - 40} ${FLOOR + 30} ${t1 - 120} ${FLOOR + 30}H${t0 + 120}C${t0 + 40} ${FLOOR + 30} ${t0 + 4} 700 ${t0} 600Z`,
      "#fbfbf9",
    ),
  );
  s.add(
    path(
      d`M${t0 + 20} 616C${t0 + 30} 700 ${t0 + 70} 760 ${t0 + 130} ${FLOOR + 18}`,
      "none",
      'stroke="#d9dcdc" stroke-width="6" opacity="0.7"',
    ),
  );
  s.add(
    rect(t0 - 4, 596, t1 - t0 + 8, 10, "#ffffff", 'rx="5"'),
    rect(t0, 604, t1 - t0, 3, "#000000", 'opacity="0.06"'),
  );
  const fx = fixtureLeft ? t1 + 30 : t0 - 30;
  const dir = fixtureLeft ? -1 : 1;
  s.add(
    rect(fx - 4, 520, 8, FLOOR + 40 - 520, sc.metal),
    rect(fx - 14, FLOOR + 30, 28, 10, sc.metal, 'rx="3"'),
  );
  s.add(
    path(
      d`M${fx} 524Q${fx} 500 ${fx + dir * 26} 500Q${fx + dir * 50} 500 ${fx + dir * 50} 524`,
      "none",
      `stroke="${sc.metal}" stroke-width="7"`,
    ),
  );
  // Bath tray with a candle and a rolled towel.
  const trayX = (t0 + t1) / 2 - 40;
  s.add(
    rect(trayX, 586, 190, 12, "#b98b5e", 'rx="3"'),
    rect(trayX, 596, 190, 3, "#000000", 'opacity="0.12"'),
  );
  s.add(
    rect(trayX + 24, 556, 26, 30, "#f6f1e4", 'rx="3"'),
    path(d`M${trayX + 37} 540q6 8 0 14q-6 -6 0 -14Z`, "#f2b84b"),
  );
  s.add(
    ellipse(
      trayX + 120,
      570,
      34,
      16,
      pick(rng, ["#f1ece3", "#d9c4a6", lighten(sc.cabinet, 0.6)]),
    ),
    ellipse(trayX + 150, 570, 5, 14, "#000000", 'opacity="0.08"'),
  );
}

/** Frameless glass shower with a niche and rain head. */
export function glassShower(
  s: Svg,
  sc: Scheme,
  rng: Rng,
  { zone: [z0, z1], fixtureLeft }: BathPlan,
): void {
  const zw = z1 - z0;
  const nx = z0 + zw / 2 - 70;
  s.add(rect(nx - 6, 360, 152, 140, lighten(sc.tile, 0.4)));
  s.add(
    rect(nx, 366, 140, 128, darken(sc.tile, 0.14)),
    rect(nx, 366, 140, 12, darken(sc.tile, 0.28), 'opacity="0.6"'),
  );
  s.add(rect(nx, 486, 140, 8, lighten(sc.tile, 0.4)));
  for (let k = 0; k < 3; k += 1) {
    const bx = nx + 20 + k * 40;
    const bh = between(rng, 50, 80);
    s.add(
      rect(
        bx,
        486 - bh,
        26,
        bh,
        pick(rng, ["#f4f1ea", "#c9a46a", "#8fa79b", sc.accent]),
        'rx="6"',
      ),
      rect(bx + 8, 480 - bh, 10, 8, "#2f2f2f"),
    );
  }
  const hx = fixtureLeft ? z0 + zw * 0.3 : z1 - zw * 0.3;
  rainHead(s, hx, sc.metal, {
    drop: 120,
    halfWidth: 55,
    corner: 4,
    streaks: 7,
    pitch: 14,
    landing: [-46, 15],
    fall: 54,
    width: 1.5,
    water: 'opacity="0.5" stroke-dasharray="6 10"',
  });
  s.add(
    circle(hx, 520, 26, sc.metal),
    circle(hx, 520, 10, darken(sc.metal, 0.2)),
    rect(hx - 3, 520 - 30, 6, 14, lighten(sc.metal, 0.3)),
  );
  // Glass panel.
  const gx0 = fixtureLeft ? z1 - zw * 0.62 : z0;
  const gx1 = fixtureLeft ? z1 : z0 + zw * 0.62;
  s.add(rect(z0, FLOOR - 14, zw, 14, lighten(sc.counter, 0.1)));
  s.add(rect(gx0, 110, gx1 - gx0, FLOOR - 124, "#dbeef3", 'opacity="0.28"'));
  s.add(
    rect(
      gx0,
      110,
      gx1 - gx0,
      FLOOR - 124,
      "none",
      'stroke="#9fc2cc" stroke-width="3" opacity="0.8"',
    ),
  );
  s.add(
    glint(FLOOR - 14, 110, [gx0 + 30, gx0 + 150, gx0 + 190, gx0 + 70], 0.25),
  );
  s.add(
    glint(FLOOR - 14, 110, [gx0 + 110, gx0 + 220, gx0 + 232, gx0 + 122], 0.3),
  );
  const clampX = fixtureLeft ? gx1 - 14 : gx0 + 4;
  s.add(
    rect(clampX, 200, 10, 30, sc.metal),
    rect(clampX, 600, 10, 30, sc.metal),
  );
}
