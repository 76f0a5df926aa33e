import type { SlotDay } from "#app/booking/slots.ts";
import type { HoldNote } from "./use-slot-hold.ts";
import { ErrorText, Hint } from "#app/components/forms/fields.tsx";
import { useField } from "#app/components/forms/form-context.tsx";
import { shortDate } from "#app/business/exceptions.ts";
import { timeLabel } from "#app/leads/visit-times.ts";

/**
 * The free times as radio buttons, a group per day: a plain form post
 * without JavaScript, the browser's own keyboard behaviour with it (Tab to
 * the group, arrows between times).
 */
export function SlotPicker({
  name,
  label,
  hint,
  days,
  note,
}: {
  name: string;
  label: string;
  hint: string;
  days: SlotDay[];
  /** What became of the picked time (held, just taken), where the page holds times. */
  note?: HoldNote | null;
}) {
  const field = useField(name, "hint");
  const firstStart = days[0]?.slots[0]?.start;
  return (
    <fieldset aria-describedby={field.aria["aria-describedby"]}>
      <legend>
        <h2 className="text-xl font-bold text-brand-900">{label}</h2>
      </legend>
      <Hint id={field.hintId}>{hint}</Hint>
      <ErrorText id={field.errorId} error={field.error} />
      {note === undefined ? null : (
        <p
          aria-live="polite"
          className={
            note?.tone === "taken"
              ? "mt-1 font-semibold text-red-700"
              : "mt-1 text-green-800"
          }
        >
          {note?.text}
        </p>
      )}
      <div className="mt-3 grid gap-4">
        {days.map((day) => (
          <div key={day.date} role="group" aria-labelledby={`day-${day.date}`}>
            <h3 id={`day-${day.date}`} className="font-semibold text-ink">
              {shortDate(day.date)}
            </h3>
            <div className="mt-2 flex flex-wrap gap-2">
              {day.slots.map((slot) => {
                const first = slot.start === firstStart;
                const id = first ? field.id : `${field.id}-${slot.start}`;
                const autoFocus = first ? field.autoFocus : undefined;
                return (
                  <div key={slot.start}>
                    <input
                      id={id}
                      type="radio"
                      name={name}
                      value={slot.start}
                      defaultChecked={field.value === slot.start}
                      required
                      // eslint-disable-next-line jsx-a11y/no-autofocus -- after a failed submission focus moves to the first error, with JavaScript off too
                      autoFocus={autoFocus}
                      className="peer sr-only"
                    />
                    <label
                      htmlFor={id}
                      className="block min-h-11 min-w-24 cursor-pointer rounded-md border border-brand-700 px-3 py-2 text-center text-brand-900 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
                    >
                      {timeLabel(slot.time)}
                    </label>
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
