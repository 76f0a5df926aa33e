// Banners for posts (1200 x 630): a composition in the palette, quiet
// enough for a title to sit over it.

import { type Finish, hardware, panel } from "./cabinetry.ts";
import { darken, lighten, mix } from "./color.ts";
import { normalizePalette, type Palette } from "./palette.ts";
import { herringboneTiles, hexTiles, subwayTiles, veins } from "./patterns.ts";
import {
  between,
  chance,
  intBetween,
  pick,
  type Rng,
  rngFor,
} from "./random.ts";
import { arch } from "./shapes.ts";
import {
  circle,
  clipTo,
  d,
  ellipse,
  group,
  line,
  linear,
  path,
  pattern,
  poly,
  rect,
  Svg,
} from "./svg.ts";

export function drawBanner(seed: string, palette: Palette): string {
  const p = normalizePalette(palette);
  const rng = rngFor("banner", seed);
  const w = 1200;
  const h = 630;
  const s = new Svg(w, h);
  const composition = pick(rng, [
    "arches",
    "tiles",
    "cabinetry",
    "blueprint",
  ] as const);
  const paper = lighten(p.wall, 0.2);

  if (composition === "blueprint") {
    blueprint(s, rng, p, w, h);
    return s.render();
  }

  s.add(rect(0, 0, w, h, paper));
  const draw =
    composition === "arches"
      ? arches
      : composition === "tiles"
        ? tiles
        : cabinetry;
  draw(s, rng, p, w, h);
  // Soft vignette for legibility of overlaid titles.
  s.add(
    rect(
      0,
      0,
      w,
      h,
      linear(s, [
        [0, "#000000", 0],
        [1, "#000000", 0.12],
      ]),
    ),
  );
  return s.render();
}

function blueprint(s: Svg, rng: Rng, p: Palette, w: number, h: number): void {
  const ground = darken(p.cabinet, 0.1);
  const ink = lighten(p.wall, 0.5);
  s.add(rect(0, 0, w, h, ground));
  // Graph paper: a fine grid and a heavier one every five squares.
  const grid = (size: number, weight: number, opacity: number) =>
    pattern(
      s,
      size,
      size,
      rect(0, 0, size, weight, ink, `opacity="${opacity}"`) +
        rect(0, 0, weight, size, ink, `opacity="${opacity}"`),
    );
  s.add(rect(0, 0, w, h, grid(30, 1, 0.12)));
  s.add(rect(0, 0, w, h, grid(150, 1.5, 0.18)));
  const stroke = (width: number, opacity = 0.9) =>
    `stroke="${ink}" stroke-width="${width}" opacity="${opacity}"`;
  const rx0 = between(rng, 120, 260);
  const ry0 = between(rng, 90, 150);
  const rw = between(rng, 620, 820);
  const rh = between(rng, 340, 420);
  s.add(rect(rx0, ry0, rw, rh, "none", stroke(10)));
  const split = rx0 + rw * between(rng, 0.45, 0.6);
  s.add(
    line(split, ry0, split, ry0 + rh * 0.45, ink, 6),
    line(split, ry0 + rh * 0.7, split, ry0 + rh, ink, 6),
  );
  s.add(
    path(
      d`M${split} ${ry0 + rh * 0.45}A${rh * 0.25} ${rh * 0.25} 0 0 1 ${split + rh * 0.25} ${ry0 + rh * 0.7}`,
      "none",
      `stroke="${ink}" stroke-width="2" stroke-dasharray="6 6"`,
    ),
  );
  s.add(rect(rx0 + 10, ry0 + 10, rw - 20, 50, "none", stroke(2, 0.7)));
  const islandX = rx0 + rw * 0.12;
  s.add(rect(islandX, ry0 + rh * 0.45, rw * 0.28, 70, "none", stroke(3)));
  for (let k = 0; k < 3; k += 1)
    s.add(
      circle(
        islandX + rw * 0.05 + k * rw * 0.09,
        ry0 + rh * 0.45 + 110,
        16,
        "none",
        `stroke="${p.accent}" stroke-width="3"`,
      ),
    );
  const dimY = ry0 + rh + 40;
  s.add(
    line(rx0, dimY, rx0 + rw, dimY, ink, 1.5),
    line(rx0, dimY - 10, rx0, dimY + 10, ink, 1.5),
    line(rx0 + rw, dimY - 10, rx0 + rw, dimY + 10, ink, 1.5),
  );
  s.add(
    circle(
      w - between(rng, 140, 220),
      between(rng, 110, 200),
      between(rng, 50, 80),
      p.accent,
      'opacity="0.85"',
    ),
  );
}

function arches(s: Svg, rng: Rng, p: Palette, w: number, h: number): void {
  const count = intBetween(rng, 3, 5);
  const gap = 36;
  const aw = (w - 160 - gap * (count - 1)) / count;
  s.add(
    circle(
      between(rng, 200, 1000),
      between(rng, 140, 260),
      between(rng, 120, 200),
      p.accent,
      'opacity="0.3"',
    ),
  );
  for (let i = 0; i < count; i += 1) {
    const x = 80 + i * (aw + gap);
    const top = between(rng, 90, 170);
    const fill = i % 2 === 0 ? p.cabinet : mix(p.cabinet, p.wall, 0.45);
    s.add(path(arch(x, top, aw, 520 - top), fill));
    s.add(
      path(
        d`M${x + 18} 520V${top + aw / 2}A${aw / 2 - 18} ${aw / 2 - 18} 0 0 1 ${x + aw - 18} ${top + aw / 2}V520Z`,
        lighten(fill, 0.12),
        'opacity="0.7"',
      ),
    );
    if (chance(rng, 0.6)) {
      const px = x + aw / 2;
      const py = top + aw * 0.55;
      s.add(line(px, 0, px, py, "#2f2f2f", 2));
      s.add(
        ellipse(px, py + 30, 26, 5, "#fff4cf"),
        path(
          d`M${px - 30} ${py + 30}Q${px - 30} ${py} ${px} ${py}Q${px + 30} ${py} ${px + 30} ${py + 30}Z`,
          p.accent,
        ),
      );
    }
  }
  s.add(
    rect(0, 520, w, h - 520, p.floor),
    rect(0, 520, w, 8, darken(p.floor, 0.15)),
  );
}

/** A tiled panel and mid-century arcs. */
function tiles(s: Svg, rng: Rng, p: Palette, w: number, h: number): void {
  const fill = pick(rng, [
    () =>
      herringboneTiles(
        s,
        lighten(p.cabinet, 0.15),
        lighten(p.wall, 0.3),
        20,
        3,
        p.cabinet,
      ),
    () =>
      hexTiles(
        s,
        p.cabinet,
        lighten(p.wall, 0.3),
        30,
        3,
        mix(p.cabinet, p.accent, 0.3),
      ),
    () =>
      subwayTiles(
        s,
        mix(p.cabinet, p.wall, 0.3),
        lighten(p.wall, 0.3),
        90,
        30,
        3,
      ),
  ])();
  const cut = between(rng, 420, 760);
  s.add(
    poly(
      [
        [0, 0],
        [cut, 0],
        [cut - 220, h],
        [0, h],
      ],
      fill,
    ),
  );
  // Mid-century arcs rising from the floor line.
  const cx = between(rng, 820, 1000);
  const ground = h - 40;
  const bands = [
    p.accent,
    lighten(p.accent, 0.35),
    p.cabinet,
    mix(p.cabinet, p.wall, 0.5),
    lighten(p.accent, 0.55),
  ];
  for (let k = bands.length; k > 0; k -= 1) {
    const r = k * 56;
    s.add(
      path(
        d`M${cx - r} ${ground}A${r} ${r} 0 0 1 ${cx + r} ${ground}Z`,
        bands[k - 1] ?? p.accent,
      ),
    );
  }
  s.add(
    circle(
      cx - between(rng, 200, 320),
      between(rng, 110, 170),
      34,
      p.accent,
      'opacity="0.85"',
    ),
  );
  s.add(rect(0, ground, w, 40, p.floor));
}

/** A run of cabinet doors under a stone shelf. */
function cabinetry(s: Svg, rng: Rng, p: Palette, w: number): void {
  const cols = intBetween(rng, 5, 8);
  const cw = w / cols;
  const offset = between(rng, -80, 80);
  for (let c = 0; c < cols; c += 1) {
    const color = c % 3 === 1 ? mix(p.cabinet, p.wall, 0.35) : p.cabinet;
    const top = 60 + ((c * 53 + offset) % 90);
    const finish: Finish = {
      style: "shaker",
      color,
      hardware: c % 2 === 0 ? "bar" : "knob",
      metal: p.accent,
    };
    s.add(...panel(s, c * cw + 8, top, cw - 16, 240, finish));
    s.add(...hardware(c * cw + cw / 2, top + 228, false, 60, finish));
    s.add(...panel(s, c * cw + 8, top + 256, cw - 16, 320, finish));
  }
  s.add(rect(0, 420, w, 36, lighten(p.wall, 0.5)));
  s.add(
    group(
      veins(rng, [0, 420, w, 36], darken(p.wall, 0.25), 8, false),
      clipTo(s, rect(0, 420, w, 36, "#000")),
    ),
  );
  s.add(rect(0, 456, w, 6, "#000000", 'opacity="0.15"'));
}
