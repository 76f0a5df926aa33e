// Small shapes that several scenes draw the same way.

import { d, path, poly, rect } from "./svg.ts";

/**
 * A band of reflected light across glass, leaning from the bottom edge
 * (b0 to b1) to the top edge (t0 to t1).
 */
export function glint(
  bottom: number,
  top: number,
  [b0, t0, t1, b1]: [number, number, number, number],
  opacity: number,
): string {
  return poly(
    [
      [b0, bottom],
      [t0, top],
      [t1, top],
      [b1, bottom],
    ],
    "#ffffff",
    `opacity="${opacity}"`,
  );
}

/** Path data of a round-topped opening w wide, its bottom at y + h. */
export function arch(x: number, y: number, w: number, h: number): string {
  return d`M${x} ${y + h}V${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}V${y + h}Z`;
}

/** A shelf, sill or bench seen edge-on, with the shadow it casts below. */
export function ledge(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  shadow: number,
  opacity: number,
): string[] {
  return [
    rect(x, y, w, h, fill),
    rect(x, y + h, w, shadow, "#000000", `opacity="${opacity}"`),
  ];
}

/** Plates stood on a shelf, each one behind 4 shorter than the one before. */
export function plates(
  x: number,
  base: number,
  w: number,
  h: number,
  colors: readonly string[],
): string[] {
  return colors.map((color, i) =>
    rect(x + w * i, base - h + 4 * i, w, h - 4 * i, color),
  );
}

/** A bowl 30 high, standing on base. */
export function bowl(
  x: number,
  base: number,
  w: number,
  fill: string,
  attributes = "",
): string {
  return path(
    d`M${x} ${base - 30}H${x + w}L${x + w - 4} ${base}H${x + 4}Z`,
    fill,
    attributes,
  );
}
