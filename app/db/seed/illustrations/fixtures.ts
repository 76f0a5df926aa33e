// Fixtures: windows, lights, faucets, mirrors, sconces, a rain head.

import { darken, lighten, mix } from "./color.ts";
import { between, pick, type Rng } from "./random.ts";
import { CEIL } from "./room.ts";
import type { Scheme } from "./schemes.ts";
import { arch, glint } from "./shapes.ts";
import {
  circle,
  clipTo,
  d,
  ellipse,
  extra,
  group,
  halo,
  line,
  linear,
  num,
  path,
  poly,
  rect,
  type Svg,
} from "./svg.ts";

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

type PendantStyle = "dome" | "globe" | "cone";

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
  return halo(s, "#fff3c9", 0.5);
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

function mirrorShape(
  kind: MirrorKind,
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  attributes = "",
): string {
  switch (kind) {
    case "arch":
      return path(arch(x, y, w, h), fill, attributes);
    case "pill":
      return rect(x, y, w, h, fill, `rx="${num(w / 2)}"${extra(attributes)}`);
    case "round":
      return circle(x + w / 2, y + h / 2, Math.min(w, h) / 2, fill, attributes);
    case "rect":
      return rect(x, y, w, h, fill, `rx="6"${extra(attributes)}`);
  }
}

type MirrorKind = "arch" | "pill" | "rect" | "round";

export function mirror(
  s: Svg,
  kind: MirrorKind,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  wall: string,
): void {
  s.add(
    mirrorShape(kind, x - 2, y + 4, w + 12, h + 12, "#000000", 'opacity="0.1"'),
  );
  s.add(mirrorShape(kind, x - 6, y - 6, w + 12, h + 12, frame));
  const clip = clipTo(s, mirrorShape(kind, x, y, w, h, "#000"));
  s.add(
    group(
      [
        rect(
          x,
          y,
          w,
          h,
          linear(s, [
            [0, lighten(wall, 0.35)],
            [1, mix(wall, "#b8c6cc", 0.5)],
          ]),
        ),
        rect(x, y + h * 0.72, w, h * 0.28, darken(wall, 0.08), 'opacity="0.6"'),
        glint(
          y + h,
          y,
          [x + w * 0.15, x + w * 0.55, x + w * 0.72, x + w * 0.32],
          0.25,
        ),
        glint(
          y + h,
          y,
          [x + w * 0.5, x + w * 0.85, x + w * 0.9, x + w * 0.56],
          0.2,
        ),
      ],
      clip,
    ),
  );
}

/**
 * Sizes of a rain head: the arm drops from the ceiling, the head is a bar
 * 2 x halfWidth wide, and the water leaves it in streaks, pitch apart, that
 * land spread out (first one at landing[0] from the centre, landing[1]
 * apart) after a fall; width and water style the streaks' strokes.
 */
interface RainHead {
  drop: number;
  halfWidth: number;
  corner: number;
  streaks: number;
  pitch: number;
  landing: [offset: number, pitch: number];
  fall: number;
  width: number;
  water: string;
}

/** A ceiling-mounted rain head and the water falling from it in dashed streaks. */
export function rainHead(
  s: Svg,
  x: number,
  metal: string,
  head: RainHead,
): void {
  const { drop, halfWidth, streaks, pitch, landing, fall } = head;
  s.add(
    rect(x - 3, CEIL, 6, drop, metal),
    rect(
      x - halfWidth,
      CEIL + drop - 2,
      halfWidth * 2,
      10,
      metal,
      `rx="${head.corner}"`,
    ),
  );
  const top = CEIL + drop + 16;
  for (let k = 0; k < streaks; k += 1)
    s.add(
      line(
        x - (pitch * (streaks - 1)) / 2 + k * pitch,
        top,
        x + landing[0] + k * landing[1],
        top + fall,
        "#ffffff",
        head.width,
        head.water,
      ),
    );
}

export function sconce(
  s: Svg,
  x: number,
  y: number,
  metal: string,
  glow: string,
): void {
  s.add(ellipse(x, y + 10, 60, 80, glow));
  s.add(
    rect(x - 5, y + 10, 10, 34, metal, 'rx="3"'),
    rect(x - 2, y - 8, 4, 30, metal),
  );
  s.add(
    rect(x - 14, y - 42, 28, 44, "#fbf3dc", 'rx="6"'),
    rect(
      x - 14,
      y - 42,
      28,
      44,
      "none",
      `rx="6" stroke="${metal}" stroke-width="1.5"`,
    ),
  );
}
