// The four colours of a project. They are written into the markup, so
// nothing but #rrggbb gets past normalizePalette().

export interface Palette {
  wall: string;
  cabinet: string;
  accent: string;
  floor: string;
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

function validatePalette(palette: Palette): void {
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
