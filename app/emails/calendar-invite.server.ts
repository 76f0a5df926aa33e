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

export interface CalendarEvent {
  uid: string;
  /** PUBLISH: a file to keep; REQUEST: an invitation the calendar updates by UID; CANCEL: removes it. */
  method: "PUBLISH" | "REQUEST" | "CANCEL";
  /** Raised on every change, so calendars replace the entry instead of adding one. */
  sequence?: number;
  /** New York date and wall-clock start. */
  date: string;
  time: string;
  minutes: number;
  title: string;
  description: string;
  status: "TENTATIVE" | "CONFIRMED" | "CANCELLED";
  /** The person invited (REQUEST and CANCEL name them, as RFC 5546 asks). */
  attendee?: { name: string; email: string };
  location?: string;
}

/**
 * An appointment as an iCalendar file: DTSTART/DTEND in America/New_York
 * with its VTIMEZONE, the showroom as location unless another is given. The
 * ics package does the escaping and line folding.
 */
export function calendarEvent(event: CalendarEvent): string {
  const start = showroomTimeToUtc(event.date, event.time);
  const facts = business();
  const { error, value } = createEvent({
    productId: `-//${facts.name}//Website//EN`,
    method: event.method,
    uid: event.uid,
    sequence: event.sequence,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: event.minutes },
    title: event.title,
    location: event.location ?? fullAddress(facts),
    ...(event.location
      ? {}
      : { geo: { lat: facts.geo.latitude, lon: facts.geo.longitude } }),
    description: event.description,
    status: event.status,
    ...(event.attendee
      ? {
          organizer: { name: facts.name, email: facts.email },
          attendees: [
            {
              name: event.attendee.name,
              email: event.attendee.email,
              rsvp: false,
              partstat: "ACCEPTED" as const,
              role: "REQ-PARTICIPANT" as const,
            },
          ],
        }
      : {}),
  });
  if (error || !value) throw error ?? new Error("calendar file failed");
  const [h, m] = event.time.split(":").map(Number) as [number, number];
  const startMinutes = h * 60 + m;
  return value
    .replace(/^DTSTART:\d{8}T\d{6}Z$/m, () =>
      [
        `DTSTART;TZID=${SHOWROOM_TIME_ZONE}:${localStamp(event.date, startMinutes)}`,
        `DTEND;TZID=${SHOWROOM_TIME_ZONE}:${localStamp(event.date, startMinutes + event.minutes)}`,
      ].join("\r\n"),
    )
    .replace(/^DURATION:[^\r\n]*\r\n/m, "")
    .replace("BEGIN:VEVENT", `${NEW_YORK_VTIMEZONE}\r\nBEGIN:VEVENT`);
}

/** A contact request's one-hour showroom visit, as the visitor asked for it. */
export function showroomVisitInvite(options: {
  uid: string;
  date: string;
  time: string;
  reference: string;
}): string {
  return calendarEvent({
    uid: options.uid,
    method: "PUBLISH",
    date: options.date,
    time: options.time,
    minutes: VISIT_MINUTES,
    title: `Showroom visit: ${business().name}`,
    description: `Your requested showroom visit (reference ${options.reference}). We will call to confirm. Questions or changes: ${business().phone.display}.`,
    status: "TENTATIVE",
  });
}
