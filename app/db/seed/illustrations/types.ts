export type IllustrationScene =
  "kitchen" | "bathroom" | "cabinets" | "countertops" | "tile" | "closet";

export interface Palette {
  wall: string;
  cabinet: string;
  accent: string;
  floor: string;
}

export type Stage = "before" | "after";

export const WIDTH = 1200;
export const HEIGHT = 900;
export const CEIL = 24;
export const FLOOR = 770;
