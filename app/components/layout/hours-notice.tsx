import { useState } from "react";

// A dismissed notice stays away while the visitor moves around the site;
// a new page load shows it again. Remembering it across loads would mean
// hiding it after the page appears (a layout shift on every page), or a
// page per visitor instead of one the cache shares.
let dismissed: string | null = null;

/** A closure or special hours today or tomorrow, above the header. */
export function HoursNotice({ notice }: { notice: string | null }) {
  const [hidden, setHidden] = useState(() => dismissed === notice);
  if (!notice || hidden) return null;
  return (
    <aside
      aria-label="Opening hours notice"
      className="bg-accent-700 text-white"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 text-sm font-semibold">
        <p>{notice}.</p>
        <button
          type="button"
          onClick={() => {
            dismissed = notice;
            setHidden(true);
          }}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-white/15"
        >
          <span aria-hidden="true" className="text-xl leading-none">
            ×
          </span>
          <span className="sr-only">Dismiss the notice</span>
        </button>
      </div>
    </aside>
  );
}
