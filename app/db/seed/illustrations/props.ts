// Props that dress a scene.

import { darken, lighten } from "./color.ts";
import { between, intBetween, pick, type Rng } from "./random.ts";
import type { Scheme } from "./schemes.ts";
import {
  circle,
  d,
  ellipse,
  line,
  linear,
  num,
  path,
  rect,
  type Svg,
} from "./svg.ts";

export function plant(
  s: Svg,
  x: number,
  baseY: number,
  scale: number,
  pot: string,
  rng: Rng,
): void {
  const leaves = ["#5f8a57", "#77a06a", "#4b7447", "#8db57c"];
  const count = intBetween(rng, 6, 10);
  for (let i = 0; i < count; i += 1) {
    const angle = between(rng, -70, 70);
    const len = between(rng, 28, 46) * scale;
    const cy = baseY - 40 * scale - len * 0.5;
    s.add(
      ellipse(
        x,
        cy,
        len * 0.28,
        len * 0.55,
        pick(rng, leaves),
        `transform="rotate(${num(angle)} ${num(x)} ${num(baseY - 38 * scale)})"`,
      ),
    );
  }
  s.add(
    path(
      d`M${x - 22 * scale} ${baseY - 42 * scale}H${x + 22 * scale}L${x + 17 * scale} ${baseY}H${x - 17 * scale}Z`,
      pot,
    ),
  );
  s.add(
    rect(
      x - 23 * scale,
      baseY - 44 * scale,
      46 * scale,
      6 * scale,
      darken(pot, 0.12),
    ),
  );
}

export function vase(
  s: Svg,
  x: number,
  baseY: number,
  color: string,
  rng: Rng,
): void {
  const stems = intBetween(rng, 3, 5);
  for (let i = 0; i < stems; i += 1) {
    const ex = x + between(rng, -50, 50);
    const ey = baseY - between(rng, 120, 170);
    s.add(
      path(
        d`M${x} ${baseY - 40}Q${x + (ex - x) * 0.2} ${ey + 60} ${ex} ${ey}`,
        "none",
        'stroke="#6b6a52" stroke-width="2"',
      ),
    );
    for (let j = 0; j < 4; j += 1) {
      const t = 0.4 + j * 0.18;
      const lx = x + (ex - x) * t;
      const ly = baseY - 40 + (ey - baseY + 40) * t;
      s.add(
        ellipse(
          lx + 6,
          ly,
          7,
          3.5,
          "#7f9b6c",
          `transform="rotate(-30 ${num(lx + 6)} ${num(ly)})"`,
        ),
      );
    }
  }
  s.add(
    path(
      d`M${x - 14} ${baseY}Q${x - 24} ${baseY - 30} ${x - 8} ${baseY - 46}H${x + 8}Q${x + 24} ${baseY - 30} ${x + 14} ${baseY}Z`,
      color,
    ),
  );
  s.add(
    path(
      d`M${x - 6} ${baseY - 40}Q${x - 14} ${baseY - 25} ${x - 9} ${baseY - 8}`,
      "none",
      'stroke="#ffffff" stroke-width="2" opacity="0.4"',
    ),
  );
}

export function fruitBowl(
  s: Svg,
  x: number,
  baseY: number,
  bowl: string,
  rng: Rng,
): void {
  const fruit = pick(rng, [
    ["#f2c94c", "#e8b93a"],
    ["#ef8a3c", "#e0782c"],
    ["#9fc25a", "#86ad47"],
  ] as const);
  for (let i = 0; i < 5; i += 1) {
    s.add(
      circle(
        x - 30 + i * 15,
        baseY - 24 - (i % 2) * 10,
        12,
        fruit[i % 2] ?? fruit[0],
      ),
    );
  }
  s.add(
    path(
      d`M${x - 48} ${baseY - 24}H${x + 48}Q${x + 44} ${baseY} ${x + 16} ${baseY}H${x - 16}Q${x - 44} ${baseY} ${x - 48} ${baseY - 24}Z`,
      bowl,
    ),
  );
}

export function stool(
  s: Svg,
  cx: number,
  seatY: number,
  floorY: number,
  seat: string,
  legs: string,
): void {
  s.add(
    line(cx - 22, seatY + 6, cx - 32, floorY, legs, 5),
    line(cx + 22, seatY + 6, cx + 32, floorY, legs, 5),
  );
  const fy = seatY + (floorY - seatY) * 0.62;
  s.add(line(cx - 28, fy, cx + 28, fy, legs, 4));
  s.add(
    rect(cx - 38, seatY - 12, 76, 18, seat, 'rx="9"'),
    rect(cx - 30, seatY - 10, 60, 3, lighten(seat, 0.25), 'rx="1.5"'),
  );
}

export function toaster(s: Svg, x: number, baseY: number): void {
  s.add(
    rect(
      x,
      baseY - 50,
      86,
      50,
      linear(
        s,
        [
          [0, "#e4e4df"],
          [1, "#a9aaa5"],
        ],
        "right",
      ),
      'rx="12"',
    ),
  );
  s.add(
    rect(x + 16, baseY - 52, 22, 5, "#3d3b36", 'rx="2"'),
    rect(x + 48, baseY - 52, 22, 5, "#3d3b36", 'rx="2"'),
  );
  s.add(
    rect(x + 80, baseY - 36, 12, 6, "#3d3b36", 'rx="2"'),
    rect(x + 6, baseY - 4, 74, 4, "#3d3b36"),
  );
}

export function art(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  sc: Scheme,
  rng: Rng,
): void {
  s.add(rect(x + 4, y + 6, w, h, "#000000", 'opacity="0.08"'));
  s.add(
    rect(x, y, w, h, darken(sc.accent, 0.1)),
    rect(x + 5, y + 5, w - 10, h - 10, "#fbfaf6"),
  );
  const ix = x + 18;
  const iy = y + 18;
  const iw = w - 36;
  const ih = h - 36;
  s.add(rect(ix, iy, iw, ih, lighten(sc.wall, 0.3)));
  s.add(
    circle(
      ix + iw * between(rng, 0.3, 0.7),
      iy + ih * 0.4,
      Math.min(iw, ih) * 0.22,
      sc.accent,
      'opacity="0.8"',
    ),
  );
  s.add(
    path(
      d`M${ix} ${iy + ih}Q${ix + iw * 0.4} ${iy + ih * 0.45} ${ix + iw} ${iy + ih * 0.7}V${iy + ih}Z`,
      sc.cabinet,
      'opacity="0.85"',
    ),
  );
}

export function towel(
  s: Svg,
  x: number,
  y: number,
  w: number,
  color: string,
  metal: string,
): void {
  s.add(rect(x - 8, y - 4, w + 16, 6, metal, 'rx="3"'));
  s.add(
    rect(x, y - 2, w, 110, color, 'rx="4"'),
    rect(x, y + 80, w, 8, darken(color, 0.12)),
    rect(x, y - 2, w, 20, lighten(color, 0.12), 'rx="4"'),
  );
}

/** A wooden cutting board leaning on the backsplash; the wall shows through its hole. */
export function cuttingBoard(
  s: Svg,
  rng: Rng,
  x: number,
  baseY: number,
  w: number,
  h: number,
  radius: number,
  wall: string,
): void {
  s.add(
    rect(
      x,
      baseY - h,
      w,
      h,
      pick(rng, ["#b98b5e", "#d2a875"]),
      `rx="${radius}"`,
    ),
    circle(x + w / 2, baseY - h + radius + 2, 6, wall),
  );
}
