import { type Finish, door, finishFor } from "../cabinetry.ts";
import { darken, lighten, mix } from "../color.ts";
import {
  art,
  fruitBowl,
  pendant,
  stool,
  toaster,
  vase,
  warmGlow,
} from "../fixtures.ts";
import { gridTiles, speckle, woodGrain } from "../patterns.ts";
import { type Rng, between, chance, intBetween, pick } from "../random.ts";
import {
  baseboard,
  floorBoards,
  floorChecker,
  fluorescent,
  room,
  shadow,
  stains,
} from "../room.ts";
import type { Scheme } from "../schemes.ts";
import type { Svg } from "../svg.ts";
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
  pattern,
  rect,
} from "../svg.ts";
import { WIDTH } from "../types.ts";

// ---------------------------------------------------------------------------
// Countertops (close view of an island)

export function veins(
  rng: Rng,
  box: [number, number, number, number],
  color: string,
  count: number,
  vertical: boolean,
): string[] {
  const [x, y, w, h] = box;
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    // Veins cross the slab diagonally, from one long edge to the other.
    const sx = vertical
      ? x + between(rng, 0, w)
      : between(rng, x - w * 0.15, x + w);
    const sy = y - 8;
    const ex = vertical
      ? x + between(rng, 0, w)
      : sx + between(rng, 2.5, 7) * h * (chance(rng, 0.3) ? -1 : 1);
    const ey = y + h + 8;
    const dx = ex - sx;
    const dy = ey - sy;
    const len = Math.hypot(dx, dy);
    const nx = -dy / len;
    const ny = dx / len;
    const reach = vertical ? w * 0.5 : Math.min(len * 0.12, 40);
    const at = (t: number, offset: number): [number, number] => [
      sx + dx * t + nx * offset,
      sy + dy * t + ny * offset,
    ];
    const [c1x, c1y] = at(0.2, between(rng, -1, 1) * reach);
    const [c2x, c2y] = at(0.4, between(rng, -1, 1) * reach);
    const [mx, my] = at(0.5, between(rng, -0.5, 0.5) * reach);
    const [c3x, c3y] = at(0.8, between(rng, -1, 1) * reach);
    const dpath = d`M${sx} ${sy}C${c1x} ${c1y} ${c2x} ${c2y} ${mx} ${my}S${c3x} ${c3y} ${ex} ${ey}`;
    const major = i < 2;
    const width = major ? between(rng, 2.2, 3.6) : between(rng, 0.6, 1.5);
    if (major)
      out.push(
        path(
          dpath,
          "none",
          `stroke="${color}" stroke-width="${num(width * 5)}" opacity="0.1"`,
        ),
      );
    out.push(
      path(
        dpath,
        "none",
        `stroke="${color}" stroke-width="${num(width)}" stroke-linecap="round" opacity="${num(major ? 0.75 : between(rng, 0.3, 0.6))}"`,
      ),
    );
    if (major) {
      // A fine branch leaving the main vein.
      const [bx, by] = at(between(rng, 0.3, 0.7), 0);
      const tx = bx + (vertical ? between(rng, -w, w) : between(rng, 60, 160));
      const ty = vertical
        ? by + between(rng, 40, 120)
        : y + h * between(rng, 0.2, 1.1);
      out.push(
        path(
          d`M${bx} ${by}Q${(bx + tx) / 2 + between(rng, -20, 20)} ${by} ${tx} ${ty}`,
          "none",
          `stroke="${color}" stroke-width="0.8" opacity="0.45"`,
        ),
      );
    }
  }
  return out;
}

export function countertops(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  room(s, sc, rng);
  const x0 = between(layout, 60, 100);
  const x1 = WIDTH - between(layout, 60, 100);
  const waterfallRight = layout() < 0.5;
  const topY = 430;
  const edgeY = 498;
  const edgeH = sc.dated ? 20 : 34;
  const bodyBottom = 838;

  if (sc.dated) {
    fluorescent(s, 600, 340);
    stains(s, rng, [60, 80, 1140, 400], intBetween(rng, 3, 5));
    // A wall calendar-style clock and a plain shelf.
    s.add(
      circle(900, 230, 46, "#f2ead6", 'stroke="#8a6a3e" stroke-width="6"'),
      line(900, 230, 900, 200, "#3b2f20", 4),
      line(900, 230, 922, 240, "#3b2f20", 3),
    );
    s.add(
      rect(180, 260, 300, 12, sc.cabinet),
      rect(200, 272, 10, 20, sc.cabinet),
      rect(450, 272, 10, 20, sc.cabinet),
    );
    s.add(
      rect(210, 200, 60, 60, "#c9b48a"),
      rect(290, 214, 46, 46, "#a8734a"),
      rect(360, 224, 90, 36, "#d8cdb4"),
    );
    floorChecker(s, sc.floor);
    baseboard(s, sc);
  } else {
    // Open shelves and a framed print on the back wall, either way round.
    const shelvesLeft = layout() < 0.5;
    for (const sy of [230, 340]) {
      const offset = between(layout, 140, 220);
      const sx0 = shelvesLeft ? offset : WIDTH - offset - 360;
      const sx1 = sx0 + 360;
      s.add(
        rect(sx0, sy, sx1 - sx0, 10, darken(sc.floor, 0.2)),
        rect(sx0, sy + 10, sx1 - sx0, 4, "#000000", 'opacity="0.1"'),
      );
      let x = sx0 + 16;
      while (x < sx1 - 50) {
        if (chance(rng, 0.5)) {
          s.add(
            rect(x, sy - 50, 9, 50, "#f4f1ea"),
            rect(x + 9, sy - 46, 9, 46, "#e3dfd6"),
            rect(x + 18, sy - 42, 9, 42, "#f4f1ea"),
          );
          x += 44;
        } else {
          s.add(
            path(
              d`M${x} ${sy - 40}Q${x} ${sy} ${x + 20} ${sy}Q${x + 40} ${sy} ${x + 40} ${sy - 40}Z`,
              pick(rng, [sc.accent, "#e9e4da", sc.cabinet, "#8fa79b"]),
            ),
          );
          x += 56;
        }
      }
    }
    art(s, shelvesLeft ? 820 : 180, 150, 200, 240, sc, rng);
    floorBoards(s, sc.floor, rng);
    baseboard(s, sc);
  }

  // Island body.
  const bodyColor = sc.dated
    ? sc.cabinet
    : pick(rng, [
        sc.cabinet,
        darken(sc.cabinet, 0.1),
        mix(sc.cabinet, sc.floor, 0.4),
      ]);
  shadow(s, (x0 + x1) / 2, bodyBottom + 6, (x1 - x0) * 0.55, 24, 0.25);
  s.add(
    rect(
      x0 + 20,
      edgeY + edgeH,
      x1 - x0 - 40,
      bodyBottom - edgeY - edgeH,
      bodyColor,
    ),
  );
  const finish: Finish = sc.dated
    ? { ...finishFor(s, sc, rng, bodyColor) }
    : { style: "shaker", color: bodyColor, hardware: "none", metal: sc.metal };
  const fluted = !sc.dated && chance(rng, 0.45);
  const bx0 = x0 + 20 + (waterfallRight || sc.dated ? 0 : 60);
  const bx1 = x1 - 20 - (!waterfallRight && !sc.dated ? 0 : sc.dated ? 0 : 60);
  if (fluted) {
    const flute = pattern(
      s,
      18,
      10,
      rect(0, 0, 18, 10, bodyColor) +
        rect(0, 0, 3, 10, darken(bodyColor, 0.22)) +
        rect(4, 0, 5, 10, lighten(bodyColor, 0.1)),
    );
    s.add(
      rect(
        bx0 + 12,
        edgeY + edgeH + 14,
        bx1 - bx0 - 24,
        bodyBottom - edgeY - edgeH - 40,
        flute,
      ),
    );
  } else {
    const panels = Math.max(3, Math.round((bx1 - bx0) / 190));
    for (let i = 0; i < panels; i += 1) {
      const px = bx0 + (i * (bx1 - bx0)) / panels;
      door(
        s,
        px + 8,
        edgeY + edgeH + 12,
        (bx1 - bx0) / panels - 16,
        bodyBottom - edgeY - edgeH - 36,
        finish,
        {
          handle: sc.dated ? (i % 2 ? "top-left" : "top-right") : "none",
          askew: sc.dated && i === 1,
        },
      );
    }
  }
  s.add(
    rect(x0 + 20, bodyBottom - 16, x1 - x0 - 40, 16, darken(bodyColor, 0.35)),
  );

  // Slab: top surface, front edge and (after) a waterfall end.
  const topBox: [number, number, number, number] = [
    x0,
    topY,
    x1 - x0,
    edgeY - topY,
  ];
  const edgeBox: [number, number, number, number] = [x0, edgeY, x1 - x0, edgeH];
  if (sc.dated) {
    const tileTop = chance(rng, 0.5);
    if (tileTop) {
      const tiles = gridTiles(
        s,
        pick(rng, ["#e8dcc0", "#d9b48c", "#c7cfb9"]),
        "#7d6d55",
        36,
        4,
      );
      s.add(rect(x0, topY, x1 - x0, edgeY - topY + edgeH, tiles));
      s.add(rect(x0, edgeY, x1 - x0, edgeH, "#000000", 'opacity="0.1"'));
    } else {
      s.add(rect(x0, topY, x1 - x0, edgeY - topY, speckle(s, rng, sc.counter)));
      s.add(
        rect(x0, edgeY, x1 - x0, edgeH, woodGrain(s, darken(sc.cabinet, 0.4))),
        rect(x0, edgeY, x1 - x0, edgeH, sc.cabinet, 'opacity="0.85"'),
      );
      s.add(rect(x0, topY, x1 - x0, 3, lighten(sc.counter, 0.3)));
    }
    // Burn ring, chip and stains.
    const bx = between(rng, x0 + 200, x1 - 300);
    s.add(
      ellipse(
        bx,
        topY + 34,
        36,
        16,
        "none",
        'stroke="#3b2a1a" stroke-width="5" opacity="0.4"',
      ),
    );
    s.add(path(d`M${bx + 260} ${edgeY}l14 10l12 -10Z`, "#6d5537"));
    stains(s, rng, [x0 + 40, topY + 10, x1 - 40, edgeY - 10], 3, "#5a3f20");
    toaster(s, x0 + 140, topY + 30);
    return;
  }

  const slab = sc.counter;
  const slabClip = clipTo(
    s,
    rect(x0, topY, x1 - x0, edgeY - topY + edgeH, "#000"),
  );
  s.add(
    rect(
      x0,
      topY,
      x1 - x0,
      edgeY - topY,
      linear(s, [
        [0, lighten(slab, 0.3)],
        [1, slab],
      ]),
    ),
  );
  s.add(rect(x0, edgeY, x1 - x0, edgeH, darken(slab, 0.04)));
  s.add(
    group(
      [
        ...veins(rng, topBox, sc.vein, intBetween(rng, 7, 10), false),
        ...veins(rng, edgeBox, sc.vein, intBetween(rng, 4, 6), false),
      ],
      slabClip,
    ),
  );
  s.add(
    rect(x0, edgeY, x1 - x0, 2, lighten(slab, 0.6), 'opacity="0.8"'),
    rect(x0 + 20, edgeY + edgeH, x1 - x0 - 40, 8, "#000000", 'opacity="0.18"'),
  );
  const wx0 = waterfallRight ? x1 - 60 : x0;
  const wfClip = clipTo(s, rect(wx0, edgeY, 60, bodyBottom - edgeY, "#000"));
  s.add(rect(wx0, edgeY, 60, bodyBottom - edgeY, darken(slab, 0.03)));
  s.add(
    group(
      veins(rng, [wx0, edgeY, 60, bodyBottom - edgeY], sc.vein, 4, true),
      wfClip,
    ),
  );
  s.add(
    rect(
      waterfallRight ? wx0 : wx0 + 58,
      edgeY,
      2,
      bodyBottom - edgeY,
      "#000000",
      'opacity="0.12"',
    ),
  );

  // Styling on the slab.
  const glow = warmGlow(s);
  const style = pick(rng, ["dome", "globe", "cone"] as const);
  for (const px of [x0 + (x1 - x0) * 0.3, x0 + (x1 - x0) * 0.7])
    pendant(s, px, between(rng, 150, 180), style, sc.accent, glow);
  fruitBowl(
    s,
    x0 + (x1 - x0) * between(rng, 0.22, 0.32),
    topY + 40,
    pick(rng, ["#ffffff", sc.cabinet, sc.accent]),
    rng,
  );
  vase(
    s,
    x0 + (x1 - x0) * between(rng, 0.62, 0.7),
    topY + 44,
    pick(rng, ["#e8e2d6", "#8fa79b", sc.accent]),
    rng,
  );
  const boardX = x0 + (x1 - x0) * 0.45;
  s.add(
    rect(boardX, topY + 26, 130, 16, "#b98b5e", 'rx="6"'),
    ellipse(boardX + 60, topY + 16, 44, 16, "#d9a35f"),
    path(
      d`M${boardX + 36} ${topY + 12}l10 -8M${boardX + 56} ${topY + 10}l10 -8M${boardX + 76} ${topY + 12}l10 -8`,
      "none",
      'stroke="#f3e1bf" stroke-width="3"',
    ),
  );
  s.add(
    rect(x0 + (x1 - x0) * 0.82, topY + 14, 90, 14, darken(sc.accent, 0.2)),
    rect(x0 + (x1 - x0) * 0.82 + 6, topY + 2, 80, 12, "#e9e4da"),
    rect(x0 + (x1 - x0) * 0.82 + 2, topY + 28, 86, 12, sc.cabinet),
  );
  const seat = pick(rng, [sc.accent, "#3a3633", "#b48a62"]);
  for (const t of [0.33, 0.62])
    stool(s, x0 + (x1 - x0) * t, 690, 880, seat, "#2f2c29");
}
