// Original room illustrations drawn in code for the demo content: flat,
// elevation-style interiors (one wall seen straight on, no perspective).
// Nothing here loads fonts or external assets, so rendering is identical
// on every machine. A seeded PRNG varies the details per project; the
// room layout comes from the seed alone, so a project's "before" and
// "after" show the same wall, while the finishes differ.

import { normalizePalette, type Palette } from "./palette.ts";
import { type Rng, rngFor } from "./random.ts";
import { HEIGHT, WIDTH } from "./room.ts";
import { bathroom } from "./scenes/bathroom.ts";
import { cabinets } from "./scenes/cabinets.ts";
import { closet } from "./scenes/closet.ts";
import { countertops } from "./scenes/countertops.ts";
import { kitchen } from "./scenes/kitchen.ts";
import { tileWall } from "./scenes/tile-wall.ts";
import { afterScheme, beforeScheme, type Scheme } from "./schemes.ts";
import { Svg } from "./svg.ts";

export { drawBanner } from "./banner.ts";
export type { Palette } from "./palette.ts";

export type IllustrationScene =
  "kitchen" | "bathroom" | "cabinets" | "countertops" | "tile" | "closet";

type Stage = "before" | "after";

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
