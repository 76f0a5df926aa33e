import { type Finish, door } from "../cabinetry.ts";
import { darken, lighten, mix } from "../color.ts";
import { warmGlow } from "../fixtures.ts";
import { type Rng, between, chance, intBetween, pick } from "../random.ts";
import {
  baseboard,
  floorBoards,
  floorCarpet,
  fluorescent,
  room,
  shadow,
  stains,
} from "../room.ts";
import {
  DATED_GARMENTS,
  GARMENTS,
  foldedStack,
  garments,
} from "./closet-garments.ts";
import type { Scheme } from "../schemes.ts";
import type { Svg } from "../svg.ts";
import {
  circle,
  d,
  ellipse,
  line,
  linear,
  path,
  pattern,
  rect,
} from "../svg.ts";
import { CEIL, FLOOR, HEIGHT } from "../types.ts";

// ---------------------------------------------------------------------------
// Walk-in closet

export function closet(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  room(s, sc, rng);
  if (sc.dated) {
    floorCarpet(s, mix(sc.floor, "#b9ad94", 0.5), rng);
    baseboard(s, sc);
    // Wire shelf with a built-in rod, crammed and cluttered.
    const shelfY = 200;
    const wire = "#ecebe5";
    const ticks = pattern(s, 8, 18, rect(0, 0, 2, 18, wire));
    s.add(
      rect(70, shelfY - 18, 1060, 18, ticks),
      line(70, shelfY - 18, 1130, shelfY - 18, wire, 3),
      line(70, shelfY, 1130, shelfY, wire, 3),
    );
    for (const bx of [120, 600, 1080])
      s.add(line(bx, shelfY, bx - 40, shelfY + 50, wire, 3));
    garments(
      s,
      rng,
      80,
      1120,
      shelfY + 6,
      220,
      420,
      DATED_GARMENTS,
      true,
      "#d8d6cf",
    );
    let x = 90;
    while (x < 1080) {
      const w = between(rng, 70, 130);
      const h = between(rng, 40, 90);
      const color = pick(rng, ["#b8905e", "#c9a27a", "#d9cdb4", "#a47c4e"]);
      s.add(
        rect(x, shelfY - 18 - h, w, h, color),
        rect(
          x + w / 2 - 8,
          shelfY - 18 - h,
          16,
          h,
          lighten(color, 0.25),
          'opacity="0.6"',
        ),
      );
      x += w + between(rng, 10, 60);
    }
    // Floor clutter: boxes, a laundry basket and shoes.
    const basketX = between(layout, 700, 900);
    s.add(
      rect(basketX, 720, 130, 100, "#d9d3c3", 'rx="8"'),
      rect(
        basketX,
        720,
        130,
        100,
        pattern(
          s,
          12,
          12,
          rect(0, 0, 12, 12, "#d9d3c3") + rect(0, 0, 6, 6, "#bdb5a2"),
        ),
        'rx="8"',
      ),
    );
    for (let k = 0; k < 4; k += 1)
      s.add(
        ellipse(basketX + 20 + k * 30, 716, 26, 12, pick(rng, DATED_GARMENTS)),
      );
    s.add(
      rect(150, 740, 140, 90, "#b8905e"),
      rect(160, 700, 100, 40, "#c9a27a"),
      rect(150, 780, 140, 6, "#a47c4e"),
    );
    for (let k = 0; k < 5; k += 1) {
      const sx = 360 + k * 52 + between(rng, -10, 10);
      s.add(
        path(
          d`M${sx} 846H${sx + 40}Q${sx + 46} 846 ${sx + 46} 838L${sx + 24} 828Q${sx + 10} 828 ${sx} 836Z`,
          pick(rng, ["#3b2f25", "#6b4b32", "#2f2f3a"]),
        ),
      );
    }
    fluorescent(s, 600, 260);
    stains(s, rng, [60, 600, 1140, 760], 3);
    stains(s, rng, [60, FLOOR + 10, 1140, HEIGHT - 10], 2, "#5a4a2a");
    return;
  }

  floorBoards(s, sc.floor, rng);
  baseboard(s, sc);
  const unit = sc.cabinet;
  const board = lighten(unit, 0.08);
  const sectionKinds = [
    "double",
    "long",
    "shelves",
    "drawers",
    "shoes",
  ] as const;
  const count = intBetween(layout, 4, 5);
  const kinds: Array<(typeof sectionKinds)[number]> = [];
  const pool = [...sectionKinds];
  for (let i = 0; i < count; i += 1) {
    const index = Math.floor(layout() * pool.length);
    kinds.push(pool.splice(index, 1)[0] ?? "double");
  }
  if (!kinds.includes("drawers")) kinds[Math.floor(count / 2)] = "drawers";
  const x0 = 50;
  const x1 = 1150;
  const weights = kinds.map(() => between(layout, 0.8, 1.2));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const bounds: number[] = [x0];
  for (const w of weights)
    bounds.push((bounds[bounds.length - 1] ?? x0) + ((x1 - x0) * w) / total);

  // Carcass: back panels, top, toe kick.
  s.add(rect(x0, CEIL + 16, x1 - x0, FLOOR - CEIL - 16, darken(sc.wall, 0.05)));
  s.add(
    rect(x0 - 6, CEIL, x1 - x0 + 12, 18, board),
    rect(x0, CEIL + 18, x1 - x0, 22, unit),
  );
  s.add(
    rect(
      x0,
      CEIL + 40,
      x1 - x0,
      14,
      linear(s, [
        [0, "#fff4d6", 0.7],
        [1, "#fff4d6", 0],
      ]),
    ),
  );
  const colors = [...GARMENTS, sc.accent, sc.cabinet];
  const finish: Finish = {
    style: "shaker",
    color: unit,
    hardware: "bar",
    metal: sc.metal,
  };
  kinds.forEach((kind, i) => {
    const a = (bounds[i] ?? x0) + 8;
    const b = (bounds[i + 1] ?? x1) - 8;
    const shelf = (y: number) => {
      s.add(
        rect(a, y, b - a, 10, board),
        rect(a, y + 10, b - a, 4, "#000000", 'opacity="0.12"'),
      );
      s.add(
        rect(
          a,
          y + 14,
          b - a,
          30,
          linear(s, [
            [0, "#fff4d6", 0.45],
            [1, "#fff4d6", 0],
          ]),
        ),
      );
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
      for (let y = 150; y < 740; y += 118) {
        shelf(y);
        if (y + 118 >= 740) break;
        let sx = a + 10;
        while (sx < b - 70) {
          if (chance(rng, 0.7))
            foldedStack(s, rng, sx, y + 118, colors, between(rng, 50, 90));
          else {
            s.add(
              rect(
                sx,
                y + 118 - 70,
                66,
                70,
                pick(rng, ["#c9a67a", "#a98b65"]),
                'rx="6"',
              ),
              rect(
                sx,
                y + 118 - 70,
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
      }
    } else if (kind === "drawers") {
      shelf(150);
      shelf(300);
      // Handbags on the shelves.
      for (const y of [150, 300]) {
        let hx = a + 14;
        while (hx < b - 60) {
          const w = between(rng, 46, 64);
          const color = pick(rng, colors);
          s.add(
            path(
              d`M${hx + 10} ${y + 118 - 40}Q${hx + w / 2} ${y + 118 - 80} ${hx + w - 10} ${y + 118 - 40}`,
              "none",
              `stroke="${darken(color, 0.2)}" stroke-width="4"`,
            ),
          );
          s.add(
            path(
              d`M${hx} ${y + 118}L${hx + 6} ${y + 118 - 44}H${hx + w - 6}L${hx + w} ${y + 118}Z`,
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
      for (let y = 150; y < 740; y += 84) {
        shelf(y);
        if (y + 84 >= 740) break;
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
          const base = y + 84;
          s.add(
            path(
              d`M${sx} ${base}H${sx + 46}Q${sx + 52} ${base} ${sx + 50} ${base - 8}L${sx + 24} ${base - 16}Q${sx + 10} ${base - 18} ${sx + 2} ${base - 12}Z`,
              color,
            ),
          );
          s.add(rect(sx, base - 16, 4, 16, darken(color, 0.3)));
          sx += 56;
        }
      }
    }
    // Side panels.
    s.add(
      rect(a - 16, CEIL + 18, 16, 752 - CEIL - 18, board),
      rect(a - 2, CEIL + 18, 2, 752 - CEIL - 18, "#000000", 'opacity="0.1"'),
    );
    if (i === kinds.length - 1)
      s.add(rect(b, CEIL + 18, 16, 752 - CEIL - 18, board));
  });
  s.add(
    rect(x0, 740, x1 - x0, 12, board),
    rect(x0, 752, x1 - x0, FLOOR - 752, darken(unit, 0.35)),
  );

  // Ottoman, rug and a small chandelier.
  s.add(
    rect(250, 820, 700, 60, mix(sc.accent, sc.wall, 0.6), 'rx="6"'),
    rect(
      250,
      820,
      700,
      60,
      pattern(s, 24, 24, rect(0, 0, 12, 24, "#ffffff", 'opacity="0.12"')),
      'rx="6"',
    ),
  );
  const ox = 600 + between(layout, -80, 80);
  shadow(s, ox, 858, 200, 14, 0.25);
  const fabric = pick(rng, [
    sc.accent,
    mix(sc.cabinet, "#ffffff", 0.5),
    "#d9cbb3",
  ]);
  s.add(
    rect(ox - 170, 760, 340, 80, fabric, 'rx="18"'),
    rect(ox - 170, 760, 340, 14, lighten(fabric, 0.2), 'rx="7"'),
  );
  for (let k = 1; k < 4; k += 1)
    s.add(circle(ox - 170 + k * 85, 794, 3, darken(fabric, 0.3)));
  for (const lx of [ox - 150, ox + 150])
    s.add(rect(lx - 5, 840, 10, 20, "#2f2c29"));
  const glow = warmGlow(s);
  s.add(ellipse(600, 200, 180, 140, glow));
  s.add(line(600, CEIL, 600, 110, "#2f2f2f", 2));
  s.add(
    path(
      d`M540 150Q600 190 660 150`,
      "none",
      `stroke="${sc.metal}" stroke-width="4"`,
    ),
    rect(596, 108, 8, 50, sc.metal),
  );
  for (const lx of [540, 580, 620, 660])
    s.add(circle(lx, 136, 9, "#fff4cf"), rect(lx - 2, 142, 4, 10, sc.metal));
}
