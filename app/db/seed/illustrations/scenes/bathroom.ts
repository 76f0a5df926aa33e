import { door, finishFor } from "../cabinetry.ts";
import { darken, lighten, mix } from "../color.ts";
import { art, faucet, plant, warmGlow } from "../fixtures.ts";
import {
  gridTiles,
  hexTiles,
  subwayTiles,
  verticalStackTiles,
} from "../patterns.ts";
import { type Rng, between, chance, intBetween, pick } from "../random.ts";
import {
  baseboard,
  floorTiles,
  fluorescent,
  room,
  shadow,
  stains,
} from "../room.ts";
import { mirror, sconce, towel } from "./bathroom-fixtures.ts";
import type { Scheme } from "../schemes.ts";
import type { Svg } from "../svg.ts";
import {
  circle,
  d,
  ellipse,
  line,
  linear,
  path,
  pattern,
  poly,
  radial,
  rect,
} from "../svg.ts";
import { CEIL, FLOOR, HEIGHT, WIDTH } from "../types.ts";

// ---------------------------------------------------------------------------
// Bathroom

export function bathroom(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
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
