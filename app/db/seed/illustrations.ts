// Original room illustrations drawn in code for the demo content: flat,
// elevation-style interiors (one wall seen straight on, no perspective).
// Nothing here loads fonts or external assets, so rendering is identical
// on every machine. A seeded PRNG varies the details per project; the
// room layout comes from the seed alone, so a project's "before" and
// "after" show the same wall, while the finishes differ.

export type IllustrationScene =
  "kitchen" | "bathroom" | "cabinets" | "countertops" | "tile" | "closet";

export interface Palette {
  wall: string;
  cabinet: string;
  accent: string;
  floor: string;
}

type Stage = "before" | "after";

const WIDTH = 1200;
const HEIGHT = 900;
const CEIL = 24;
const FLOOR = 770;

// ---------------------------------------------------------------------------
// Seeded randomness

type Rng = () => number;

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  // murmur3 finalizer, so similar strings give unrelated seeds.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

function mulberry32(seed: number): Rng {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rngFor(...parts: string[]): Rng {
  return mulberry32(hashString(parts.join("\u0000")));
}

function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

function intBetween(rng: Rng, min: number, max: number): number {
  return Math.min(max, Math.floor(between(rng, min, max + 1)));
}

function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("pick() needs a non-empty list");
  return item;
}

// ---------------------------------------------------------------------------
// Colors

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

function channels(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

const lighten = (color: string, t: number) => mix(color, "#ffffff", t);
const darken = (color: string, t: number) => mix(color, "#000000", t);

function luminance(color: string): number {
  const [r, g, b] = channels(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function vary(rng: Rng, color: string, amount: number): string {
  const t = between(rng, -amount, amount);
  return t >= 0 ? lighten(color, t) : darken(color, -t);
}

// ---------------------------------------------------------------------------
// SVG building blocks

function num(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

function extra(attributes: string): string {
  return attributes ? ` ${attributes}` : "";
}

function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  attributes = "",
): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(Math.max(0, w))}" height="${num(Math.max(0, h))}" fill="${fill}"${extra(attributes)}/>`;
}

function circle(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  attributes = "",
): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra(attributes)}/>`;
}

function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  attributes = "",
): string {
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extra(attributes)}/>`;
}

function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  attributes = "",
): string {
  return `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${num(width)}"${extra(attributes)}/>`;
}

function path(d: string, fill: string, attributes = ""): string {
  return `<path d="${d}" fill="${fill}"${extra(attributes)}/>`;
}

function poly(
  points: Array<[number, number]>,
  fill: string,
  attributes = "",
): string {
  const list = points.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");
  return `<polygon points="${list}" fill="${fill}"${extra(attributes)}/>`;
}

function group(children: string[], attributes = ""): string {
  return `<g${extra(attributes)}>${children.join("")}</g>`;
}

/** Builds path data from numbers, rounding every coordinate. */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += num(value) + (strings[i + 1] ?? "");
  });
  return out;
}

class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;
  private readonly memos = new Map<string, string>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** Reuses a definition (gradient, pattern) made once per document. */
  memo(key: string, make: () => string): string {
    const existing = this.memos.get(key);
    if (existing) return existing;
    const made = make();
    this.memos.set(key, made);
    return made;
  }

  add(...markup: string[]): void {
    this.body.push(...markup);
  }

  render(): string {
    const defs =
      this.defs.length > 0 ? `<defs>${this.defs.join("\n")}</defs>\n` : "";
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">\n` +
      `${defs}${this.body.join("\n")}\n</svg>\n`
    );
  }
}

type Stop = [offset: number, color: string, opacity?: number];

function stops(list: Stop[]): string {
  return list
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
}

function linear(
  s: Svg,
  list: Stop[],
  direction: "down" | "right" | "diagonal" = "down",
): string {
  const id = s.id("lg");
  const [x2, y2] =
    direction === "down" ? [0, 1] : direction === "right" ? [1, 0] : [1, 1];
  s.def(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(s: Svg, list: Stop[]): string {
  const id = s.id("rg");
  s.def(`<radialGradient id="${id}">${stops(list)}</radialGradient>`);
  return `url(#${id})`;
}

/** Defines a clip path from shapes and returns the attribute to use it. */
function clipTo(s: Svg, shapes: string): string {
  const id = s.id("cp");
  s.def(`<clipPath id="${id}">${shapes}</clipPath>`);
  return `clip-path="url(#${id})"`;
}

function pattern(
  s: Svg,
  width: number,
  height: number,
  content: string,
  transform = "",
): string {
  const id = s.id("pt");
  const extraTransform = transform ? ` patternTransform="${transform}"` : "";
  s.def(
    `<pattern id="${id}" width="${num(width)}" height="${num(height)}" patternUnits="userSpaceOnUse"${extraTransform}>${content}</pattern>`,
  );
  return `url(#${id})`;
}

// ---------------------------------------------------------------------------
// Tile and surface patterns

function gridTiles(
  s: Svg,
  tile: string,
  grout: string,
  size: number,
  gap: number,
): string {
  return pattern(
    s,
    size,
    size,
    rect(0, 0, size, size, grout) +
      rect(gap / 2, gap / 2, size - gap, size - gap, tile) +
      rect(gap / 2, gap / 2, size - gap, 2, "#ffffff", 'opacity="0.25"'),
  );
}

function subwayTiles(
  s: Svg,
  tile: string,
  grout: string,
  tw: number,
  th: number,
  gap: number,
  stacked = false,
): string {
  const g = gap / 2;
  const second = stacked
    ? rect(g, th + g, tw - gap, th - gap, tile)
    : rect(-tw / 2 + g, th + g, tw - gap, th - gap, tile) +
      rect(tw / 2 + g, th + g, tw - gap, th - gap, tile);
  return pattern(
    s,
    tw,
    th * 2,
    rect(0, 0, tw, th * 2, grout) +
      rect(g, g, tw - gap, th - gap, tile) +
      second +
      rect(g, g, tw - gap, 2, "#ffffff", 'opacity="0.3"'),
  );
}

function verticalStackTiles(
  s: Svg,
  tile: string,
  grout: string,
  tw: number,
  th: number,
  gap: number,
): string {
  const g = gap / 2;
  return pattern(
    s,
    tw,
    th,
    rect(0, 0, tw, th, grout) +
      rect(g, g, tw - gap, th - gap, tile) +
      rect(g, g, 2, th - gap, "#ffffff", 'opacity="0.3"'),
  );
}

function herringboneTiles(
  s: Svg,
  tile: string,
  grout: string,
  unit: number,
  gap: number,
  shade: string,
): string {
  // 2:1 bricks; the lattice a(1,1) + b(2,-2) repeats every 4 x 4 units.
  const size = unit * 4;
  const parts = [rect(0, 0, size, size, grout)];
  for (let a = -6; a <= 6; a += 1) {
    for (let b = -3; b <= 3; b += 1) {
      const ox = (a + 2 * b) * unit;
      const oy = (a - 2 * b) * unit;
      const bricks: Array<[number, number, number, number, string]> = [
        [ox, oy, 2 * unit, unit, tile],
        [ox + 2 * unit, oy - unit, unit, 2 * unit, shade],
      ];
      for (const [x, y, w, h, fill] of bricks) {
        if (x + w <= 0 || y + h <= 0 || x >= size || y >= size) continue;
        parts.push(rect(x + gap / 2, y + gap / 2, w - gap, h - gap, fill));
      }
    }
  }
  return pattern(s, size, size, parts.join(""), "rotate(45)");
}

function hexTiles(
  s: Svg,
  tile: string,
  grout: string,
  radius: number,
  gap: number,
  shade: string,
): string {
  const h = Math.sqrt(3) * radius;
  const r = radius - gap / 2;
  const hexagon = (cx: number, cy: number, fill: string) => {
    const points: Array<[number, number]> = [];
    for (let i = 0; i < 6; i += 1) {
      const angle = (Math.PI / 3) * i;
      points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
    }
    return poly(points, fill);
  };
  return pattern(
    s,
    3 * radius,
    h,
    rect(0, 0, 3 * radius, h, grout) +
      hexagon(0, 0, tile) +
      hexagon(0, h, tile) +
      hexagon(1.5 * radius, h / 2, shade) +
      hexagon(3 * radius, 0, tile) +
      hexagon(3 * radius, h, tile),
  );
}

function woodGrain(s: Svg, color: string): string {
  const stroke = `stroke="${color}" stroke-width="1.4" opacity="0.35"`;
  return pattern(
    s,
    160,
    48,
    path("M0 8 C40 3 80 14 160 8", "none", stroke) +
      path("M0 22 C50 27 100 17 160 22", "none", stroke) +
      path("M0 37 C30 33 70 42 120 36 S150 37 160 37", "none", stroke),
  );
}

function speckle(s: Svg, rng: Rng, base: string): string {
  const dots: string[] = [rect(0, 0, 64, 64, base)];
  for (let i = 0; i < 26; i += 1) {
    const fill = chance(rng, 0.5)
      ? darken(base, between(rng, 0.2, 0.4))
      : lighten(base, 0.4);
    dots.push(
      circle(
        between(rng, 0, 64),
        between(rng, 0, 64),
        between(rng, 0.6, 1.6),
        fill,
      ),
    );
  }
  return pattern(s, 64, 64, dots.join(""));
}

// ---------------------------------------------------------------------------
// Color schemes

interface Scheme {
  dated: boolean;
  wall: string;
  ceiling: string;
  trim: string;
  cabinet: string;
  cabinetShade: string;
  accent: string;
  metal: string;
  floor: string;
  counter: string;
  vein: string;
  appliance: string;
  tile: string;
  grout: string;
  glass: string;
}

const DATED_SETS = [
  // 1980s golden oak, almond appliances
  {
    wall: "#e2d3b1",
    cabinet: "#b5813f",
    counter: "#e6d7b5",
    floor: "#cdb68c",
    appliance: "#ece1c6",
    accent: "#b28e3e",
    tile: "#e9dcbc",
  },
  // 1970s dark stain, harvest gold
  {
    wall: "#d9c49c",
    cabinet: "#7b5232",
    counter: "#c99b45",
    floor: "#a78c61",
    appliance: "#cfa64e",
    accent: "#c6a24a",
    tile: "#c9b27e",
  },
  // 1990s honey oak, pink tile
  {
    wall: "#e6dbc4",
    cabinet: "#c89656",
    counter: "#d7cfbf",
    floor: "#d3c09c",
    appliance: "#f0ece2",
    accent: "#b7995a",
    tile: "#e8c4bb",
  },
  // 1960s brown wood, mint tile
  {
    wall: "#ddcdb2",
    cabinet: "#93573a",
    counter: "#c2b28f",
    floor: "#b59c78",
    appliance: "#e7dcc6",
    accent: "#a9893e",
    tile: "#b7cfbd",
  },
] as const;

function beforeScheme(rng: Rng): Scheme {
  const set = pick(rng, DATED_SETS);
  const tile = vary(rng, set.tile, 0.04);
  return {
    dated: true,
    wall: vary(rng, set.wall, 0.03),
    ceiling: "#ece6d6",
    trim: "#efe6cf",
    cabinet: vary(rng, set.cabinet, 0.05),
    cabinetShade: darken(set.cabinet, 0.35),
    accent: set.accent,
    metal: "#c7c9c6",
    floor: vary(rng, set.floor, 0.04),
    counter: set.counter,
    vein: darken(set.counter, 0.2),
    appliance: set.appliance,
    tile,
    grout: darken(tile, 0.3),
    glass: "#cad3d2",
  };
}

function afterScheme(palette: Palette, rng: Rng): Scheme {
  const lightCabinets = luminance(palette.cabinet) > 0.65;
  const counter =
    lightCabinets && chance(rng, 0.35)
      ? pick(rng, ["#3b3f42", "#4a4e50"])
      : pick(rng, ["#f6f4f0", "#f1efea", "#e9e6e1"]);
  const vein =
    luminance(counter) > 0.5
      ? mix(counter, chance(rng, 0.3) ? palette.accent : "#8e887f", 0.55)
      : "#cfd3d4";
  const tile = pick(rng, [
    lighten(palette.wall, 0.55),
    mix(palette.wall, palette.cabinet, 0.18),
    mix(palette.accent, "#ffffff", 0.72),
    "#fbfaf8",
  ]);
  return {
    dated: false,
    wall: palette.wall,
    ceiling: lighten(palette.wall, 0.55),
    trim: lighten(palette.wall, 0.7),
    cabinet: palette.cabinet,
    cabinetShade: darken(palette.cabinet, 0.3),
    accent: palette.accent,
    metal: palette.accent,
    floor: palette.floor,
    counter,
    vein,
    appliance: "#c9cdd0",
    tile,
    grout: luminance(tile) > 0.8 ? darken(tile, 0.1) : lighten(tile, 0.3),
    glass: "#dcebef",
  };
}

// ---------------------------------------------------------------------------
// Room shell

function room(s: Svg, sc: Scheme, rng: Rng): void {
  s.add(rect(0, 0, WIDTH, FLOOR, sc.wall));
  if (sc.dated && chance(rng, 0.6)) {
    // Faded wallpaper motif.
    const motif = darken(sc.wall, 0.25);
    const fill = chance(rng, 0.5)
      ? pattern(
          s,
          48,
          48,
          circle(12, 12, 3, motif) +
            circle(8, 16, 2.2, motif) +
            circle(16, 16, 2.2, motif) +
            circle(36, 36, 1.6, motif),
        )
      : pattern(
          s,
          40,
          40,
          rect(4, 0, 3, 40, motif) + rect(10, 0, 1.5, 40, motif),
        );
    s.add(rect(0, 0, WIDTH, FLOOR, fill, 'opacity="0.35"'));
  } else if (!sc.dated) {
    // Soft daylight wash.
    s.add(
      rect(
        0,
        0,
        WIDTH,
        FLOOR,
        linear(
          s,
          [
            [0, "#ffffff", 0.18],
            [1, "#ffffff", 0],
          ],
          "diagonal",
        ),
      ),
    );
  }
  s.add(
    rect(0, 0, WIDTH, CEIL, sc.ceiling),
    rect(0, CEIL - 3, WIDTH, 3, darken(sc.ceiling, 0.1)),
  );
}

function baseboard(s: Svg, sc: Scheme): void {
  s.add(
    rect(0, FLOOR - 16, WIDTH, 16, sc.trim),
    rect(0, FLOOR - 16, WIDTH, 2, darken(sc.trim, 0.12)),
  );
}

function floorBoards(s: Svg, color: string, rng: Rng): void {
  s.add(rect(0, FLOOR, WIDTH, HEIGHT - FLOOR, color));
  const rows = 5;
  const rowH = (HEIGHT - FLOOR) / rows;
  for (let r = 0; r < rows; r += 1) {
    let x = -between(rng, 0, 200);
    while (x < WIDTH) {
      const w = between(rng, 180, 340);
      s.add(rect(x, FLOOR + r * rowH, w - 2, rowH - 2, vary(rng, color, 0.05)));
      x += w;
    }
  }
  s.add(
    rect(
      0,
      FLOOR,
      WIDTH,
      HEIGHT - FLOOR,
      linear(s, [
        [0, "#000000", 0.12],
        [0.4, "#000000", 0],
      ]),
    ),
  );
}

function floorChecker(s: Svg, color: string): void {
  const dark = darken(color, 0.18);
  const fill = pattern(
    s,
    64,
    64,
    rect(0, 0, 64, 64, color) +
      rect(0, 0, 32, 32, dark) +
      rect(32, 32, 32, 32, dark),
  );
  s.add(rect(0, FLOOR, WIDTH, HEIGHT - FLOOR, fill));
  s.add(rect(0, FLOOR, WIDTH, HEIGHT - FLOOR, "#5a4a30", 'opacity="0.12"'));
}

function floorTiles(s: Svg, color: string, size: number): void {
  s.add(
    rect(
      0,
      FLOOR,
      WIDTH,
      HEIGHT - FLOOR,
      gridTiles(s, color, darken(color, 0.12), size, 3),
    ),
  );
  s.add(
    rect(
      0,
      FLOOR,
      WIDTH,
      HEIGHT - FLOOR,
      linear(s, [
        [0, "#000000", 0.1],
        [0.5, "#000000", 0],
      ]),
    ),
  );
}

function floorCarpet(s: Svg, color: string, rng: Rng): void {
  s.add(rect(0, FLOOR, WIDTH, HEIGHT - FLOOR, speckle(s, rng, color)));
  s.add(
    rect(
      0,
      FLOOR,
      WIDTH,
      HEIGHT - FLOOR,
      linear(s, [
        [0, "#000000", 0.14],
        [0.5, "#000000", 0],
      ]),
    ),
  );
}

function fluorescent(s: Svg, cx: number, width: number): void {
  s.add(
    ellipse(
      cx,
      CEIL + 60,
      width * 0.95,
      150,
      radial(s, [
        [0, "#f3f8dc", 0.5],
        [1, "#f3f8dc", 0],
      ]),
    ),
  );
  s.add(
    rect(
      cx - width / 2,
      CEIL,
      width,
      30,
      "#ebe6d4",
      'stroke="#b3ab93" stroke-width="2"',
    ),
  );
  const lens = pattern(
    s,
    10,
    10,
    rect(0, 0, 10, 10, "#f6f6e6") + rect(0, 0, 1, 10, "#c9c7b0"),
  );
  s.add(rect(cx - width / 2 + 8, CEIL + 18, width - 16, 10, lens));
  s.add(
    circle(cx - width * 0.2, CEIL + 23, 2, "#6d6250"),
    circle(cx + width * 0.27, CEIL + 22, 1.6, "#6d6250"),
  );
  s.add(
    rect(
      cx + width * 0.1,
      CEIL + 18,
      width * 0.38,
      10,
      "#8a8468",
      'opacity="0.22"',
    ),
  );
}

function stains(
  s: Svg,
  rng: Rng,
  box: [number, number, number, number],
  count: number,
  color = "#8a6a3a",
): void {
  const [x0, y0, x1, y1] = box;
  const fill = s.memo(`stain${color}`, () =>
    radial(s, [
      [0, color, 0.3],
      [0.65, color, 0.16],
      [1, color, 0],
    ]),
  );
  for (let i = 0; i < count; i += 1) {
    const cx = between(rng, x0, x1);
    const cy = between(rng, y0, y1);
    const r = between(rng, 12, 36);
    s.add(ellipse(cx, cy, r, r * between(rng, 0.55, 0.95), fill));
    s.add(
      ellipse(
        cx + r * between(rng, -0.4, 0.4),
        cy + r * 0.25,
        r * 0.6,
        r * 0.45,
        fill,
      ),
    );
    s.add(
      ellipse(
        cx,
        cy,
        r * 0.8,
        r * 0.55,
        "none",
        `stroke="${color}" stroke-width="1.2" opacity="0.14"`,
      ),
    );
  }
}

function shadow(
  s: Svg,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.16,
): void {
  s.add(
    ellipse(
      cx,
      cy,
      rx,
      ry,
      radial(s, [
        [0, "#000000", opacity],
        [1, "#000000", 0],
      ]),
    ),
  );
}

// ---------------------------------------------------------------------------
// Cabinetry

type DoorStyle = "shaker" | "slab" | "arch" | "raised";
type HardwareKind = "bar" | "knob" | "cup" | "brass" | "none";

interface Finish {
  style: DoorStyle;
  color: string;
  hardware: HardwareKind;
  metal: string;
  grain?: string;
}

function panel(
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

function hardware(
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

function door(
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
        const wear = s.memo("wear", () =>
          radial(s, [
            [0, "#2e1d0c", 0.16],
            [1, "#2e1d0c", 0],
          ]),
        );
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

function subtract(
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

/** A run of wall cabinets between a and b, doors in pairs. */
function upperRun(
  s: Svg,
  a: number,
  b: number,
  top: number,
  bottom: number,
  finish: Finish,
  rng: Rng,
  dated: boolean,
): void {
  s.add(rect(a, top, b - a, bottom - top, darken(finish.color, 0.3)));
  const edges = divide(a, b, 105);
  const askewAt =
    dated && chance(rng, 0.5) ? intBetween(rng, 0, edges.length - 2) : -1;
  for (let i = 0; i < edges.length - 1; i += 1) {
    const x0 = edges[i] ?? a;
    const x1 = edges[i + 1] ?? b;
    const single = edges.length === 2;
    const handle = single || i % 2 === 0 ? "bottom-right" : "bottom-left";
    door(s, x0 + 2, top + 2, x1 - x0 - 4, bottom - top - 4, finish, {
      handle: finish.hardware === "bar" ? handle : handle,
      askew: i === askewAt,
    });
  }
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

function baseRun(
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
  s.add(rect(a, top, b - a, bottom - top, darken(finish.color, 0.3)));
  const edges = divide(a, b, dated ? 150 : 130);
  for (let i = 0; i < edges.length - 1; i += 1) {
    const x0 = edges[i] ?? a;
    const x1 = edges[i + 1] ?? b;
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

function countertop(
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

function finishFor(s: Svg, sc: Scheme, rng: Rng, color = sc.cabinet): Finish {
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

// ---------------------------------------------------------------------------
// Fixtures and props

function windowUnit(
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

function plant(
  s: Svg,
  x: number,
  baseY: number,
  scale: number,
  pot: string,
  rng: Rng,
): void {
  const leaves = ["#5f8a57", "#77a06a", "#4b7447", "#8db57c"];
  const count = intBetween(rng, 6, 10);
  for (let i = 0; i < count; i += 1) {
    const angle = between(rng, -70, 70);
    const len = between(rng, 28, 46) * scale;
    const cy = baseY - 40 * scale - len * 0.5;
    s.add(
      ellipse(
        x,
        cy,
        len * 0.28,
        len * 0.55,
        pick(rng, leaves),
        `transform="rotate(${num(angle)} ${num(x)} ${num(baseY - 38 * scale)})"`,
      ),
    );
  }
  s.add(
    path(
      d`M${x - 22 * scale} ${baseY - 42 * scale}H${x + 22 * scale}L${x + 17 * scale} ${baseY}H${x - 17 * scale}Z`,
      pot,
    ),
  );
  s.add(
    rect(
      x - 23 * scale,
      baseY - 44 * scale,
      46 * scale,
      6 * scale,
      darken(pot, 0.12),
    ),
  );
}

function vase(s: Svg, x: number, baseY: number, color: string, rng: Rng): void {
  const stems = intBetween(rng, 3, 5);
  for (let i = 0; i < stems; i += 1) {
    const ex = x + between(rng, -50, 50);
    const ey = baseY - between(rng, 120, 170);
    s.add(
      path(
        d`M${x} ${baseY - 40}Q${x + (ex - x) * 0.2} ${ey + 60} ${ex} ${ey}`,
        "none",
        'stroke="#6b6a52" stroke-width="2"',
      ),
    );
    for (let j = 0; j < 4; j += 1) {
      const t = 0.4 + j * 0.18;
      const lx = x + (ex - x) * t;
      const ly = baseY - 40 + (ey - baseY + 40) * t;
      s.add(
        ellipse(
          lx + 6,
          ly,
          7,
          3.5,
          "#7f9b6c",
          `transform="rotate(-30 ${num(lx + 6)} ${num(ly)})"`,
        ),
      );
    }
  }
  s.add(
    path(
      d`M${x - 14} ${baseY}Q${x - 24} ${baseY - 30} ${x - 8} ${baseY - 46}H${x + 8}Q${x + 24} ${baseY - 30} ${x + 14} ${baseY}Z`,
      color,
    ),
  );
  s.add(
    path(
      d`M${x - 6} ${baseY - 40}Q${x - 14} ${baseY - 25} ${x - 9} ${baseY - 8}`,
      "none",
      'stroke="#ffffff" stroke-width="2" opacity="0.4"',
    ),
  );
}

function fruitBowl(
  s: Svg,
  x: number,
  baseY: number,
  bowl: string,
  rng: Rng,
): void {
  const fruit = pick(rng, [
    ["#f2c94c", "#e8b93a"],
    ["#ef8a3c", "#e0782c"],
    ["#9fc25a", "#86ad47"],
  ] as const);
  for (let i = 0; i < 5; i += 1) {
    s.add(
      circle(
        x - 30 + i * 15,
        baseY - 24 - (i % 2) * 10,
        12,
        fruit[i % 2] ?? fruit[0],
      ),
    );
  }
  s.add(
    path(
      d`M${x - 48} ${baseY - 24}H${x + 48}Q${x + 44} ${baseY} ${x + 16} ${baseY}H${x - 16}Q${x - 44} ${baseY} ${x - 48} ${baseY - 24}Z`,
      bowl,
    ),
  );
}

function stool(
  s: Svg,
  cx: number,
  seatY: number,
  floorY: number,
  seat: string,
  legs: string,
): void {
  s.add(
    line(cx - 22, seatY + 6, cx - 32, floorY, legs, 5),
    line(cx + 22, seatY + 6, cx + 32, floorY, legs, 5),
  );
  const fy = seatY + (floorY - seatY) * 0.62;
  s.add(line(cx - 28, fy, cx + 28, fy, legs, 4));
  s.add(
    rect(cx - 38, seatY - 12, 76, 18, seat, 'rx="9"'),
    rect(cx - 30, seatY - 10, 60, 3, lighten(seat, 0.25), 'rx="1.5"'),
  );
}

type PendantStyle = "dome" | "globe" | "cone";

function pendant(
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

function warmGlow(s: Svg): string {
  return radial(s, [
    [0, "#fff3c9", 0.5],
    [1, "#fff3c9", 0],
  ]);
}

function faucet(
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

function toaster(s: Svg, x: number, baseY: number): void {
  s.add(
    rect(
      x,
      baseY - 50,
      86,
      50,
      linear(
        s,
        [
          [0, "#e4e4df"],
          [1, "#a9aaa5"],
        ],
        "right",
      ),
      'rx="12"',
    ),
  );
  s.add(
    rect(x + 16, baseY - 52, 22, 5, "#3d3b36", 'rx="2"'),
    rect(x + 48, baseY - 52, 22, 5, "#3d3b36", 'rx="2"'),
  );
  s.add(
    rect(x + 80, baseY - 36, 12, 6, "#3d3b36", 'rx="2"'),
    rect(x + 6, baseY - 4, 74, 4, "#3d3b36"),
  );
}

function art(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  sc: Scheme,
  rng: Rng,
): void {
  s.add(rect(x + 4, y + 6, w, h, "#000000", 'opacity="0.08"'));
  s.add(
    rect(x, y, w, h, darken(sc.accent, 0.1)),
    rect(x + 5, y + 5, w - 10, h - 10, "#fbfaf6"),
  );
  const ix = x + 18;
  const iy = y + 18;
  const iw = w - 36;
  const ih = h - 36;
  s.add(rect(ix, iy, iw, ih, lighten(sc.wall, 0.3)));
  s.add(
    circle(
      ix + iw * between(rng, 0.3, 0.7),
      iy + ih * 0.4,
      Math.min(iw, ih) * 0.22,
      sc.accent,
      'opacity="0.8"',
    ),
  );
  s.add(
    path(
      d`M${ix} ${iy + ih}Q${ix + iw * 0.4} ${iy + ih * 0.45} ${ix + iw} ${iy + ih * 0.7}V${iy + ih}Z`,
      sc.cabinet,
      'opacity="0.85"',
    ),
  );
}

// ---------------------------------------------------------------------------
// Kitchen

function kitchen(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  const windowLeft = layout() < 0.5;
  const fridge: [number, number] = windowLeft ? [1020, 1160] : [40, 180];
  const wx = windowLeft ? between(layout, 330, 420) : between(layout, 780, 870);
  const rx = windowLeft ? between(layout, 760, 860) : between(layout, 340, 440);
  const ww = between(layout, 220, 260);
  const counterY = 518;
  const baseTop = 540;
  const baseBottom = 752;

  room(s, sc, rng);
  const finish = finishFor(s, sc, rng);

  if (sc.dated) {
    // Bulkhead soffit over shorter wall cabinets.
    const soffit = 112;
    s.add(
      rect(40, CEIL, 1120, soffit - CEIL, darken(sc.wall, 0.04)),
      rect(40, soffit - 3, 1120, 3, darken(sc.wall, 0.15)),
    );
    const winH = 230;
    windowUnit(s, wx - ww * 0.42, 215, ww * 0.84, winH, sc, rng, sc.trim, 2, 1);
    // Valance and cafe curtains.
    const checks = pick(rng, ["#c9783a", "#8a5a34", "#8b8a3a"]);
    const gingham = pattern(
      s,
      16,
      16,
      rect(0, 0, 16, 16, "#f4e8cc") +
        rect(0, 0, 8, 16, checks, 'opacity="0.4"') +
        rect(0, 0, 16, 8, checks, 'opacity="0.4"'),
    );
    const vx0 = wx - ww * 0.42 - 34;
    const vx1 = wx + ww * 0.42 + 34;
    let scallops = "";
    const steps = 6;
    for (let i = 0; i < steps; i += 1) {
      const sx0 = vx0 + ((vx1 - vx0) * i) / steps;
      const sx1 = vx0 + ((vx1 - vx0) * (i + 1)) / steps;
      scallops += d`Q${(sx0 + sx1) / 2} ${268} ${sx1} ${244}`;
    }
    s.add(path(`M${num(vx0)} 244${scallops}V190H${num(vx0)}Z`, gingham));
    for (const side of [0, 1]) {
      const cx0 = side === 0 ? vx0 + 10 : (vx0 + vx1) / 2 + 4;
      const cx1 = side === 0 ? (vx0 + vx1) / 2 - 4 : vx1 - 10;
      s.add(
        path(
          d`M${cx0} ${340}H${cx1}L${cx1 + (side === 0 ? -8 : 8)} ${455}H${cx0 + (side === 0 ? -8 : 8)}Z`,
          gingham,
        ),
      );
      for (let f = 1; f < 4; f += 1) {
        const fx = cx0 + ((cx1 - cx0) * f) / 4;
        s.add(
          line(
            fx,
            342,
            fx + (side === 0 ? -4 : 4),
            452,
            darken(checks, 0.2),
            1.5,
            'opacity="0.35"',
          ),
        );
      }
    }
    s.add(line(vx0, 340, vx1, 340, "#b9a57a", 3));
    // Wall cabinets (none over the window); short cabinet + small hood over the range.
    const hoodZone: [number, number] = [rx - 82, rx + 82];
    for (const [a, b] of subtract(
      [40, 1160],
      [fridge, [wx - ww / 2 - 40, wx + ww / 2 + 40], hoodZone],
    )) {
      upperRun(s, a, b, soffit, 350, finish, rng, true);
    }
    upperRun(s, hoodZone[0], hoodZone[1], soffit, 260, finish, rng, true);
    s.add(
      path(d`M${rx - 80} 262H${rx + 80}V${290}H${rx - 80}Z`, sc.appliance),
      rect(rx - 60, 282, 120, 5, "#5b5448"),
    );
    s.add(rect(rx - 80, 262, 160, 3, "#000000", 'opacity="0.15"'));
    // Strip backsplash only.
    s.add(
      rect(40, counterY - 22, 1120, 22, sc.counter),
      rect(40, counterY - 22, 1120, 2, darken(sc.counter, 0.2)),
    );
  } else {
    const hoodW = between(rng, 250, 300);
    const backsplashKind = pick(rng, ["subway", "stack", "herring"] as const);
    const tileColor = sc.tile;
    const fill =
      backsplashKind === "subway"
        ? subwayTiles(s, tileColor, sc.grout, 64, 24, 3)
        : backsplashKind === "stack"
          ? verticalStackTiles(s, tileColor, sc.grout, 28, 84, 3)
          : herringboneTiles(
              s,
              tileColor,
              sc.grout,
              14,
              2.5,
              darken(tileColor, 0.04),
            );
    s.add(rect(40, 340, 1120, counterY - 340, fill));
    const frame = pick(rng, ["#2b2b2b", "#ffffff", "#2b2b2b"]);
    windowUnit(
      s,
      wx - ww / 2,
      140,
      ww,
      320,
      sc,
      rng,
      frame,
      intBetween(rng, 2, 3),
      intBetween(rng, 1, 2),
    );
    const uppers = subtract(
      [40, 1160],
      [
        fridge,
        [wx - ww / 2 - 36, wx + ww / 2 + 36],
        [rx - hoodW / 2 - 12, rx + hoodW / 2 + 12],
      ],
    );
    const shelfRun = chance(rng, 0.5)
      ? uppers.find(([a, b]) => b - a < 260)
      : undefined;
    for (const [a, b] of uppers) {
      if (shelfRun && a === shelfRun[0]) {
        // Open shelves with dishes.
        for (const sy of [200, 300]) {
          s.add(
            rect(a, sy, b - a, 9, darken(sc.floor, 0.15)),
            rect(a, sy + 9, b - a, 3, "#000000", 'opacity="0.12"'),
          );
          let x = a + 12;
          while (x < b - 30) {
            const kind = rng();
            if (kind < 0.4) {
              const ph = between(rng, 34, 52);
              s.add(
                rect(x, sy - ph, 8, ph, "#f3f0ea"),
                rect(x + 8, sy - ph + 4, 8, ph - 4, "#e4e0d8"),
              );
              x += 26;
            } else if (kind < 0.75) {
              s.add(
                path(
                  d`M${x} ${sy - 30}H${x + 30}L${x + 26} ${sy}H${x + 4}Z`,
                  pick(rng, [sc.accent, "#e9e4da", sc.cabinet]),
                ),
              );
              x += 40;
            } else {
              s.add(
                rect(x, sy - 46, 22, 46, "#dfe9ea", 'rx="5" opacity="0.85"'),
                rect(
                  x + 3,
                  sy - 28,
                  16,
                  25,
                  pick(rng, ["#c9a46a", "#8a6d4f", "#e8d8b4"]),
                ),
              );
              x += 34;
            }
          }
        }
        continue;
      }
      s.add(rect(a - 4, CEIL, b - a + 8, 14, lighten(sc.cabinet, 0.08)));
      upperRun(s, a, b, CEIL + 14, 340, finish, rng, false);
    }
    // Range hood.
    const hoodStyle = pick(rng, ["plaster", "metal", "wood"] as const);
    const hoodColor =
      hoodStyle === "plaster"
        ? lighten(sc.wall, 0.4)
        : hoodStyle === "metal"
          ? "#c6cacd"
          : sc.cabinet;
    s.add(rect(rx - 42, CEIL, 84, 200, darken(hoodColor, 0.03)));
    s.add(
      path(
        d`M${rx - 60} ${CEIL + 196}H${rx + 60}L${rx + hoodW / 2} ${300}H${rx - hoodW / 2}Z`,
        hoodColor,
      ),
    );
    s.add(
      rect(rx - hoodW / 2 - 6, 300, hoodW + 12, 24, darken(hoodColor, 0.06)),
    );
    if (hoodStyle !== "metal")
      s.add(rect(rx - hoodW / 2 - 6, 300, hoodW + 12, 6, sc.accent));
    s.add(rect(rx - hoodW / 2, 324, hoodW, 4, "#000000", 'opacity="0.15"'));
    s.add(ellipse(rx, 380, hoodW * 0.45, 60, warmGlow(s)));
    // Cabinet above the refrigerator.
    upperRun(s, fridge[0], fridge[1], CEIL + 14, 190, finish, rng, false);
    s.add(
      rect(
        fridge[0] - 4,
        CEIL,
        fridge[1] - fridge[0] + 8,
        14,
        lighten(sc.cabinet, 0.08),
      ),
    );
  }

  // Refrigerator.
  const [f0, f1] = fridge;
  const handleX = windowLeft ? f0 + 18 : f1 - 18;
  if (sc.dated) {
    upperRun(s, f0, f1, 112, 226, finish, rng, true);
    s.add(rect(f0 + 4, 232, f1 - f0 - 8, FLOOR - 236, sc.appliance, 'rx="10"'));
    s.add(line(f0 + 4, 390, f1 - 4, 390, darken(sc.appliance, 0.25), 2));
    s.add(
      rect(handleX - 4, 300, 8, 70, darken(sc.appliance, 0.2), 'rx="3"'),
      rect(handleX - 4, 410, 8, 110, darken(sc.appliance, 0.2), 'rx="3"'),
    );
    s.add(rect(f0 + 4, FLOOR - 22, f1 - f0 - 8, 18, darken(sc.appliance, 0.3)));
    // Magnets and a note.
    s.add(
      rect(f0 + 40, 450, 40, 50, "#f8f3dc", 'transform="rotate(-5 60 475)"'),
      circle(f0 + 60, 452, 5, "#c0392b"),
    );
  } else {
    const body = "#c9cdd0";
    s.add(
      rect(
        f0 + 2,
        196,
        f1 - f0 - 4,
        FLOOR - 200,
        linear(
          s,
          [
            [0, "#d9dde0"],
            [0.5, body],
            [1, "#b9bec2"],
          ],
          "right",
        ),
      ),
    );
    s.add(
      line((f0 + f1) / 2, 196, (f0 + f1) / 2, 540, "#8f969b", 2),
      line(f0 + 2, 544, f1 - 2, 544, "#8f969b", 2),
    );
    s.add(
      rect((f0 + f1) / 2 - 14, 300, 6, 150, "#8f969b", 'rx="3"'),
      rect((f0 + f1) / 2 + 8, 300, 6, 150, "#8f969b", 'rx="3"'),
    );
    s.add(rect(f0 + 30, 560, f1 - f0 - 60, 6, "#8f969b", 'rx="3"'));
  }

  // Base cabinets, countertop and range.
  const rangeZone: [number, number] = [rx - 76, rx + 76];
  for (const [a, b] of subtract([40, 1160], [[f0 - 4, f1 + 4], rangeZone])) {
    baseRun(s, a, b, baseTop, baseBottom, finish, rng, sc.dated, wx);
    countertop(s, a, b, counterY, 22, sc);
  }
  if (sc.dated) {
    s.add(
      rect(rangeZone[0], 452, 152, 66, sc.appliance),
      rect(rangeZone[0] + 8, 460, 136, 24, "#3b372f"),
    );
    s.add(circle(rx, 472, 8, "#e9e4d2"));
    s.add(rect(rangeZone[0], counterY, 152, FLOOR - counterY, sc.appliance));
    for (const bx of [rx - 38, rx + 38])
      s.add(
        ellipse(
          bx,
          counterY - 2,
          26,
          4,
          "none",
          'stroke="#2c2a26" stroke-width="3"',
        ),
      );
    s.add(
      rect(rangeZone[0] + 14, 560, 124, 150, darken(sc.appliance, 0.08)),
      rect(rangeZone[0] + 32, 590, 88, 70, "#3b3a36"),
    );
    s.add(rect(rangeZone[0] + 20, 546, 112, 6, darken(sc.appliance, 0.35)));
    for (let k = 0; k < 4; k += 1)
      s.add(circle(rangeZone[0] + 30 + k * 30, counterY + 14, 6, "#4b473f"));
  } else {
    const steel = linear(s, [
      [0, "#dfe2e4"],
      [1, "#b7bcc0"],
    ]);
    s.add(rect(rangeZone[0], counterY, 152, FLOOR - counterY, steel));
    s.add(rect(rangeZone[0] - 2, counterY - 8, 156, 10, "#2f3234"));
    for (let k = 0; k < 5; k += 1)
      s.add(circle(rangeZone[0] + 24 + k * 26, counterY + 20, 7, "#3a3d40"));
    s.add(
      rect(rangeZone[0] + 10, 556, 132, 180, "#c3c8cb"),
      rect(rangeZone[0] + 26, 600, 100, 100, "#2f3336", 'rx="4"'),
    );
    s.add(rect(rangeZone[0] + 18, 566, 116, 8, "#eef0f1", 'rx="4"'));
    s.add(rect(rangeZone[0], FLOOR - 20, 152, 20, "#2f3234"));
  }
  faucet(s, wx, counterY, sc.metal, !sc.dated);

  if (sc.dated) {
    fluorescent(s, 600 + between(layout, -60, 60), 300);
    stains(s, rng, [60, 120, 1140, 500], intBetween(rng, 3, 6));
    floorChecker(s, sc.floor);
    baseboard(s, sc);
    // Canister and toaster on the counter.
    const cx = windowLeft ? 720 : 560;
    toaster(s, cx, counterY);
    stains(s, rng, [60, FLOOR + 10, 1140, HEIGHT - 10], 3, "#5a4a2a");
    return;
  }

  // Counter props.
  const propX = windowLeft ? between(rng, 620, 660) : between(rng, 540, 580);
  plant(
    s,
    windowLeft ? 100 : 1100,
    counterY,
    1,
    pick(rng, ["#e9e4da", "#c77b58", "#2f3336"]),
    rng,
  );
  s.add(
    rect(
      propX,
      counterY - 70,
      56,
      70,
      pick(rng, ["#b98b5e", "#d2a875"]),
      'rx="10"',
    ),
    circle(propX + 28, counterY - 58, 6, sc.wall),
  );
  floorBoards(s, sc.floor, rng);
  baseboard(s, sc);

  // Island with stools and pendants.
  const iw = between(layout, 540, 660);
  const icx = 600 + between(layout, -40, 40);
  const ix0 = icx - iw / 2;
  const islandColor = pick(rng, [
    sc.cabinet,
    darken(sc.cabinet, 0.12),
    "#f4f2ee",
    mix(sc.cabinet, sc.floor, 0.5),
  ]);
  shadow(s, icx, 842, iw * 0.62, 22, 0.22);
  s.add(rect(ix0, 620, iw, 218, islandColor));
  const panels = Math.max(3, Math.round(iw / 150));
  const islandFinish: Finish = {
    style: "shaker",
    color: islandColor,
    hardware: "none",
    metal: sc.metal,
  };
  for (let i = 0; i < panels; i += 1) {
    const px = ix0 + (i * iw) / panels;
    s.add(...panel(s, px + 10, 640, iw / panels - 20, 180, islandFinish));
  }
  s.add(rect(ix0, 824, iw, 14, darken(islandColor, 0.3)));
  s.add(
    rect(ix0 - 24, 596, iw + 48, 26, sc.counter),
    rect(ix0 - 24, 596, iw + 48, 2, "#ffffff", 'opacity="0.6"'),
  );
  s.add(rect(ix0, 622, iw, 6, "#000000", 'opacity="0.18"'));
  fruitBowl(
    s,
    icx - iw * 0.22,
    596,
    pick(rng, ["#ffffff", sc.cabinet, sc.accent]),
    rng,
  );
  vase(
    s,
    icx + iw * 0.25,
    596,
    pick(rng, ["#e8e2d6", "#8fa7a0", sc.accent]),
    rng,
  );
  const stools = iw > 600 ? 3 : 2;
  const seat = pick(rng, [
    sc.accent,
    "#3a3633",
    "#b48a62",
    darken(sc.cabinet, 0.1),
  ]);
  for (let i = 0; i < stools; i += 1) {
    stool(s, ix0 + ((i + 0.5) * iw) / stools, 714, 872, seat, "#2f2c29");
  }
  const pendants = intBetween(rng, 2, 3);
  const style = pick(rng, ["dome", "globe", "cone"] as const);
  const glow = warmGlow(s);
  for (let i = 0; i < pendants; i += 1) {
    pendant(
      s,
      ix0 + ((i + 0.5) * iw) / pendants,
      between(rng, 380, 400),
      style,
      sc.accent,
      glow,
    );
  }
}

// ---------------------------------------------------------------------------
// Bathroom

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

type MirrorKind = "arch" | "pill" | "rect" | "round";

function mirror(
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

function sconce(
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

function towel(
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

function bathroom(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  const fixtureLeft = layout() < 0.5;
  const hasTub = layout() < 0.5;
  const zone: [number, number] = fixtureLeft
    ? [0, between(layout, 440, 500)]
    : [between(layout, 700, 760), WIDTH];
  const vw = between(layout, 360, 460);
  const vcx = fixtureLeft
    ? between(layout, 760, 820)
    : between(layout, 380, 440);
  const v0 = vcx - vw / 2;
  const v1 = vcx + vw / 2;
  room(s, sc, rng);
  const [z0, z1] = zone;
  const zw = z1 - z0;

  if (sc.dated) {
    // Four-inch tile wainscot and a full-height tub/shower surround.
    const fill = gridTiles(s, sc.tile, sc.grout, 40, 3);
    s.add(rect(0, 470, WIDTH, FLOOR - 470, fill));
    s.add(
      rect(0, 462, WIDTH, 12, darken(sc.tile, 0.15)),
      rect(0, 462, WIDTH, 3, lighten(sc.tile, 0.3)),
    );
    s.add(rect(z0, CEIL, zw, 470 - CEIL, fill));
    stains(s, rng, [z0 + 10, 480, z1 - 10, FLOOR - 20], 4, "#4b5a3a");
    const floorFill = hexTiles(s, "#ece7dc", "#a9a294", 9, 2, "#e3ddd0");
    s.add(
      rect(0, FLOOR, WIDTH, HEIGHT - FLOOR, floorFill),
      rect(0, FLOOR, WIDTH, HEIGHT - FLOOR, "#6d5a3a", 'opacity="0.14"'),
    );
    if (hasTub) {
      s.add(
        rect(z0, 600, zw, FLOOR - 600, sc.appliance),
        rect(z0, 600, zw, 14, lighten(sc.appliance, 0.3)),
      );
      s.add(rect(z0, 614, zw, 3, "#000000", 'opacity="0.1"'));
      const pipeX = fixtureLeft ? z0 + 60 : z1 - 60;
      s.add(
        rect(pipeX - 4, 180, 8, 40, sc.metal),
        path(
          d`M${pipeX - 14} 220H${pipeX + 14}L${pipeX + 20} 236H${pipeX - 20}Z`,
          sc.metal,
        ),
      );
      s.add(line(z0, 108, z1, 108, sc.metal, 5));
      const curtain = pattern(
        s,
        50,
        50,
        rect(0, 0, 50, 50, pick(rng, ["#efe3c8", "#e8d6e0", "#d8e4dc"])) +
          circle(
            12,
            14,
            7,
            pick(rng, ["#c98b6b", "#9c7fae", "#7fa38c"]),
            'opacity="0.6"',
          ) +
          circle(36, 38, 5, pick(rng, ["#c9a45b", "#b46f86"]), 'opacity="0.6"'),
      );
      const cw = zw * 0.58;
      const cx0 = fixtureLeft ? z1 - cw : z0;
      s.add(path(d`M${cx0} 110H${cx0 + cw}V598H${cx0}Z`, curtain));
      for (let k = 0; k <= 8; k += 1) {
        const fx = cx0 + (cw * k) / 8;
        s.add(
          line(fx, 112, fx, 596, "#000000", 3, 'opacity="0.07"'),
          circle(fx, 108, 6, "none", `stroke="${sc.metal}" stroke-width="2"`),
        );
      }
    } else {
      // Framed brass sliding door with pebbled glass.
      const pebble = pattern(
        s,
        24,
        24,
        rect(0, 0, 24, 24, "#e6e9e2") +
          circle(6, 7, 4, "#d2d7cf") +
          circle(17, 16, 5, "#d5dad2") +
          circle(20, 4, 2.5, "#d0d5cc"),
      );
      const dx0 = fixtureLeft ? z0 + 10 : z0 + 12;
      const dx1 = fixtureLeft ? z1 - 12 : z1 - 10;
      s.add(rect(dx0, 120, dx1 - dx0, 640, pebble, 'opacity="0.92"'));
      const brass = "#c7a43f";
      s.add(
        rect(dx0, 114, dx1 - dx0, 12, brass),
        rect(dx0, 748, dx1 - dx0, 16, brass),
      );
      s.add(
        rect(dx0, 114, 10, 650, brass),
        rect(dx1 - 10, 114, 10, 650, brass),
        rect((dx0 + dx1) / 2 - 4, 120, 8, 640, brass),
      );
      s.add(rect((dx0 + dx1) / 2 + 14, 400, 10, 80, brass, 'rx="4"'));
    }
    // Vanity to the floor with cultured-marble top.
    const vanityFinish = finishFor(s, sc, rng);
    s.add(rect(v0, 538, vw, FLOOR - 16 - 538, darken(sc.cabinet, 0.3)));
    const doorsW = vw * 0.62;
    door(s, v0 + 2, 540, doorsW / 2 - 3, 200, vanityFinish, {
      handle: "top-right",
    });
    door(s, v0 + doorsW / 2 + 1, 540, doorsW / 2 - 3, 200, vanityFinish, {
      handle: "top-left",
      askew: chance(rng, 0.5),
    });
    for (let k = 0; k < 3; k += 1)
      door(
        s,
        v0 + doorsW + 2,
        540 + k * 67,
        vw - doorsW - 4,
        63,
        vanityFinish,
        { handle: "top" },
      );
    const marble = "#e6d6b8";
    s.add(rect(v0 - 10, 512, vw + 20, 28, marble));
    s.add(
      path(
        d`M${v0} 520C${v0 + 80} 512 ${v0 + 160} 534 ${v1 - 40} 518`,
        "none",
        'stroke="#c9b58e" stroke-width="3" opacity="0.7"',
      ),
    );
    s.add(ellipse(vcx - vw * 0.18, 516, 60, 6, darken(marble, 0.12)));
    faucet(s, vcx - vw * 0.18, 512, sc.metal, false);
    // Mirror with a Hollywood light bar.
    const mw = vw - 20;
    s.add(
      rect(
        v0 + 10,
        232,
        mw,
        240,
        linear(s, [
          [0, "#dfe3df"],
          [1, "#c3cbc8"],
        ]),
      ),
      rect(v0 + 10, 232, mw, 240, "none", 'stroke="#a9ada5" stroke-width="3"'),
    );
    s.add(
      poly(
        [
          [v0 + 60, 472],
          [v0 + 160, 232],
          [v0 + 200, 232],
          [v0 + 100, 472],
        ],
        "#ffffff",
        'opacity="0.2"',
      ),
    );
    s.add(rect(v0 + 10, 186, mw, 26, "#c9a84a"));
    const bulbs = Math.round(mw / 70);
    for (let k = 0; k < bulbs; k += 1) {
      const bx = v0 + 10 + (mw * (k + 0.5)) / bulbs;
      s.add(
        circle(
          bx,
          199,
          17,
          radial(s, [
            [0, "#fffbe8"],
            [1, "#f1e6c2"],
          ]),
        ),
      );
    }
    s.add(
      ellipse(
        vcx,
        200,
        mw * 0.6,
        70,
        radial(s, [
          [0, "#fff3c8", 0.35],
          [1, "#fff3c8", 0],
        ]),
      ),
    );
    towel(
      s,
      fixtureLeft ? 1040 : 120,
      380,
      80,
      pick(rng, ["#c98fa0", "#8fb3a8", "#d8b36a"]),
      sc.metal,
    );
    fluorescent(s, vcx, 220);
    stains(s, rng, [40, 60, 1160, 440], intBetween(rng, 2, 4));
    baseboard(s, { ...sc, trim: darken(sc.tile, 0.15) });
    return;
  }

  // Modern wet wall.
  const tileKind = pick(rng, ["stack", "subway", "large"] as const);
  const tileFill =
    tileKind === "stack"
      ? verticalStackTiles(s, sc.tile, sc.grout, 40, 120, 2)
      : tileKind === "subway"
        ? subwayTiles(s, sc.tile, sc.grout, 80, 26, 2.5)
        : gridTiles(s, sc.tile, sc.grout, 120, 2);
  s.add(rect(z0, CEIL, zw, FLOOR - CEIL, tileFill));
  s.add(
    rect(
      fixtureLeft ? z1 - 8 : z0,
      CEIL,
      8,
      FLOOR - CEIL,
      "#000000",
      'opacity="0.08"',
    ),
  );
  const floorColor = mix(sc.floor, "#ffffff", 0.2);
  floorTiles(s, floorColor, 150);
  const glow = warmGlow(s);
  if (hasTub) {
    // Window over a freestanding tub.
    const wx = z0 + zw / 2 - 110;
    s.add(rect(wx - 12, 148, 244, 284, sc.trim));
    s.add(
      rect(
        wx,
        160,
        220,
        260,
        linear(s, [
          [0, "#eef4f6"],
          [1, "#dfe9ec"],
        ]),
      ),
    );
    s.add(
      line(wx + 110, 160, wx + 110, 420, "#ffffff", 6),
      rect(wx, 160, 220, 260, "none", 'stroke="#ffffff" stroke-width="6"'),
    );
    s.add(
      poly(
        [
          [wx + 20, 420],
          [wx + 90, 160],
          [wx + 110, 160],
          [wx + 40, 420],
        ],
        "#ffffff",
        'opacity="0.35"',
      ),
    );
    const t0 = z0 + zw / 2 - 170;
    const t1 = t0 + 340;
    shadow(s, (t0 + t1) / 2, FLOOR + 36, 200, 18, 0.25);
    s.add(
      path(
        d`M${t0} 600H${t1}C${t1 - 4} 700 ${t1 - 40} ${FLOOR + 30} ${t1 - 120} ${FLOOR + 30}H${t0 + 120}C${t0 + 40} ${FLOOR + 30} ${t0 + 4} 700 ${t0} 600Z`,
        "#fbfbf9",
      ),
    );
    s.add(
      path(
        d`M${t0 + 20} 616C${t0 + 30} 700 ${t0 + 70} 760 ${t0 + 130} ${FLOOR + 18}`,
        "none",
        'stroke="#d9dcdc" stroke-width="6" opacity="0.7"',
      ),
    );
    s.add(
      rect(t0 - 4, 596, t1 - t0 + 8, 10, "#ffffff", 'rx="5"'),
      rect(t0, 604, t1 - t0, 3, "#000000", 'opacity="0.06"'),
    );
    const fx = fixtureLeft ? t1 + 30 : t0 - 30;
    const dir = fixtureLeft ? -1 : 1;
    s.add(
      rect(fx - 4, 520, 8, FLOOR + 40 - 520, sc.metal),
      rect(fx - 14, FLOOR + 30, 28, 10, sc.metal, 'rx="3"'),
    );
    s.add(
      path(
        d`M${fx} 524Q${fx} 500 ${fx + dir * 26} 500Q${fx + dir * 50} 500 ${fx + dir * 50} 524`,
        "none",
        `stroke="${sc.metal}" stroke-width="7"`,
      ),
    );
    // Bath tray with a candle and a rolled towel.
    const trayX = (t0 + t1) / 2 - 40;
    s.add(
      rect(trayX, 586, 190, 12, "#b98b5e", 'rx="3"'),
      rect(trayX, 596, 190, 3, "#000000", 'opacity="0.12"'),
    );
    s.add(
      rect(trayX + 24, 556, 26, 30, "#f6f1e4", 'rx="3"'),
      path(d`M${trayX + 37} 540q6 8 0 14q-6 -6 0 -14Z`, "#f2b84b"),
    );
    s.add(
      ellipse(
        trayX + 120,
        570,
        34,
        16,
        pick(rng, ["#f1ece3", "#d9c4a6", lighten(sc.cabinet, 0.6)]),
      ),
      ellipse(trayX + 150, 570, 5, 14, "#000000", 'opacity="0.08"'),
    );
  } else {
    // Frameless glass shower with a niche and rain head.
    const nx = z0 + zw / 2 - 70;
    s.add(rect(nx - 6, 360, 152, 140, lighten(sc.tile, 0.4)));
    s.add(
      rect(nx, 366, 140, 128, darken(sc.tile, 0.14)),
      rect(nx, 366, 140, 12, darken(sc.tile, 0.28), 'opacity="0.6"'),
    );
    s.add(rect(nx, 486, 140, 8, lighten(sc.tile, 0.4)));
    for (let k = 0; k < 3; k += 1) {
      const bx = nx + 20 + k * 40;
      const bh = between(rng, 50, 80);
      s.add(
        rect(
          bx,
          486 - bh,
          26,
          bh,
          pick(rng, ["#f4f1ea", "#c9a46a", "#8fa79b", sc.accent]),
          'rx="6"',
        ),
        rect(bx + 8, 480 - bh, 10, 8, "#2f2f2f"),
      );
    }
    const hx = fixtureLeft ? z0 + zw * 0.3 : z1 - zw * 0.3;
    s.add(
      rect(hx - 3, CEIL, 6, 120, sc.metal),
      rect(hx - 55, CEIL + 118, 110, 10, sc.metal, 'rx="4"'),
    );
    for (let k = 0; k < 7; k += 1)
      s.add(
        line(
          hx - 42 + k * 14,
          CEIL + 136,
          hx - 46 + k * 15,
          CEIL + 190,
          "#ffffff",
          1.5,
          'opacity="0.5" stroke-dasharray="6 10"',
        ),
      );
    s.add(
      circle(hx, 520, 26, sc.metal),
      circle(hx, 520, 10, darken(sc.metal, 0.2)),
      rect(hx - 3, 520 - 30, 6, 14, lighten(sc.metal, 0.3)),
    );
    // Glass panel.
    const gx0 = fixtureLeft ? z1 - zw * 0.62 : z0;
    const gx1 = fixtureLeft ? z1 : z0 + zw * 0.62;
    s.add(rect(z0, FLOOR - 14, zw, 14, lighten(sc.counter, 0.1)));
    s.add(rect(gx0, 110, gx1 - gx0, FLOOR - 124, "#dbeef3", 'opacity="0.28"'));
    s.add(
      rect(
        gx0,
        110,
        gx1 - gx0,
        FLOOR - 124,
        "none",
        'stroke="#9fc2cc" stroke-width="3" opacity="0.8"',
      ),
    );
    s.add(
      poly(
        [
          [gx0 + 30, FLOOR - 14],
          [gx0 + 150, 110],
          [gx0 + 190, 110],
          [gx0 + 70, FLOOR - 14],
        ],
        "#ffffff",
        'opacity="0.25"',
      ),
    );
    s.add(
      poly(
        [
          [gx0 + 110, FLOOR - 14],
          [gx0 + 220, 110],
          [gx0 + 232, 110],
          [gx0 + 122, FLOOR - 14],
        ],
        "#ffffff",
        'opacity="0.3"',
      ),
    );
    const clampX = fixtureLeft ? gx1 - 14 : gx0 + 4;
    s.add(
      rect(clampX, 200, 10, 30, sc.metal),
      rect(clampX, 600, 10, 30, sc.metal),
    );
  }

  // Floating vanity.
  const finish = finishFor(s, sc, rng);
  const double = vw > 410;
  shadow(s, vcx, 706, vw * 0.55, 18, 0.2);
  s.add(rect(v0, 536, vw, 150, darken(sc.cabinet, 0.3)));
  const cols = double ? 2 : 1;
  for (let c = 0; c < cols; c += 1) {
    for (let r = 0; r < 2; r += 1) {
      door(
        s,
        v0 + (c * vw) / cols + 2,
        538 + r * 74,
        vw / cols - 4,
        70,
        {
          ...finish,
          hardware: finish.hardware === "knob" ? "bar" : finish.hardware,
        },
        { handle: "top" },
      );
    }
  }
  s.add(
    rect(v0 - 8, 514, vw + 16, 24, sc.counter),
    rect(v0 - 8, 514, vw + 16, 2, "#ffffff", 'opacity="0.6"'),
  );
  const sinks = double ? [v0 + vw * 0.26, v0 + vw * 0.74] : [vcx];
  const mirrorKind = pick(rng, ["arch", "pill", "rect", "round"] as const);
  const vessel = chance(rng, 0.5);
  const glowMirror = warmGlow(s);
  for (const sx of sinks) {
    const mw = double ? vw * 0.36 : vw * 0.55;
    const mh = mirrorKind === "round" ? mw : 236;
    mirror(
      s,
      mirrorKind,
      sx - mw / 2,
      mirrorKind === "round" ? 300 - mw / 2 : 180,
      mw,
      mh,
      sc.accent,
      sc.wall,
    );
    if (vessel) {
      s.add(
        path(
          d`M${sx - 50} 480H${sx + 50}Q${sx + 48} 514 ${sx} 514Q${sx - 48} 514 ${sx - 50} 480Z`,
          "#fbfbf9",
        ),
        ellipse(sx, 480, 50, 5, "#e9ecec"),
      );
      s.add(
        rect(sx + 52, 444, 8, 70, sc.metal),
        rect(sx + 24, 444, 36, 7, sc.metal, 'rx="3"'),
      );
    } else {
      faucet(s, sx, 514, sc.metal, true);
    }
  }
  const sconceXs = double
    ? [v0 - 10, vcx, v1 + 10]
    : [v0 + vw * 0.1, v1 - vw * 0.1];
  for (const x of sconceXs) sconce(s, x, 300, sc.metal, glowMirror);
  plant(
    s,
    fixtureLeft ? v1 - 40 : v0 + 40,
    514,
    0.8,
    pick(rng, ["#e9e4da", "#c77b58"]),
    rng,
  );
  const towelColor = pick(rng, ["#f1ece3", lighten(sc.cabinet, 0.6)]);
  const towelX = fixtureLeft ? v1 + 70 : v0 - 150;
  if (towelX > 20 && towelX + 100 < WIDTH) {
    towel(s, towelX, 440, 80, towelColor, sc.metal);
    art(s, towelX - 15, 190, 110, 150, sc, rng);
  }
  s.add(ellipse(600, CEIL + 10, 400, 60, glow));
}

// ---------------------------------------------------------------------------
// Cabinet wall

function cabinets(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  room(s, sc, rng);
  const pantryMode = pick(layout, ["left", "right", "both", "none"] as const);
  const pw = between(layout, 150, 190);
  const left = pantryMode === "left" || pantryMode === "both";
  const right = pantryMode === "right" || pantryMode === "both";
  const a = left ? 40 + pw : 40;
  const b = right ? 1160 - pw : 1160;
  const finish = finishFor(s, sc, rng);
  const counterY = 518;
  const upperTop = sc.dated ? 112 : CEIL + 14;

  if (sc.dated) {
    s.add(
      rect(40, CEIL, 1120, 112 - CEIL, darken(sc.wall, 0.04)),
      rect(40, 109, 1120, 3, darken(sc.wall, 0.15)),
    );
    s.add(rect(a, counterY - 22, b - a, 22, sc.counter));
  } else {
    const fill = pick(rng, [
      () => subwayTiles(s, sc.tile, sc.grout, 60, 22, 2.5),
      () =>
        herringboneTiles(s, sc.tile, sc.grout, 13, 2, darken(sc.tile, 0.05)),
      () => verticalStackTiles(s, sc.tile, sc.grout, 24, 72, 2.5),
    ])();
    s.add(rect(a, 340, b - a, counterY - 340, fill));
    s.add(rect(40, CEIL, 1120, 14, lighten(sc.cabinet, 0.08)));
  }

  // Wall cabinets, some with glass fronts in the modern version.
  const glassAt = !sc.dated && chance(rng, 0.6) ? intBetween(rng, 0, 1) : -1;
  const edges = divide(a, b, sc.dated ? 110 : 120);
  s.add(rect(a, upperTop, b - a, 340 - upperTop, darken(sc.cabinet, 0.3)));
  const count = edges.length - 1;
  const glassIndexes =
    glassAt < 0 ? [] : glassAt === 0 ? [0, 1] : [count - 2, count - 1];
  const askewAt = sc.dated ? intBetween(rng, 0, count - 1) : -1;
  for (let i = 0; i < count; i += 1) {
    const x0 = (edges[i] ?? a) + 2;
    const x1 = (edges[i + 1] ?? b) - 2;
    const handle = i % 2 === 0 ? "bottom-right" : "bottom-left";
    if (glassIndexes.includes(i)) {
      const inset = 16;
      s.add(
        rect(
          x0,
          upperTop + 2,
          x1 - x0,
          334 - upperTop,
          sc.cabinet,
          `stroke="${darken(sc.cabinet, 0.25)}" stroke-width="1"`,
        ),
      );
      const gx = x0 + inset;
      const gy = upperTop + 2 + inset;
      const gw = x1 - x0 - inset * 2;
      const gh = 334 - upperTop - inset * 2;
      s.add(rect(gx, gy, gw, gh, darken(sc.wall, 0.14)));
      for (const sy of [gy + gh * 0.36, gy + gh * 0.7]) {
        s.add(rect(gx, sy, gw, 4, darken(sc.wall, 0.15)));
        for (let k = 0; k < 3; k += 1) {
          const ox = gx + 10 + (k * (gw - 20)) / 3;
          if (chance(rng, 0.5))
            s.add(
              rect(ox, sy - 36, 6, 36, "#ffffff"),
              rect(ox + 6, sy - 32, 6, 32, "#eceae5"),
            );
          else
            s.add(
              path(
                d`M${ox} ${sy - 30}H${ox + 22}L${ox + 18} ${sy}H${ox + 4}Z`,
                "#e6ecee",
                'opacity="0.9"',
              ),
            );
        }
      }
      s.add(rect(gx, gy, gw, gh, "#ffffff", 'opacity="0.18"'));
      s.add(
        poly(
          [
            [gx, gy + gh * 0.7],
            [gx + gw * 0.6, gy],
            [gx + gw * 0.8, gy],
            [gx, gy + gh * 0.95],
          ],
          "#ffffff",
          'opacity="0.3"',
        ),
      );
      s.add(
        ...hardware(i % 2 === 0 ? x1 - 14 : x0 + 14, 300, true, 40, finish),
      );
    } else {
      door(s, x0, upperTop + 2, x1 - x0, 336 - upperTop, finish, {
        handle,
        askew: i === askewAt,
      });
    }
  }
  if (!sc.dated)
    s.add(
      rect(
        a,
        340,
        b - a,
        70,
        linear(s, [
          [0, "#fff6da", 0.55],
          [1, "#fff6da", 0],
        ]),
      ),
    );

  // Tall pantry cabinets.
  for (const [on, x0] of [
    [left, 40],
    [right, 1160 - pw],
  ] as const) {
    if (!on) continue;
    s.add(rect(x0, upperTop, pw, 752 - upperTop, darken(sc.cabinet, 0.3)));
    const mid = sc.dated ? 330 : 300;
    const handleSide = x0 === 40 ? "right" : "left";
    door(s, x0 + 2, upperTop + 2, pw - 4, mid - upperTop - 4, finish, {
      handle: handleSide === "right" ? "bottom-right" : "bottom-left",
    });
    door(s, x0 + 2, mid + 2, pw - 4, 752 - mid - 4, finish, {
      handle: handleSide === "right" ? "top-right" : "top-left",
    });
    s.add(rect(x0, 752, pw, FLOOR - 752, darken(sc.cabinet, 0.45)));
  }

  baseRun(s, a, b, 540, 752, finish, rng, sc.dated, null);
  countertop(s, a, b, counterY, 22, sc);

  if (sc.dated) {
    fluorescent(s, 600, 320);
    floorChecker(s, sc.floor);
    baseboard(s, sc);
    stains(s, rng, [a, 360, b, 490], intBetween(rng, 2, 4));
    s.add(
      rect(a + 60, counterY - 40, 90, 40, "#e9e2cf", 'rx="6"'),
      rect(a + 70, counterY - 34, 70, 4, "#8f7f60"),
    );
    return;
  }
  floorBoards(s, sc.floor, rng);
  baseboard(s, sc);
  plant(s, a + 70, counterY, 0.9, pick(rng, ["#e9e4da", "#c77b58"]), rng);
  const canisters = intBetween(rng, 2, 3);
  const cx = b - 80 - canisters * 44;
  for (let k = 0; k < canisters; k += 1) {
    const h = 70 - k * 12;
    s.add(
      rect(
        cx + k * 44,
        counterY - h,
        38,
        h,
        pick(rng, ["#f1ede6", sc.accent, "#dfe6e4"]),
        'rx="6"',
      ),
      rect(
        cx + k * 44 + 12,
        counterY - h - 6,
        14,
        6,
        darken(sc.accent, 0.2),
        'rx="2"',
      ),
    );
  }
  fruitBowl(
    s,
    (a + b) / 2 - between(rng, 60, 180),
    counterY,
    pick(rng, ["#ffffff", sc.cabinet]),
    rng,
  );
  s.add(
    rect(
      (a + b) / 2 + 50,
      counterY - 110,
      70,
      110,
      pick(rng, ["#b98b5e", "#d2a875"]),
      'rx="12"',
    ),
    circle((a + b) / 2 + 85, counterY - 96, 6, sc.wall),
  );
}

// ---------------------------------------------------------------------------
// Countertops (close view of an island)

function veins(
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

function countertops(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
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

// ---------------------------------------------------------------------------
// Tile wall

function tileWall(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  room(s, sc, rng);
  const nicheLeft = layout() < 0.5;
  const nx = nicheLeft ? between(layout, 200, 320) : between(layout, 640, 760);
  const fx = nicheLeft ? between(layout, 820, 940) : between(layout, 260, 380);

  if (sc.dated) {
    const fill = gridTiles(s, sc.tile, sc.grout, 44, 3.5);
    s.add(rect(0, CEIL, WIDTH, FLOOR - CEIL, fill));
    // Contrasting band with a diamond motif.
    const band = darken(sc.tile, 0.28);
    s.add(rect(0, 420, WIDTH, 40, band));
    for (let x = 20; x < WIDTH; x += 44)
      s.add(
        poly(
          [
            [x, 428],
            [x + 12, 440],
            [x, 452],
            [x - 12, 440],
          ],
          lighten(sc.tile, 0.3),
        ),
      );
    // Grout stains, a cracked tile and a mismatched replacement.
    stains(s, rng, [20, 480, 1180, 740], intBetween(rng, 6, 9), "#4a4a2a");
    const cx = Math.floor(between(rng, 300, 900) / 44) * 44;
    s.add(
      rect(cx + 1.75, 13 * 44 + 1.75, 40.5, 40.5, vary(rng, sc.tile, 0.12)),
    );
    s.add(
      path(
        d`M${cx + 300} 260l12 14l-8 10l14 18`,
        "none",
        'stroke="#4a4036" stroke-width="2"',
      ),
    );
    // Soap dish, towel bar, shower pipe and two-handle valve.
    s.add(
      rect(nx + 20, 560, 90, 30, lighten(sc.tile, 0.2)),
      path(
        d`M${nx + 20} 590H${nx + 110}Q${nx + 104} 612 ${nx + 65} 612Q${nx + 26} 612 ${nx + 20} 590Z`,
        darken(sc.tile, 0.1),
      ),
    );
    s.add(ellipse(nx + 65, 580, 24, 7, "#d8c98a"));
    s.add(
      rect(fx - 4, 170, 8, 70, sc.metal),
      path(d`M${fx - 14} 240H${fx + 14}L${fx + 22} 258H${fx - 22}Z`, sc.metal),
    );
    for (const vx of [fx - 50, fx + 50]) {
      s.add(
        circle(vx, 500, 18, sc.metal),
        rect(vx - 18, 496, 36, 8, lighten(sc.metal, 0.2), 'rx="3"'),
        rect(vx - 4, 482, 8, 36, lighten(sc.metal, 0.2), 'rx="3"'),
      );
    }
    s.add(
      rect(fx - 4, 530, 8, 26, sc.metal),
      rect(fx - 16, 552, 32, 10, sc.metal, 'rx="4"'),
    );
    s.add(rect(nicheLeft ? 1000 : 60, 620, 140, 8, sc.metal, 'rx="4"'));
    fluorescent(s, 600, 300);
    s.add(
      rect(
        0,
        FLOOR,
        WIDTH,
        HEIGHT - FLOOR,
        gridTiles(s, darken(sc.tile, 0.1), "#6f6452", 30, 3),
      ),
    );
    s.add(rect(0, FLOOR, WIDTH, HEIGHT - FLOOR, "#5a4a2a", 'opacity="0.1"'));
    return;
  }

  const kind = pick(rng, ["herringbone", "hex", "subway", "stack"] as const);
  const tile = pick(rng, [
    sc.tile,
    mix(sc.cabinet, "#ffffff", 0.35),
    mix(sc.accent, "#ffffff", 0.45),
    lighten(sc.floor, 0.35),
  ]);
  const grout =
    luminance(tile) > 0.75 ? darken(tile, 0.12) : lighten(tile, 0.45);
  const shade = vary(rng, tile, 0.06);
  const fill =
    kind === "herringbone"
      ? herringboneTiles(s, tile, grout, 18, 3, shade)
      : kind === "hex"
        ? hexTiles(s, tile, grout, 26, 3, shade)
        : kind === "subway"
          ? subwayTiles(s, tile, grout, 90, 30, 3)
          : verticalStackTiles(s, tile, grout, 36, 108, 3);
  s.add(rect(0, CEIL, WIDTH, FLOOR - CEIL, fill));
  s.add(
    rect(
      0,
      CEIL,
      WIDTH,
      FLOOR - CEIL,
      linear(s, [
        [0, "#ffffff", 0.2],
        [0.6, "#ffffff", 0],
        [1, "#000000", 0.08],
      ]),
    ),
  );

  // Recessed niche, arched or square.
  const arched = chance(rng, 0.5);
  const nw = 220;
  const ny = 300;
  const nh = 300;
  const outer = arched
    ? path(
        d`M${nx - 8} ${ny + nh + 8}V${ny + nw / 2}A${nw / 2 + 8} ${nw / 2 + 8} 0 0 1 ${nx + nw + 8} ${ny + nw / 2}V${ny + nh + 8}Z`,
        lighten(tile, 0.3),
      )
    : rect(nx - 8, ny - 8, nw + 16, nh + 16, lighten(tile, 0.3));
  const inner = arched
    ? path(
        d`M${nx} ${ny + nh}V${ny + nw / 2}A${nw / 2} ${nw / 2} 0 0 1 ${nx + nw} ${ny + nw / 2}V${ny + nh}Z`,
        darken(tile, 0.16),
      )
    : rect(nx, ny, nw, nh, darken(tile, 0.16));
  s.add(outer, inner);
  const nicheClip = clipTo(s, inner);
  s.add(
    group(
      [
        rect(
          nx,
          ny,
          nw,
          40,
          linear(s, [
            [0, "#000000", 0.25],
            [1, "#000000", 0],
          ]),
        ),
        rect(nx, ny, 18, nh, "#000000", 'opacity="0.1"'),
      ],
      nicheClip,
    ),
  );
  const shelfY = ny + nh * 0.55;
  const stone =
    luminance(sc.counter) > 0.5 ? lighten(sc.counter, 0.2) : "#ece9e3";
  s.add(
    rect(nx, shelfY, nw, 10, stone),
    rect(nx, shelfY + 10, nw, 6, "#000000", 'opacity="0.12"'),
  );
  s.add(
    rect(nx - 8, ny + nh, nw + 16, 12, stone),
    rect(nx - 8, ny + nh + 12, nw + 16, 4, "#000000", 'opacity="0.12"'),
  );
  let bx = nx + 20;
  while (bx < nx + nw - 40) {
    const bh = between(rng, 60, 100);
    s.add(
      rect(
        bx,
        shelfY - bh,
        30,
        bh,
        pick(rng, ["#f4f1ea", "#c9a46a", "#8fa79b", sc.accent, "#3a3d40"]),
        'rx="7"',
      ),
      rect(bx + 10, shelfY - bh - 10, 10, 10, "#2f2f2f"),
    );
    bx += between(rng, 44, 60);
  }
  for (let k = 0; k < 3; k += 1) {
    s.add(
      ellipse(
        nx + 40 + k * 50,
        ny + nh - 18,
        22,
        18,
        pick(rng, ["#f1ece3", "#e3d5c0", lighten(sc.cabinet, 0.6)]),
      ),
      ellipse(
        nx + 40 + k * 50,
        ny + nh - 18,
        8,
        6,
        "none",
        'stroke="#000" stroke-width="1" opacity="0.15"',
      ),
    );
  }

  // Shower fixtures.
  const metal = sc.metal;
  s.add(
    rect(fx - 3, CEIL, 6, 140, metal),
    rect(fx - 70, CEIL + 138, 140, 10, metal, 'rx="5"'),
  );
  for (let k = 0; k < 9; k += 1)
    s.add(
      line(
        fx - 60 + k * 15,
        CEIL + 156,
        fx - 66 + k * 16.5,
        CEIL + 240,
        "#ffffff",
        2,
        'opacity="0.45" stroke-dasharray="8 12"',
      ),
    );
  s.add(
    circle(fx, 500, 36, metal),
    circle(fx, 500, 14, darken(metal, 0.2)),
    rect(fx - 4, 458, 8, 30, lighten(metal, 0.3), 'rx="3"'),
  );
  const railX = fx + (nicheLeft ? 110 : -110);
  s.add(
    rect(railX - 4, 360, 8, 260, metal, 'rx="4"'),
    rect(railX - 12, 420, 24, 16, metal, 'rx="4"'),
  );
  s.add(
    path(
      d`M${railX} 436Q${railX - 40} 560 ${fx} 540`,
      "none",
      `stroke="${darken(metal, 0.15)}" stroke-width="4"`,
    ),
  );
  s.add(rect(railX - 9, 360, 18, 64, lighten(metal, 0.1), 'rx="8"'));
  // Floating bench.
  if (chance(rng, 0.6)) {
    const bx0 = nicheLeft ? 700 : 80;
    s.add(
      rect(bx0, 640, 420, 26, stone),
      rect(bx0, 666, 420, 8, "#000000", 'opacity="0.15"'),
    );
  }
  // Glass edge, mosaic floor and linear drain.
  const gx = nicheLeft ? 40 : 1140;
  s.add(
    rect(gx - 10, CEIL, 20, FLOOR - CEIL, "#dbeef3", 'opacity="0.5"'),
    rect(
      gx - 10,
      CEIL,
      20,
      FLOOR - CEIL,
      "none",
      'stroke="#9fc2cc" stroke-width="2"',
    ),
  );
  s.add(
    rect(
      0,
      FLOOR,
      WIDTH,
      HEIGHT - FLOOR,
      hexTiles(
        s,
        lighten(sc.floor, 0.2),
        darken(sc.floor, 0.15),
        12,
        2,
        sc.floor,
      ),
    ),
  );
  s.add(
    rect(
      0,
      FLOOR,
      WIDTH,
      HEIGHT - FLOOR,
      linear(s, [
        [0, "#000000", 0.12],
        [0.6, "#000000", 0],
      ]),
    ),
  );
  const drainX = nicheLeft ? 640 : 160;
  s.add(
    rect(drainX, FLOOR + 26, 400, 10, darken(metal, 0.2), 'rx="2"'),
    rect(drainX, FLOOR + 28, 400, 3, lighten(metal, 0.3)),
  );
}

// ---------------------------------------------------------------------------
// Walk-in closet

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

function garments(
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

function closet(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
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

// ---------------------------------------------------------------------------
// Public API

function validatePalette(palette: Palette): void {
  for (const key of ["wall", "cabinet", "accent", "floor"] as const) {
    const value: unknown = palette?.[key];
    if (typeof value !== "string" || !HEX_COLOR.test(value)) {
      throw new Error(
        `Palette color "${key}" must be a #rrggbb hex value, got ${JSON.stringify(value)}`,
      );
    }
  }
}

function normalizePalette(palette: Palette): Palette {
  validatePalette(palette);
  return {
    wall: palette.wall.toLowerCase(),
    cabinet: palette.cabinet.toLowerCase(),
    accent: palette.accent.toLowerCase(),
    floor: palette.floor.toLowerCase(),
  };
}

const SCENES: Record<
  IllustrationScene,
  (s: Svg, sc: Scheme, layout: Rng, rng: Rng) => void
> = {
  kitchen,
  bathroom,
  cabinets,
  countertops,
  tile: tileWall,
  closet,
};

export function drawScene(
  scene: IllustrationScene,
  stage: Stage,
  palette: Palette,
  seed: string,
): string {
  const colors = normalizePalette(palette);
  const draw = SCENES[scene];
  if (!draw) throw new Error(`Unknown illustration scene: ${String(scene)}`);
  if (stage !== "before" && stage !== "after")
    throw new Error(`Unknown stage: ${String(stage)}`);
  const layout = rngFor(scene, seed, "layout");
  const rng = rngFor(scene, seed, stage);
  const scheme =
    stage === "before" ? beforeScheme(rng) : afterScheme(colors, rng);
  const s = new Svg(WIDTH, HEIGHT);
  draw(s, scheme, layout, rng);
  return s.render();
}

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
    const ground = darken(p.cabinet, 0.1);
    const ink = lighten(p.wall, 0.5);
    s.add(rect(0, 0, w, h, ground));
    s.add(
      rect(
        0,
        0,
        w,
        h,
        pattern(
          s,
          30,
          30,
          rect(0, 0, 30, 1, ink, 'opacity="0.12"') +
            rect(0, 0, 1, 30, ink, 'opacity="0.12"'),
        ),
      ),
    );
    s.add(
      rect(
        0,
        0,
        w,
        h,
        pattern(
          s,
          150,
          150,
          rect(0, 0, 150, 1.5, ink, 'opacity="0.18"') +
            rect(0, 0, 1.5, 150, ink, 'opacity="0.18"'),
        ),
      ),
    );
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
    return s.render();
  }

  s.add(rect(0, 0, w, h, paper));
  if (composition === "arches") {
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
      s.add(
        path(
          d`M${x} 520V${top + aw / 2}A${aw / 2} ${aw / 2} 0 0 1 ${x + aw} ${top + aw / 2}V520Z`,
          fill,
        ),
      );
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
  } else if (composition === "tiles") {
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
  } else {
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
