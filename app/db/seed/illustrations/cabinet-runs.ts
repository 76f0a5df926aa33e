// Runs of cabinets: wall and base runs divided into units, around the
// gaps left for windows and appliances, with crown and countertop.

import { door, type Finish } from "./cabinetry.ts";
import { darken, lighten } from "./color.ts";
import { chance, intBetween, type Rng } from "./random.ts";
import { CEIL, FLOOR } from "./room.ts";
import type { Scheme } from "./schemes.ts";
import { rect, type Svg } from "./svg.ts";

/** What is left of span once the cuts are taken out; slivers under 40 go too. */
export function subtract(
  span: [number, number],
  cuts: Array<[number, number]>,
): Array<[number, number]> {
  let parts: Array<[number, number]> = [span];
  for (const [c0, c1] of cuts) {
    parts = parts.flatMap(([a, b]): Array<[number, number]> => {
      if (c1 <= a || c0 >= b) return [[a, b]];
      const out: Array<[number, number]> = [];
      if (c0 > a) out.push([a, c0]);
      if (c1 < b) out.push([c1, b]);
      return out;
    });
  }
  return parts.filter(([a, b]) => b - a >= 40);
}

function divide(a: number, b: number, target: number): number[] {
  const count = Math.max(1, Math.round((b - a) / target));
  const width = (b - a) / count;
  return Array.from({ length: count }, (_, i) => a + i * width).concat(b);
}

/**
 * Draws the dark carcass of a run of cabinets from a to b and returns the
 * units it divides into, each about `target` wide.
 */
export function carcass(
  s: Svg,
  a: number,
  b: number,
  top: number,
  bottom: number,
  color: string,
  target: number,
): Array<[number, number]> {
  s.add(rect(a, top, b - a, bottom - top, darken(color, 0.3)));
  const edges = divide(a, b, target);
  return edges.slice(0, -1).map((x0, i) => [x0, edges[i + 1] ?? b]);
}

/** A run of wall cabinets between a and b, doors in pairs. */
export function upperRun(
  s: Svg,
  a: number,
  b: number,
  top: number,
  bottom: number,
  finish: Finish,
  rng: Rng,
  dated: boolean,
): void {
  const units = carcass(s, a, b, top, bottom, finish.color, 105);
  const askewAt =
    dated && chance(rng, 0.5) ? intBetween(rng, 0, units.length - 1) : -1;
  units.forEach(([x0, x1], i) => {
    door(s, x0 + 2, top + 2, x1 - x0 - 4, bottom - top - 4, finish, {
      handle: i % 2 === 0 ? "bottom-right" : "bottom-left",
      askew: i === askewAt,
    });
  });
  s.add(rect(a, bottom, b - a, 3, "#000000", 'opacity="0.12"'));
}

type BaseKind = "drawers" | "doors" | "sink";

function baseUnit(
  s: Svg,
  x0: number,
  x1: number,
  top: number,
  bottom: number,
  finish: Finish,
  kind: BaseKind,
  rng: Rng,
  dated: boolean,
): void {
  const h = bottom - top;
  const w = x1 - x0;
  if (kind === "drawers") {
    const ratios = dated ? [0.28, 0.36, 0.36] : [0.22, 0.36, 0.42];
    let y = top;
    for (const ratio of ratios) {
      door(s, x0 + 2, y + 2, w - 4, h * ratio - 4, finish, { handle: "top" });
      y += h * ratio;
    }
    return;
  }
  const drawerH = h * 0.24;
  door(s, x0 + 2, top + 2, w - 4, drawerH - 4, finish, {
    handle: kind === "sink" ? "none" : "top",
  });
  const doors = w > 118 ? 2 : 1;
  const dw = w / doors;
  for (let i = 0; i < doors; i += 1) {
    const handle =
      doors === 1 ? "top-right" : i === 0 ? "top-right" : "top-left";
    door(
      s,
      x0 + i * dw + 2,
      top + drawerH + 2,
      dw - 4,
      h - drawerH - 4,
      finish,
      {
        handle,
        missingKnob: dated && chance(rng, 0.12),
      },
    );
  }
}

export function baseRun(
  s: Svg,
  a: number,
  b: number,
  top: number,
  bottom: number,
  finish: Finish,
  rng: Rng,
  dated: boolean,
  sinkX: number | null,
): void {
  const units = carcass(s, a, b, top, bottom, finish.color, dated ? 150 : 130);
  for (const [x0, x1] of units) {
    const kind: BaseKind =
      sinkX !== null && sinkX >= x0 && sinkX <= x1
        ? "sink"
        : chance(rng, dated ? 0.2 : 0.45)
          ? "drawers"
          : "doors";
    baseUnit(s, x0, x1, top, bottom, finish, kind, rng, dated);
  }
  s.add(rect(a, bottom, b - a, FLOOR - bottom, darken(finish.color, 0.45)));
}

/** The crown board over modern wall cabinets hung from CEIL + 14. */
export function crown(s: Svg, sc: Scheme, a: number, b: number): void {
  s.add(rect(a - 4, CEIL, b - a + 8, 14, lighten(sc.cabinet, 0.08)));
}

export function countertop(
  s: Svg,
  a: number,
  b: number,
  y: number,
  thickness: number,
  sc: Scheme,
): void {
  if (sc.dated) {
    s.add(rect(a - 6, y, b - a + 12, thickness, sc.counter));
    s.add(
      rect(a - 6, y + thickness - 7, b - a + 12, 7, darken(sc.cabinet, 0.05)),
    );
    s.add(
      rect(
        a - 6,
        y + thickness - 7,
        b - a + 12,
        2,
        lighten(sc.cabinet, 0.2),
        'opacity="0.6"',
      ),
    );
  } else {
    s.add(rect(a - 8, y, b - a + 16, thickness, sc.counter));
    s.add(
      rect(a - 8, y, b - a + 16, 2, lighten(sc.counter, 0.5), 'opacity="0.7"'),
    );
  }
  s.add(rect(a, y + thickness, b - a, 4, "#000000", 'opacity="0.14"'));
}
