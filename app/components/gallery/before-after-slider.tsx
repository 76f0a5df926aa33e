import { ChevronsLeftRight } from "lucide-react";
import { useState } from "react";
import { Picture } from "#app/components/ui/picture.tsx";
import { useHydrated } from "#app/utils/use-hydrated.ts";

/** Share of the after photo shown before anyone moves the slider. */
export const DEFAULT_REVEAL = 50;

// The invisible range's thumb: a 44 px touch target as tall as the photo.
// The range is wider than the photo by the thumb's width, so the thumb's
// centre, the divider and the clip edge line up at every value.
const THUMB = "2.75rem";

/**
 * Two stacked photos of one project: the after photo on top, clipped to the
 * share chosen with a native range input (arrow keys, Home/End, Page
 * Up/Down, pointer and touch). The range is stretched invisibly over the
 * photos; without JavaScript the photos show half and half.
 */
export function BeforeAfterSlider({
  title,
  beforeUrl,
  afterUrl,
  sizes,
  priority = false,
}: {
  title: string;
  beforeUrl: string;
  afterUrl: string;
  sizes: string;
  priority?: boolean;
}) {
  const hydrated = useHydrated();
  const [reveal, setReveal] = useState(DEFAULT_REVEAL);
  const edge = `${reveal}%`;

  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-200 select-none has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-600 has-[input:focus-visible]:outline-solid">
      <Picture
        src={beforeUrl}
        alt={`${title}, before`}
        sizes={sizes}
        priority={priority}
        className="absolute inset-0 block size-full object-cover"
      />
      <div
        data-slider-after=""
        className="absolute inset-0"
        style={{ clipPath: `inset(0 ${100 - reveal}% 0 0)` }}
      >
        <Picture
          src={afterUrl}
          alt={`${title}, after`}
          sizes={sizes}
          priority={priority}
          className="absolute inset-0 block size-full object-cover"
        />
      </div>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-3 left-3 rounded bg-brand-900/85 px-2 py-1 text-xs font-semibold tracking-wide text-white uppercase"
      >
        After
      </span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-3 right-3 rounded bg-white/90 px-2 py-1 text-xs font-semibold tracking-wide text-brand-900 uppercase"
      >
        Before
      </span>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(15_45_67/0.35)]"
        style={{ left: edge }}
      >
        <span className="absolute top-1/2 left-1/2 flex size-10 -translate-1/2 items-center justify-center rounded-full bg-white text-brand-900 shadow-md ring-1 ring-brand-900/30">
          <ChevronsLeftRight className="size-5" />
        </span>
      </div>
      {hydrated ? (
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={reveal}
          onChange={(event) => setReveal(Number(event.currentTarget.value))}
          aria-label={`Reveal the after photo of ${title}`}
          aria-valuetext={`${reveal}% after`}
          className="absolute inset-y-0 m-0 h-full cursor-ew-resize touch-pan-y appearance-none bg-transparent opacity-0 [&::-moz-range-thumb]:h-full [&::-moz-range-thumb]:w-(--thumb) [&::-moz-range-thumb]:border-0 [&::-moz-range-track]:h-full [&::-webkit-slider-runnable-track]:h-full [&::-webkit-slider-thumb]:h-full [&::-webkit-slider-thumb]:w-(--thumb) [&::-webkit-slider-thumb]:appearance-none"
          style={
            {
              "--thumb": THUMB,
              left: `calc(${THUMB} / -2)`,
              width: `calc(100% + ${THUMB})`,
            } as React.CSSProperties
          }
        />
      ) : null}
    </div>
  );
}
