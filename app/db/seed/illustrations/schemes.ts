// Color schemes: a dated set for the "before" stage, one derived from the
// project's palette for "after".

import { darken, lighten, luminance, mix, vary } from "./color.ts";
import type { Palette } from "./palette.ts";
import { chance, pick, type Rng } from "./random.ts";

export interface Scheme {
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

export function beforeScheme(rng: Rng): Scheme {
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

export function afterScheme(palette: Palette, rng: Rng): Scheme {
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
