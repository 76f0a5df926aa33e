import { door, finishFor } from "../cabinetry.ts";
import { darken, lighten } from "../color.ts";
import { faucet } from "../fixtures.ts";
import { glint } from "../shapes.ts";
import { gridTiles, hexTiles } from "../patterns.ts";
import { towel } from "../props.ts";
import { chance, intBetween, pick, type Rng } from "../random.ts";
import {
  baseboard,
  CEIL,
  FLOOR,
  floorArea,
  fluorescent,
  stains,
  WIDTH,
} from "../room.ts";
import type { Scheme } from "../schemes.ts";
import {
  circle,
  d,
  ellipse,
  halo,
  line,
  linear,
  path,
  pattern,
  radial,
  rect,
  type Svg,
} from "../svg.ts";
import type { BathPlan } from "./bathroom.ts";

export function datedBathroom(
  s: Svg,
  sc: Scheme,
  rng: Rng,
  plan: BathPlan,
): void {
  const [z0, z1] = plan.zone;
  // Four-inch tile wainscot and a full-height tub/shower surround.
  const fill = gridTiles(s, sc.tile, sc.grout, 40, 3);
  s.add(rect(0, 470, WIDTH, FLOOR - 470, fill));
  s.add(
    rect(0, 462, WIDTH, 12, darken(sc.tile, 0.15)),
    rect(0, 462, WIDTH, 3, lighten(sc.tile, 0.3)),
  );
  s.add(rect(z0, CEIL, z1 - z0, 470 - CEIL, fill));
  stains(s, rng, [z0 + 10, 480, z1 - 10, FLOOR - 20], 4, "#4b5a3a");
  const floorFill = hexTiles(s, "#ece7dc", "#a9a294", 9, 2, "#e3ddd0");
  s.add(floorArea(floorFill), floorArea("#6d5a3a", 'opacity="0.14"'));
  if (plan.hasTub) curtainedTub(s, sc, rng, plan);
  else slidingDoor(s, plan);
  hollywoodVanity(s, sc, rng, plan);
  towel(
    s,
    plan.fixtureLeft ? 1040 : 120,
    380,
    80,
    pick(rng, ["#c98fa0", "#8fb3a8", "#d8b36a"]),
    sc.metal,
  );
  fluorescent(s, plan.vanityX, 220);
  stains(s, rng, [40, 60, 1160, 440], intBetween(rng, 2, 4));
  baseboard(s, { ...sc, trim: darken(sc.tile, 0.15) });
}

function curtainedTub(s: Svg, sc: Scheme, rng: Rng, plan: BathPlan): void {
  const [z0, z1] = plan.zone;
  const zw = z1 - z0;
  s.add(
    rect(z0, 600, zw, FLOOR - 600, sc.appliance),
    rect(z0, 600, zw, 14, lighten(sc.appliance, 0.3)),
  );
  s.add(rect(z0, 614, zw, 3, "#000000", 'opacity="0.1"'));
  const pipeX = plan.fixtureLeft ? z0 + 60 : z1 - 60;
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
  const cx0 = plan.fixtureLeft ? z1 - cw : z0;
  s.add(path(d`M${cx0} 110H${cx0 + cw}V598H${cx0}Z`, curtain));
  for (let k = 0; k <= 8; k += 1) {
    const fx = cx0 + (cw * k) / 8;
    s.add(
      line(fx, 112, fx, 596, "#000000", 3, 'opacity="0.07"'),
      circle(fx, 108, 6, "none", `stroke="${sc.metal}" stroke-width="2"`),
    );
  }
}

/** Framed brass sliding door with pebbled glass. */
function slidingDoor(s: Svg, { zone: [z0, z1], fixtureLeft }: BathPlan): void {
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

/** Vanity to the floor with cultured-marble top, under a mirror with a Hollywood light bar. */
function hollywoodVanity(s: Svg, sc: Scheme, rng: Rng, plan: BathPlan): void {
  const { vanityX: vcx, vanityW: vw } = plan;
  const v0 = vcx - vw / 2;
  const v1 = vcx + vw / 2;
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
    door(s, v0 + doorsW + 2, 540 + k * 67, vw - doorsW - 4, 63, vanityFinish, {
      handle: "top",
    });
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
  s.add(glint(472, 232, [v0 + 60, v0 + 160, v0 + 200, v0 + 100], 0.2));
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
  s.add(ellipse(vcx, 200, mw * 0.6, 70, halo(s, "#fff3c8", 0.35)));
}
