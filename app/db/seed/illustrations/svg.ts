// SVG building blocks. Every coordinate goes through num(), rounded to a
// tenth, which keeps the files small and the output the same on every run.

export function num(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

export function extra(attributes: string): string {
  return attributes ? ` ${attributes}` : "";
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  attributes = "",
): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(Math.max(0, w))}" height="${num(Math.max(0, h))}" fill="${fill}"${extra(attributes)}/>`;
}

export function circle(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  attributes = "",
): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra(attributes)}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  attributes = "",
): string {
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extra(attributes)}/>`;
}

export function line(
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

export function path(d: string, fill: string, attributes = ""): string {
  return `<path d="${d}" fill="${fill}"${extra(attributes)}/>`;
}

export function poly(
  points: Array<[number, number]>,
  fill: string,
  attributes = "",
): string {
  const list = points.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");
  return `<polygon points="${list}" fill="${fill}"${extra(attributes)}/>`;
}

export function group(children: string[], attributes = ""): string {
  return `<g${extra(attributes)}>${children.join("")}</g>`;
}

/** Builds path data from numbers, rounding every coordinate. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += num(value) + (strings[i + 1] ?? "");
  });
  return out;
}

export class Svg {
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
type Direction = "down" | "right" | "diagonal";

function stops(list: Stop[]): string {
  return list
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`,
    )
    .join("");
}

export function linear(
  s: Svg,
  list: Stop[],
  direction: Direction = "down",
): string {
  const id = s.id("lg");
  const [x2, y2] =
    direction === "down" ? [0, 1] : direction === "right" ? [1, 0] : [1, 1];
  s.def(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radial(s: Svg, list: Stop[]): string {
  const id = s.id("rg");
  s.def(`<radialGradient id="${id}">${stops(list)}</radialGradient>`);
  return `url(#${id})`;
}

/** Light or shade that thins out to nothing by offset `to`. */
export function fade(
  s: Svg,
  color: string,
  opacity: number,
  to = 1,
  direction: Direction = "down",
): string {
  return linear(
    s,
    [
      [0, color, opacity],
      [to, color, 0],
    ],
    direction,
  );
}

/** A glow or a shadow, strongest in the middle and gone at the rim. */
export function halo(s: Svg, color: string, opacity: number): string {
  return radial(s, [
    [0, color, opacity],
    [1, color, 0],
  ]);
}

/** Defines a clip path from shapes and returns the attribute to use it. */
export function clipTo(s: Svg, shapes: string): string {
  const id = s.id("cp");
  s.def(`<clipPath id="${id}">${shapes}</clipPath>`);
  return `clip-path="url(#${id})"`;
}

export function pattern(
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
