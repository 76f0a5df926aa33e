import { door, type Finish } from "../cabinetry.ts";
import { darken, lighten } from "../color.ts";
import { between, chance, pick, type Rng } from "../random.ts";
import type { Scheme } from "../schemes.ts";
import { ledge } from "../shapes.ts";
import {
  circle,
  d,
  fade,
  line,
  path,
  pattern,
  rect,
  type Svg,
} from "../svg.ts";

export type SectionKind = "double" | "long" | "shelves" | "drawers" | "shoes";

/** The built-in's materials and what hangs or lies in it. */
export interface Fitout {
  unit: string;
  board: string;
  colors: readonly string[];
  finish: Finish;
}

export function garments(
  s: Svg,
  rng: Rng,
  x0: number,
  x1: number,
  rodY: number,
  minLen: number,
  maxLen: number,
  colors: readonly string[],
  packed: boolean,
  hanger: string,
): void {
  let x = x0 + 10;
  while (x < x1 - 14) {
    const w = packed ? between(rng, 18, 28) : between(rng, 16, 24);
    const len = between(rng, minLen, maxLen);
    const color = pick(rng, colors);
    s.add(
      path(
        d`M${x + w / 2} ${rodY + 2}q-2 -8 3 -8`,
        "none",
        `stroke="${hanger}" stroke-width="2"`,
      ),
    );
    s.add(
      path(
        d`M${x} ${rodY + 14}Q${x + w / 2} ${rodY + 4} ${x + w} ${rodY + 14}V${rodY + len}H${x}Z`,
        color,
      ),
    );
    s.add(rect(x + w - 3, rodY + 14, 3, len - 14, "#000000", 'opacity="0.12"'));
    x += packed ? between(rng, 12, 19) : w + between(rng, 3, 8);
  }
  s.add(line(x0, rodY, x1, rodY, hanger, 5, 'stroke-linecap="round"'));
}

function foldedStack(
  s: Svg,
  rng: Rng,
  x: number,
  baseY: number,
  colors: readonly string[],
  height: number,
): void {
  let y = baseY;
  const w = between(rng, 58, 72);
  while (y > baseY - height) {
    const h = between(rng, 11, 16);
    const color = pick(rng, colors);
    s.add(
      rect(x + between(rng, -2, 2), y - h, w, h, color, 'rx="3"'),
      rect(x, y - h + h / 2, w, 1.5, darken(color, 0.18)),
    );
    y -= h;
  }
}

/** One section of the built-in closet between a and b. */
export function closetSection(
  s: Svg,
  sc: Scheme,
  rng: Rng,
  kind: SectionKind,
  a: number,
  b: number,
  { unit, board, colors, finish }: Fitout,
): void {
  const shelf = (y: number) => {
    s.add(...ledge(a, y, b - a, 10, board, 4, 0.12));
    s.add(rect(a, y + 14, b - a, 30, fade(s, "#fff4d6", 0.45)));
  };
  // Shelves pitch apart from the top shelf down to the drawers' base, each
  // but the last filled on its upper face.
  const shelves = (pitch: number, fill: (base: number) => void) => {
    for (let y = 150; y < 740; y += pitch) {
      shelf(y);
      if (y + pitch >= 740) break;
      fill(y + pitch);
    }
  };
  if (kind === "double") {
    shelf(150);
    garments(s, rng, a, b, 186, 150, 230, colors, false, sc.metal);
    garments(s, rng, a, b, 460, 150, 240, colors, false, sc.metal);
  } else if (kind === "long") {
    shelf(150);
    for (let k = 0; k < 2; k += 1) {
      const bw = (b - a - 30) / 2;
      const bx = a + 10 + k * (bw + 10);
      s.add(
        rect(
          bx,
          90,
          bw,
          60,
          pick(rng, ["#d9cbb3", "#b9a58a", lighten(unit, 0.2)]),
          'rx="6"',
        ),
        rect(bx + bw / 2 - 12, 104, 24, 8, darken(unit, 0.2), 'rx="3"'),
      );
    }
    garments(s, rng, a, b, 186, 380, 540, colors, false, sc.metal);
  } else if (kind === "shelves") {
    shelves(118, (base) => {
      let sx = a + 10;
      while (sx < b - 70) {
        if (chance(rng, 0.7))
          foldedStack(s, rng, sx, base, colors, between(rng, 50, 90));
        else {
          s.add(
            rect(
              sx,
              base - 70,
              66,
              70,
              pick(rng, ["#c9a67a", "#a98b65"]),
              'rx="6"',
            ),
            rect(
              sx,
              base - 70,
              66,
              70,
              pattern(
                s,
                10,
                10,
                rect(0, 0, 10, 5, "#000000", 'opacity="0.12"'),
              ),
              'rx="6"',
            ),
          );
        }
        sx += 78;
      }
    });
  } else if (kind === "drawers") {
    shelf(150);
    shelf(300);
    // Handbags on the shelves.
    for (const y of [150, 300]) {
      const base = y + 118;
      let hx = a + 14;
      while (hx < b - 60) {
        const w = between(rng, 46, 64);
        const color = pick(rng, colors);
        s.add(
          path(
            d`M${hx + 10} ${base - 40}Q${hx + w / 2} ${base - 80} ${hx + w - 10} ${base - 40}`,
            "none",
            `stroke="${darken(color, 0.2)}" stroke-width="4"`,
          ),
        );
        s.add(
          path(
            d`M${hx} ${base}L${hx + 6} ${base - 44}H${hx + w - 6}L${hx + w} ${base}Z`,
            color,
          ),
        );
        hx += w + 14;
      }
    }
    shelf(440);
    s.add(rect(a, 454, b - a, 298, darken(unit, 0.3)));
    for (let k = 0; k < 4; k += 1)
      door(s, a + 2, 456 + k * 74, b - a - 4, 70, finish, { handle: "top" });
    s.add(rect(a - 6, 440, b - a + 12, 14, lighten(sc.counter, 0.1)));
    s.add(
      rect((a + b) / 2 - 40, 426, 80, 14, darken(sc.accent, 0.1), 'rx="3"'),
      circle((a + b) / 2 - 16, 422, 6, "#f4efe4"),
      circle((a + b) / 2 + 8, 421, 7, sc.accent),
    );
  } else {
    // Shoe shelves.
    shelves(84, (base) => {
      let sx = a + 8;
      while (sx < b - 54) {
        const color = pick(rng, [
          "#2f2c29",
          "#8a5a3b",
          "#efe9df",
          sc.accent,
          "#6b2f34",
          "#c9b8a0",
        ]);
        s.add(
          path(
            d`M${sx} ${base}H${sx + 46}Q${sx + 52} ${base} ${sx + 50} ${base - 8}L${sx + 24} ${base - 16}Q${sx + 10} ${base - 18} ${sx + 2} ${base - 12}Z`,
            color,
          ),
        );
        s.add(rect(sx, base - 16, 4, 16, darken(color, 0.3)));
        sx += 56;
      }
    });
  }
}
