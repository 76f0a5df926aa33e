import { type Finish, panel } from "../cabinetry.ts";
import { darken, mix } from "../color.ts";
import { pendant, warmGlow } from "../fixtures.ts";
import { fruitBowl, stool, vase } from "../props.ts";
import { between, intBetween, pick, type Rng } from "../random.ts";
import { shadow } from "../room.ts";
import type { Scheme } from "../schemes.ts";
import { rect, type Svg } from "../svg.ts";

/** Island with stools and pendants, in front of the renovated kitchen. */
export function island(s: Svg, sc: Scheme, layout: Rng, rng: Rng): void {
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
