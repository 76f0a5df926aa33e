import { HEX_COLOR } from "./color.ts";
import type { Palette } from "./types.ts";

// ---------------------------------------------------------------------------
// Public API

export function validatePalette(palette: Palette): void {
  for (const key of ["wall", "cabinet", "accent", "floor"] as const) {
    const value: unknown = palette?.[key];
    if (typeof value !== "string" || !HEX_COLOR.test(value)) {
      throw new Error(
        `Palette color "${key}" must be a #rrggbb hex value, got ${JSON.stringify(value)}`,
      );
    }
  }
}

export function normalizePalette(palette: Palette): Palette {
  validatePalette(palette);
  return {
    wall: palette.wall.toLowerCase(),
    cabinet: palette.cabinet.toLowerCase(),
    accent: palette.accent.toLowerCase(),
    floor: palette.floor.toLowerCase(),
  };
}
