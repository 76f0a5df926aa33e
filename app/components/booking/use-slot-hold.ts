import { type FormEvent, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";

/** Quiet time after the last arrow key before the picked time is held. */
const SETTLE_MS = 600;

export interface HoldNote {
  tone: "held" | "taken";
  text: string;
}

/**
 * Keeps the time a visitor picks on the booking form for a few minutes
 * (POST /book/hold, app/booking/hold.server.ts): when they pick one, once
 * they settle on it, or when they start on their details with the time
 * chosen for them. A time someone else has just taken is said at once, with
 * the nearest free ones, and the list of times is read again. Anything else
 * (offline, too many holds) says nothing: the confirm checks the time anyway.
 */
export function useSlotHold(kind: string, idempotencyKey: string) {
  const [note, setNote] = useState<HoldNote | null>(null);
  const asked = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const { revalidate } = useRevalidator();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function hold(start: string) {
    asked.current = start;
    const response = await fetch("/book/hold", {
      method: "POST",
      body: new URLSearchParams({ kind, start, idempotencyKey }),
    }).catch(() => null);
    const answer = (await response?.json().catch(() => null)) as {
      held?: boolean;
      message?: string;
    } | null;
    // A later pick has been asked for since: this answer is about the past.
    if (asked.current !== start) return;
    if (!response?.ok || !answer?.message) {
      setNote(null);
    } else if (answer.held) {
      setNote({ tone: "held", text: answer.message });
    } else {
      asked.current = null;
      setNote({ tone: "taken", text: answer.message });
      void revalidate();
    }
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const picked = event.currentTarget.elements.namedItem("start");
    // One time alone is an input, not a list.
    const start =
      picked instanceof RadioNodeList
        ? picked.value
        : picked instanceof HTMLInputElement && picked.checked
          ? picked.value
          : "";
    if (!start) return;
    window.clearTimeout(timer.current);
    if ((event.target as HTMLInputElement).name === "start") {
      setNote(null);
      timer.current = window.setTimeout(() => void hold(start), SETTLE_MS);
    } else if (asked.current !== start) {
      void hold(start);
    }
  }

  return { note, onChange };
}
