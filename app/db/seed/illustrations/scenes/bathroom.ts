// Bathroom: a tub or shower beside the vanity.

import { door, finishFor } from "../cabinetry.ts";
import { darken, lighten, mix } from "../color.ts";
import { faucet, mirror, sconce, warmGlow } from "../fixtures.ts";
import { gridTiles, subwayTiles, verticalStackTiles } from "../patterns.ts";
import { art, plant, towel } from "../props.ts";
import { between, chance, pick, type Rng } from "../random.ts";
import { CEIL, FLOOR, floorTiles, room, shadow, WIDTH } from "../room.ts";
import type { Scheme } from "../schemes.ts";
import { d, ellipse, path, rect, type Svg } from "../svg.ts";
import { datedBathroom } from "./bathroom-dated.ts";
import { freestandingTub, glassShower } from "./bathroom-wet-wall.ts";

/** Where the seed put the tub or shower (the wet zone) and the vanity. */
export interface BathPlan {
  fixtureLeft: boolean;
  hasTub: boolean;
  zone: [number, number];
  vanityX: number;
  vanityW: number;
}

export function bathroom(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  const fixtureLeft = layout() < 0.5;
  const hasTub = layout() < 0.5;
  const zone: [number, number] = fixtureLeft
    ? [0, between(layout, 440, 500)]
    : [between(layout, 700, 760), WIDTH];
  const vanityW = between(layout, 360, 460);
  const vanityX = fixtureLeft
    ? between(layout, 760, 820)
    : between(layout, 380, 440);
  const plan: BathPlan = { fixtureLeft, hasTub, zone, vanityX, vanityW };
  room(s, sc, rng);
  if (sc.dated) {
    datedBathroom(s, sc, rng, plan);
    return;
  }

  // Modern wet wall.
  const [z0, z1] = zone;
  const zw = z1 - z0;
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
  if (hasTub) freestandingTub(s, sc, rng, plan);
  else glassShower(s, sc, rng, plan);
  floatingVanity(s, sc, rng, plan);
  s.add(ellipse(600, CEIL + 10, 400, 60, glow));
}

/** Floating vanity with one or two sinks, mirrors and sconces, a towel and a print. */
function floatingVanity(s: Svg, sc: Scheme, rng: Rng, plan: BathPlan): void {
  const { vanityX: vcx, vanityW: vw, fixtureLeft } = plan;
  const v0 = vcx - vw / 2;
  const v1 = vcx + vw / 2;
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
}
