// Walk-in closet

import type { Finish } from "../cabinetry.ts";
import { darken, lighten, mix } from "../color.ts";
import { warmGlow } from "../fixtures.ts";
import { between, intBetween, pick, type Rng } from "../random.ts";
import {
  baseboard,
  CEIL,
  FLOOR,
  floorBoards,
  floorCarpet,
  fluorescent,
  HEIGHT,
  room,
  shadow,
  stains,
} from "../room.ts";
import type { Scheme } from "../schemes.ts";
import {
  circle,
  d,
  ellipse,
  fade,
  line,
  path,
  pattern,
  rect,
  type Svg,
} from "../svg.ts";
import {
  closetSection,
  garments,
  type SectionKind,
} from "./closet-sections.ts";

const GARMENTS = [
  "#2f3b4c",
  "#f2efe9",
  "#c9b8a0",
  "#8a9aa8",
  "#3c3c3c",
  "#b36b4f",
  "#6f7d5c",
  "#e4d3c1",
  "#5b6e8c",
  "#a9a39a",
];
const DATED_GARMENTS = [
  "#7b5a3c",
  "#a4493d",
  "#5e6e4a",
  "#c9a660",
  "#6b6f86",
  "#b58a6a",
  "#e0d2b4",
  "#4a4039",
  "#8c6d8a",
];

export function closet(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  room(s, sc, rng);
  if (sc.dated) {
    datedCloset(s, sc, layout, rng);
    return;
  }

  floorBoards(s, sc.floor, rng);
  baseboard(s, sc);
  const unit = sc.cabinet;
  const board = lighten(unit, 0.08);
  const sectionKinds: SectionKind[] = [
    "double",
    "long",
    "shelves",
    "drawers",
    "shoes",
  ];
  const count = intBetween(layout, 4, 5);
  const kinds: SectionKind[] = [];
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
  s.add(rect(x0, CEIL + 40, x1 - x0, 14, fade(s, "#fff4d6", 0.7)));
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
    closetSection(s, sc, rng, kind, a, b, { unit, board, colors, finish });
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

/** Wire shelf with a built-in rod, crammed and cluttered. */
function datedCloset(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  floorCarpet(s, mix(sc.floor, "#b9ad94", 0.5), rng);
  baseboard(s, sc);
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
