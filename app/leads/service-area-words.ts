// Whether a lead's home is in the service area, worded once for the inbox,
// its filter, the lead's page, the spreadsheet and the notification emails.

export const IN_SERVICE_AREA = "In service area";

/** `inArea` as stored (1, 0 or null) or as checked (true, false or null). */
export function inServiceAreaWords(
  inArea: number | boolean | null,
  milesFromShowroom: number | null,
): string {
  if (inArea === null) return "Not known: the town or ZIP was not recognised";
  const distance =
    milesFromShowroom === null
      ? ""
      : `, ${milesFromShowroom} miles from the showroom`;
  return `${inArea ? "Yes" : "No, outside our area"}${distance}`;
}

/** The inbox filter's choices, in the same words. */
export const serviceAreaChoices = [
  ["", "Any"],
  ["in", "Yes"],
  ["out", "No, outside our area"],
  ["unknown", "Not known"],
] as const;
