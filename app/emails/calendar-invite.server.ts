import { createEvent } from "ics";
import { business } from "#app/business/current.ts";
import { fullAddress } from "#app/business/facts.ts";
import { VISIT_MINUTES } from "#app/leads/visit-times.ts";
import {
  SHOWROOM_TIME_ZONE,
  showroomTimeToUtc,
} from "#app/utils/showroom-hours.ts";

// New York's rules since 2007 (second Sunday of March, first Sunday of
// November), so calendar apps show the visit at showroom time wherever the
// visitor is.
const NEW_YORK_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${SHOWROOM_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

function localStamp(isoDate: string, minutesFromMidnight: number) {
  const h = String(Math.floor(minutesFromMidnight / 60)).padStart(2, "0");
  const m = String(minutesFromMidnight % 60).padStart(2, "0");
  return `${isoDate.replaceAll("-", "")}T${h}${m}00`;
}

/**
 * A one-hour showroom visit as an iCalendar file: DTSTART/DTEND in
 * America/New_York with its VTIMEZONE, the showroom as location. The ics
 * package does the escaping and line folding.
 */
export function showroomVisitInvite(options: {
  uid: string;
  date: string;
  time: string;
  reference: string;
}): string {
  const start = showroomTimeToUtc(options.date, options.time);
  const { error, value } = createEvent({
    productId: `-//${business().name}//Website//EN`,
    method: "PUBLISH",
    uid: options.uid,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: VISIT_MINUTES },
    title: `Showroom visit: ${business().name}`,
    location: fullAddress(business()),
    geo: { lat: business().geo.latitude, lon: business().geo.longitude },
    description: `Your requested showroom visit (reference ${options.reference}). We will call to confirm. Questions or changes: ${business().phone.display}.`,
    status: "TENTATIVE",
  });
  if (error || !value) throw error ?? new Error("calendar invite failed");
  const [h, m] = options.time.split(":").map(Number) as [number, number];
  const startMinutes = h * 60 + m;
  return value
    .replace(/^DTSTART:\d{8}T\d{6}Z$/m, () =>
      [
        `DTSTART;TZID=${SHOWROOM_TIME_ZONE}:${localStamp(options.date, startMinutes)}`,
        `DTEND;TZID=${SHOWROOM_TIME_ZONE}:${localStamp(options.date, startMinutes + VISIT_MINUTES)}`,
      ].join("\r\n"),
    )
    .replace(/^DURATION:[^\r\n]*\r\n/m, "")
    .replace("BEGIN:VEVENT", `${NEW_YORK_VTIMEZONE}\r\nBEGIN:VEVENT`);
}
