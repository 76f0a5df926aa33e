// npm run bench:booking: free slots for 60 days of both appointment types
// with 500 existing bookings, as the booking page computes them per request
// (app/booking/book.server.ts `availability`: three queries per type and
// the slot engine), against the same with no bookings (the run's reference).
import os from "node:os";
import { DEFAULT_APPOINTMENT_TYPES } from "#app/booking/appointment-types.ts";
import { availability } from "#app/booking/book.server.ts";
import { freeSlots, takenBy } from "#app/booking/slots.ts";
import { setFactsOutsideRequests } from "#app/business/current.ts";
import { DEMO_BUSINESS } from "#app/business/defaults.ts";
import { withHoursInWords } from "#app/business/hours.ts";
import { openPglite, setConnection } from "#app/db/client.server.ts";
import { bookings } from "#app/db/schema.ts";
import { takenAndCounted } from "#app/models/bookings.server.ts";

const RUNS = 50;
const now = new Date();
setFactsOutsideRequests(withHoursInWords(DEMO_BUSINESS));

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
}

async function time(run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

const bothTypes = () =>
  Promise.all([
    availability("showroom-visit", now),
    availability("home-estimate", now),
  ]);

const connection = await openPglite();
await connection.migrate();
setConnection(connection);

const empty = await time(bothTypes);

// 500 bookings spread over the free slots of the next 60 days: an estimate
// every sixth slot (with its travel time) as far as the estimator's days
// allow, then showroom visits every other slot until 500.
const BOOKINGS = 500;
const rows: Array<typeof bookings.$inferInsert> = [];
for (const type of [
  DEFAULT_APPOINTMENT_TYPES["home-estimate"],
  DEFAULT_APPOINTMENT_TYPES["showroom-visit"],
]) {
  const days = freeSlots({ hours: DEMO_BUSINESS, type, now, taken: [] });
  const starts = days.flatMap((day) =>
    day.slots.map((slot) => ({ date: day.date, start: slot.start })),
  );
  const step = type.kind === "showroom-visit" ? 2 : 6;
  for (let i = 0; i < starts.length && rows.length < BOOKINGS; i += step) {
    const { date, start } = starts[i]!;
    const range = takenBy(type, new Date(start));
    rows.push({
      kind: type.kind,
      resource: type.resource,
      startsAt: new Date(start),
      endsAt: new Date(Date.parse(start) + type.minutes * 60_000),
      takenFrom: new Date(range.from),
      takenUntil: new Date(range.until),
      localDate: date,
      status: "confirmed",
      name: "Bench Visitor",
      email: `bench${rows.length}@example.com`,
      phone: "+18455550199",
      idempotencyKey: `bench-${rows.length}`,
    });
  }
}
if (rows.length !== BOOKINGS) {
  throw new Error(`only ${rows.length} bookings fit in the horizon`);
}
await connection.db.insert(bookings).values(rows);

const full = await time(bothTypes);
// What /book asks for: one type, the 7 days it shows.
const bookPage = await time(() =>
  availability("showroom-visit", now, { days: 7 }),
);
const { taken } = await takenAndCounted(
  "showroom-visit",
  "showroom",
  new Date(now.getTime() - 86_400_000),
  new Date(now.getTime() + 62 * 86_400_000),
);
const engineOnly = await time(async () =>
  freeSlots({
    hours: DEMO_BUSINESS,
    type: DEFAULT_APPOINTMENT_TYPES["showroom-visit"],
    now,
    taken,
  }),
);
await connection.close();

console.log(
  `Node ${process.version}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}, ${RUNS} runs each`,
);
console.log(`| measure | time |`);
console.log(`| --- | --- |`);
console.log(
  `| both types, 60 days, no bookings (reference) | ${stats(empty)} |`,
);
console.log(
  `| both types, 60 days, ${rows.length} bookings | ${stats(full)} |`,
);
console.log(
  `| the booking page: showroom visits, 7 days, ${rows.length} bookings | ${stats(bookPage)} |`,
);
console.log(
  `| slot engine alone, showroom visits, ${taken.length} taken ranges | ${stats(engineOnly)} |`,
);
