// Kitchen: window over the sink, range, refrigerator; an island after.

import { baseRun, countertop, subtract, upperRun } from "../cabinet-runs.ts";
import { type Finish, finishFor } from "../cabinetry.ts";
import { darken } from "../color.ts";
import { faucet } from "../fixtures.ts";
import { cuttingBoard, plant, toaster } from "../props.ts";
import { between, intBetween, pick, type Rng } from "../random.ts";
import {
  baseboard,
  FLOOR,
  floorBoards,
  floorChecker,
  fluorescent,
  HEIGHT,
  room,
  SOFFIT,
  stains,
} from "../room.ts";
import type { Scheme } from "../schemes.ts";
import { circle, ellipse, line, linear, rect, type Svg } from "../svg.ts";
import { island } from "./kitchen-island.ts";
import { datedWall, modernWall } from "./kitchen-walls.ts";

/** Where the seed put the window (with the sink under it), the range and the refrigerator. */
export interface KitchenPlan {
  windowLeft: boolean;
  fridge: [number, number];
  windowX: number;
  windowW: number;
  rangeX: number;
  counterY: number;
}

export function kitchen(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
  const windowLeft = layout() < 0.5;
  const fridge: [number, number] = windowLeft ? [1020, 1160] : [40, 180];
  const wx = windowLeft ? between(layout, 330, 420) : between(layout, 780, 870);
  const rx = windowLeft ? between(layout, 760, 860) : between(layout, 340, 440);
  const ww = between(layout, 220, 260);
  const counterY = 518;
  const plan: KitchenPlan = {
    windowLeft,
    fridge,
    windowX: wx,
    windowW: ww,
    rangeX: rx,
    counterY,
  };

  room(s, sc, rng);
  const finish = finishFor(s, sc, rng);
  if (sc.dated) datedWall(s, sc, rng, plan, finish);
  else modernWall(s, sc, rng, plan, finish);
  refrigerator(s, sc, rng, plan, finish);

  // Base cabinets, countertop and range.
  const [f0, f1] = fridge;
  for (const [a, b] of subtract(
    [40, 1160],
    [[f0 - 4, f1 + 4], rangeGap(plan)],
  )) {
    baseRun(s, a, b, 540, 752, finish, rng, sc.dated, wx);
    countertop(s, a, b, counterY, 22, sc);
  }
  range(s, sc, plan);
  faucet(s, wx, counterY, sc.metal, !sc.dated);

  if (sc.dated) {
    fluorescent(s, 600 + between(layout, -60, 60), 300);
    stains(s, rng, [60, 120, 1140, 500], intBetween(rng, 3, 6));
    floorChecker(s, sc.floor);
    baseboard(s, sc);
    toaster(s, windowLeft ? 720 : 560, counterY);
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
  cuttingBoard(s, rng, propX, counterY, 56, 70, 10, sc.wall);
  floorBoards(s, sc.floor, rng);
  baseboard(s, sc);
  island(s, sc, layout, rng);
}

/** The gap the range leaves in the base cabinets. */
function rangeGap({ rangeX: rx }: KitchenPlan): [number, number] {
  return [rx - 76, rx + 76];
}

function refrigerator(
  s: Svg,
  sc: Scheme,
  rng: Rng,
  { fridge: [f0, f1], windowLeft }: KitchenPlan,
  finish: Finish,
): void {
  const handleX = windowLeft ? f0 + 18 : f1 - 18;
  if (sc.dated) {
    upperRun(s, f0, f1, SOFFIT, 226, finish, rng, true);
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
    return;
  }
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

/** The range: cooktop, knobs and oven door, in the gap rangeGap() leaves. */
function range(s: Svg, sc: Scheme, plan: KitchenPlan): void {
  const { rangeX: rx, counterY } = plan;
  const [x0] = rangeGap(plan);
  if (sc.dated) {
    s.add(
      rect(x0, 452, 152, 66, sc.appliance),
      rect(x0 + 8, 460, 136, 24, "#3b372f"),
    );
    s.add(circle(rx, 472, 8, "#e9e4d2"));
    s.add(rect(x0, counterY, 152, FLOOR - counterY, sc.appliance));
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
      rect(x0 + 14, 560, 124, 150, darken(sc.appliance, 0.08)),
      rect(x0 + 32, 590, 88, 70, "#3b3a36"),
    );
    s.add(rect(x0 + 20, 546, 112, 6, darken(sc.appliance, 0.35)));
    for (let k = 0; k < 4; k += 1)
      s.add(circle(x0 + 30 + k * 30, counterY + 14, 6, "#4b473f"));
    return;
  }
  const steel = linear(s, [
    [0, "#dfe2e4"],
    [1, "#b7bcc0"],
  ]);
  s.add(rect(x0, counterY, 152, FLOOR - counterY, steel));
  s.add(rect(x0 - 2, counterY - 8, 156, 10, "#2f3234"));
  for (let k = 0; k < 5; k += 1)
    s.add(circle(x0 + 24 + k * 26, counterY + 20, 7, "#3a3d40"));
  s.add(
    rect(x0 + 10, 556, 132, 180, "#c3c8cb"),
    rect(x0 + 26, 600, 100, 100, "#2f3336", 'rx="4"'),
  );
  s.add(rect(x0 + 18, 566, 116, 8, "#eef0f1", 'rx="4"'));
  s.add(rect(x0, FLOOR - 20, 152, 20, "#2f3234"));
}
