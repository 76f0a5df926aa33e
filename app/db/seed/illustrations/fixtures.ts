import { darken, lighten } from "./color.ts";
import { type Rng, between, intBetween, pick } from "./random.ts";
import type { Scheme } from "./schemes.ts";
import type { Svg } from "./svg.ts";
import {
  circle,
  clipTo,
  d,
  ellipse,
  group,
  line,
  linear,
  num,
  path,
  poly,
  radial,
  rect,
} from "./svg.ts";
import { CEIL } from "./types.ts";

// ---------------------------------------------------------------------------
// Fixtures and props

export function windowUnit(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  sc: Scheme,
  rng: Rng,
  frame: string,
  cols: number,
  rows: number,
): void {
  s.add(
    rect(x - 16, y - 16, w + 32, h + 32, sc.trim),
    rect(
      x - 16,
      y - 16,
      w + 32,
      h + 32,
      "none",
      `stroke="${darken(sc.trim, 0.15)}" stroke-width="1.5"`,
    ),
  );
  const sky = sc.dated
    ? linear(s, [
        [0, "#bfcacb"],
        [1, "#e2e3d8"],
      ])
    : linear(s, [
        [0, "#a9d3ee"],
        [0.7, "#e6f3fa"],
        [1, "#f4f9fb"],
      ]);
  const clip = clipTo(s, rect(x, y, w, h, "#000"));
  const outside = [rect(x, y, w, h, sky)];
  const greens = sc.dated
    ? ["#8d9a78", "#7b8a69"]
    : ["#8fbf7a", "#74a867", "#a3cb8a"];
  outside.push(
    ellipse(
      x + w * 0.5,
      y + h + 40,
      w * 0.9,
      h * 0.35,
      pick(rng, greens),
      'opacity="0.7"',
    ),
  );
  for (let i = 0; i < 4; i += 1) {
    const tx = x + between(rng, 0, w);
    const ty = y + h * between(rng, 0.45, 0.8);
    const r = between(rng, 28, 60);
    outside.push(circle(tx, ty, r, pick(rng, greens), 'opacity="0.85"'));
    outside.push(
      circle(
        tx + r * 0.5,
        ty - r * 0.4,
        r * 0.7,
        pick(rng, greens),
        'opacity="0.85"',
      ),
    );
  }
  if (!sc.dated) {
    outside.push(
      poly(
        [
          [x, y],
          [x + w * 0.35, y],
          [x, y + h * 0.6],
        ],
        "#ffffff",
        'opacity="0.2"',
      ),
    );
  }
  s.add(group(outside, clip));
  for (let c = 1; c < cols; c += 1)
    s.add(rect(x + (c * w) / cols - 3, y, 6, h, frame));
  for (let r = 1; r < rows; r += 1)
    s.add(rect(x, y + (r * h) / rows - 3, w, 6, frame));
  s.add(rect(x, y, w, h, "none", `stroke="${frame}" stroke-width="9"`));
  s.add(
    rect(x - 26, y + h + 12, w + 52, 12, sc.trim),
    rect(x - 26, y + h + 24, w + 52, 3, "#000000", 'opacity="0.1"'),
  );
}

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

export type PendantStyle = "dome" | "globe" | "cone";

export function pendant(
  s: Svg,
  cx: number,
  y: number,
  style: PendantStyle,
  color: string,
  glow: string,
): void {
  s.add(ellipse(cx, y + 90, 110, 90, glow));
  s.add(line(cx, CEIL, cx, y, "#2f2f2f", 2));
  s.add(rect(cx - 12, CEIL, 24, 6, color));
  if (style === "dome") {
    s.add(ellipse(cx, y + 38, 40, 7, "#fff4cf"));
    s.add(
      path(
        d`M${cx - 44} ${y + 38}Q${cx - 44} ${y} ${cx} ${y}Q${cx + 44} ${y} ${cx + 44} ${y + 38}Z`,
        color,
      ),
    );
    s.add(
      path(
        d`M${cx - 30} ${y + 24}Q${cx - 26} ${y + 10} ${cx - 12} ${y + 7}`,
        "none",
        'stroke="#ffffff" stroke-width="3" opacity="0.35"',
      ),
    );
  } else if (style === "globe") {
    s.add(rect(cx - 9, y, 18, 10, color));
    s.add(
      circle(cx, y + 36, 27, "#fbf4e2", `stroke="${color}" stroke-width="1.5"`),
    );
    s.add(
      circle(cx, y + 38, 11, "#fff6d6"),
      circle(cx - 10, y + 26, 6, "#ffffff", 'opacity="0.7"'),
    );
  } else {
    s.add(ellipse(cx, y + 46, 30, 5, "#fff4cf"));
    s.add(
      path(
        d`M${cx - 10} ${y}H${cx + 10}L${cx + 32} ${y + 46}H${cx - 32}Z`,
        color,
      ),
    );
  }
}

export function warmGlow(s: Svg): string {
  return radial(s, [
    [0, "#fff3c9", 0.5],
    [1, "#fff3c9", 0],
  ]);
}

export function faucet(
  s: Svg,
  x: number,
  baseY: number,
  metal: string,
  tall: boolean,
): void {
  if (tall) {
    s.add(
      path(
        d`M${x} ${baseY}V${baseY - 54}Q${x} ${baseY - 76} ${x + 22} ${baseY - 76}Q${x + 42} ${baseY - 76} ${x + 42} ${baseY - 56}V${baseY - 46}`,
        "none",
        `stroke="${metal}" stroke-width="6" stroke-linecap="round"`,
      ),
    );
    s.add(
      rect(x - 8, baseY - 8, 16, 8, metal),
      rect(x - 20, baseY - 30, 14, 4, metal, 'rx="2"'),
    );
  } else {
    s.add(
      rect(x - 5, baseY - 22, 10, 22, metal),
      rect(x - 4, baseY - 24, 26, 7, metal, 'rx="3"'),
    );
    s.add(
      circle(x - 16, baseY - 6, 6, metal),
      circle(x + 16, baseY - 6, 6, metal),
    );
  }
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
