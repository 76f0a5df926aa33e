import { Star } from "lucide-react";

export const STAR_SCALE = 5;

export function StarRating({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(STAR_SCALE, Math.round(rating)));
  return (
    <span
      role="img"
      aria-label={`${value} out of ${STAR_SCALE} stars`}
      className="flex gap-0.5"
    >
      {Array.from({ length: STAR_SCALE }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`size-5 ${index < value ? "fill-amber-500 text-amber-600" : "fill-none text-slate-400"}`}
        />
      ))}
    </span>
  );
}
