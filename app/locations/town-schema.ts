import { textField } from "#app/utils/email-field.ts";
import { z } from "#app/utils/zod.ts";

// One rule for the owner's town form, in the browser and in the action:
// the facts the town's location pages are written from (issue 15).
export const MAX_TOWN_TEXT = 1_000;

const number = (message: string, min: number, max: number) =>
  z.pipe(
    z.string({ error: message }).check(
      z.trim(),
      z.regex(/^-?\d{1,3}(\.\d{1,7})?$/, message),
      z.refine((value) => {
        const n = Number(value);
        return n >= min && n <= max;
      }, message),
    ),
    z.transform(Number),
  );

const longText = (required: string) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(
        MAX_TOWN_TEXT,
        `Please use at most ${MAX_TOWN_TEXT} characters`,
      ),
    );

export const TownSchema = z.object({
  countySlug: z
    .string({ error: "Please choose the county" })
    .check(z.regex(/^[a-z0-9-]{1,60}$/, "Please choose the county")),
  name: textField({ required: "Please enter the town's name", max: 80 }),
  latitude: number(
    "Please give the latitude as a number, such as 41.1476",
    38,
    44,
  ),
  longitude: number(
    "Please give the longitude as a number, such as -73.9893",
    -80,
    -70,
  ),
  neighborhoods: z.pipe(
    z
      .string({ error: "Please name at least one neighborhood" })
      .check(
        z.trim(),
        z.minLength(1, "Please name at least one neighborhood"),
        z.maxLength(
          MAX_TOWN_TEXT,
          `Please use at most ${MAX_TOWN_TEXT} characters`,
        ),
      ),
    z.transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ),
  housingStock: longText("Please describe the town's homes"),
  permitOffice: textField({
    required: "Please name the permit office",
    max: 200,
  }),
  driveMinutes: z.pipe(
    z
      .string({ error: "Please give the drive time in minutes" })
      .check(
        z.regex(/^\d{1,3}$/, "Please give the drive time in whole minutes"),
      ),
    z.transform(Number),
  ),
  localNote: longText("Please write a note only a local remodeler would know"),
});

export type TownInput = z.output<typeof TownSchema>;

export const TOWN_FIELDS = [
  "countySlug",
  "name",
  "latitude",
  "longitude",
  "neighborhoods",
  "housingStock",
  "permitOffice",
  "driveMinutes",
  "localNote",
] as const;
