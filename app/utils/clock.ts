// A wall-clock time "HH:MM" (24-hour, New York) as the site says it: one
// way of writing hours for the weekly table, the header's short line, the
// holiday notices and the visit times.

export interface ClockStyle {
  /** "9 AM" rather than "9AM". */
  space?: boolean;
  /** "9:00 AM" (a time to choose) rather than "9 AM" (an opening hour). */
  minutes?: "always" | "when-needed";
  /** "9–6" in the header's short line leaves AM and PM out. */
  suffix?: boolean;
}

export function clock(
  time: string,
  { space = true, minutes = "when-needed", suffix = true }: ClockStyle = {},
) {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const shownMinutes =
    minutes === "always" || m ? `:${String(m).padStart(2, "0")}` : "";
  const half = suffix ? `${space ? " " : ""}${h >= 12 ? "PM" : "AM"}` : "";
  return `${((h + 11) % 12) + 1}${shownMinutes}${half}`;
}

/** "09:30" as minutes after midnight (570). */
export function minutesOfDay(time: string) {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

/** 570 as "09:30". */
export function timeOfDay(minutes: number) {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
