// Cabinet fronts: doors, drawer fronts and their hardware, in a finish.

import { darken, lighten, luminance } from "./color.ts";
import { woodGrain } from "./patterns.ts";
import { pick, type Rng } from "./random.ts";
import type { Scheme } from "./schemes.ts";
import {
  circle,
  d,
  ellipse,
  group,
  halo,
  num,
  path,
  rect,
  type Svg,
} from "./svg.ts";

type DoorStyle = "shaker" | "slab" | "arch" | "raised";
type HardwareKind = "bar" | "knob" | "cup" | "brass" | "none";

export interface Finish {
  style: DoorStyle;
  color: string;
  hardware: HardwareKind;
  metal: string;
  grain?: string;
}

export function panel(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  finish: Finish,
): string[] {
  const { color, style } = finish;
  const out = [
    rect(x, y, w, h, color, `stroke="${darken(color, 0.25)}" stroke-width="1"`),
  ];
  const inset = Math.max(6, Math.min(18, Math.min(w, h) * 0.15));
  const ix = x + inset;
  const iy = y + inset;
  const iw = w - inset * 2;
  const ih = h - inset * 2;
  if (style === "shaker" && iw > 8 && ih > 8) {
    out.push(rect(ix, iy, iw, ih, darken(color, 0.05)));
    out.push(rect(ix, iy, iw, 3, darken(color, 0.28), 'opacity="0.6"'));
    out.push(rect(ix, iy, 2, ih, darken(color, 0.2), 'opacity="0.5"'));
    out.push(
      rect(ix, iy + ih - 2, iw, 2, lighten(color, 0.3), 'opacity="0.6"'),
    );
  } else if (style === "slab") {
    out.push(rect(x, y, w, 2, lighten(color, 0.2), 'opacity="0.6"'));
  } else if (style === "raised" && iw > 8 && ih > 8) {
    out.push(rect(ix, iy, iw, ih, darken(color, 0.12)));
    out.push(rect(ix + 5, iy + 5, iw - 10, ih - 10, lighten(color, 0.06)));
  } else if (style === "arch" && iw > 8 && ih > 8) {
    const rise = Math.min(ih * 0.25, iw * 0.45);
    const cx = ix + iw / 2;
    out.push(
      path(
        d`M${ix} ${iy + ih}V${iy + rise}Q${cx} ${iy - rise} ${ix + iw} ${iy + rise}V${iy + ih}Z`,
        darken(color, 0.14),
      ),
    );
    out.push(
      path(
        d`M${ix + 6} ${iy + ih - 6}V${iy + rise + 4}Q${cx} ${iy - rise + 12} ${ix + iw - 6} ${iy + rise + 4}V${iy + ih - 6}Z`,
        lighten(color, 0.05),
      ),
    );
  }
  if (finish.grain) out.push(rect(x, y, w, h, finish.grain));
  return out;
}

export function hardware(
  cx: number,
  cy: number,
  vertical: boolean,
  length: number,
  finish: Finish,
): string[] {
  const metal = finish.metal;
  const hi = lighten(metal, 0.35);
  switch (finish.hardware) {
    case "none":
      return [];
    case "bar":
      return vertical
        ? [
            rect(cx - 3, cy - length / 2, 6, length, metal, 'rx="3"'),
            rect(cx - 1, cy - length / 2 + 3, 2, length - 6, hi),
          ]
        : [
            rect(cx - length / 2, cy - 3, length, 6, metal, 'rx="3"'),
            rect(cx - length / 2 + 3, cy - 1, length - 6, 2, hi),
          ];
    case "cup":
      return vertical
        ? [circle(cx, cy, 5, metal), circle(cx - 1, cy - 1, 2, hi)]
        : [
            path(
              d`M${cx - 22} ${cy - 4}H${cx + 22}Q${cx + 20} ${cy + 9} ${cx} ${cy + 9}Q${cx - 20} ${cy + 9} ${cx - 22} ${cy - 4}Z`,
              metal,
            ),
            rect(cx - 20, cy - 4, 40, 2, hi),
          ];
    case "brass":
      return [
        circle(
          cx,
          cy,
          6,
          metal,
          `stroke="${darken(metal, 0.35)}" stroke-width="1"`,
        ),
        circle(cx - 2, cy - 2, 2, hi),
      ];
    case "knob":
      return [
        circle(cx, cy + 1.5, 6.5, darken(metal, 0.3), 'opacity="0.35"'),
        circle(cx, cy, 6, metal),
        circle(cx - 2, cy - 2, 2, hi),
      ];
  }
}

interface DoorOptions {
  handle?:
    | "left"
    | "right"
    | "top"
    | "bottom-left"
    | "bottom-right"
    | "top-left"
    | "top-right"
    | "none";
  askew?: boolean;
  missingKnob?: boolean;
}

export function door(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  finish: Finish,
  options: DoorOptions = {},
): void {
  const parts = panel(s, x, y, w, h, finish);
  const handle = options.handle ?? "top";
  const margin = finish.hardware === "bar" ? 16 : 14;
  const barLen = Math.min(
    finish.hardware === "bar" ? 120 : 40,
    h * 0.4,
    w * 0.55,
  );
  let hx = x + w / 2;
  let hy = y + h / 2;
  let vertical = true;
  if (handle === "top") {
    hy = y + Math.min(h / 2, 26);
    vertical = false;
  } else if (handle === "left" || handle === "right") {
    hx = handle === "left" ? x + margin : x + w - margin;
    hy = y + h / 2;
  } else if (handle.startsWith("bottom")) {
    hx = handle.endsWith("left") ? x + margin : x + w - margin;
    hy = y + h - margin - barLen / 2;
  } else if (handle.startsWith("top-")) {
    hx = handle.endsWith("left") ? x + margin : x + w - margin;
    hy = y + margin + barLen / 2;
  }
  if (handle !== "none") {
    if (options.missingKnob) {
      parts.push(
        circle(hx, hy, 2, "#3b2a18"),
        ellipse(hx + 3, hy + 4, 10, 6, "#3b2a18", 'opacity="0.15"'),
      );
    } else {
      if (finish.grain) {
        // Worn finish around the hand-hold.
        const wear = s.memo("wear", () => halo(s, "#2e1d0c", 0.16));
        parts.push(ellipse(hx, hy + 4, 15, 20, wear));
      }
      parts.push(...hardware(hx, hy, vertical, barLen, finish));
    }
  }
  if (options.askew) {
    s.add(group(parts, `transform="rotate(2.2 ${num(x)} ${num(y)})"`));
  } else {
    s.add(...parts);
  }
}

export function finishFor(
  s: Svg,
  sc: Scheme,
  rng: Rng,
  color = sc.cabinet,
): Finish {
  if (sc.dated) {
    return {
      style: pick(rng, ["arch", "raised", "arch"] as const),
      color,
      hardware: pick(rng, ["brass", "knob"] as const),
      metal: pick(rng, [sc.accent, darken(color, 0.25)]),
      grain: woodGrain(s, darken(color, 0.45)),
    };
  }
  return {
    style: pick(rng, ["shaker", "shaker", "slab"] as const),
    color,
    hardware: pick(rng, ["bar", "bar", "knob", "cup"] as const),
    metal:
      luminance(sc.accent) > 0.25 || luminance(color) > 0.35
        ? sc.accent
        : "#c9ccce",
  };
}
