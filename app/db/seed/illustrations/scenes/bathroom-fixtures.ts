import { darken, lighten, mix } from "../color.ts";
import type { Svg } from "../svg.ts";
import {
  circle,
  clipTo,
  d,
  ellipse,
  extra,
  group,
  linear,
  num,
  path,
  poly,
  rect,
} from "../svg.ts";

// ---------------------------------------------------------------------------
// Bathroom

export function mirrorShape(
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
      return path(
        d`M${x} ${y + h}V${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}V${y + h}Z`,
        fill,
        attributes,
      );
    case "pill":
      return rect(x, y, w, h, fill, `rx="${num(w / 2)}"${extra(attributes)}`);
    case "round":
      return circle(x + w / 2, y + h / 2, Math.min(w, h) / 2, fill, attributes);
    case "rect":
      return rect(x, y, w, h, fill, `rx="6"${extra(attributes)}`);
  }
}

export type MirrorKind = "arch" | "pill" | "rect" | "round";

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
        poly(
          [
            [x + w * 0.15, y + h],
            [x + w * 0.55, y],
            [x + w * 0.72, y],
            [x + w * 0.32, y + h],
          ],
          "#ffffff",
          'opacity="0.25"',
        ),
        poly(
          [
            [x + w * 0.5, y + h],
            [x + w * 0.85, y],
            [x + w * 0.9, y],
            [x + w * 0.56, y + h],
          ],
          "#ffffff",
          'opacity="0.2"',
        ),
      ],
      clip,
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
