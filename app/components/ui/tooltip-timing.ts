// docs/product.md, "Constants": tooltips open 700 ms after the pointer rests on a trigger,
// and a neighbouring tooltip opens at once if the previous one closed less
// than 300 ms before.
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
