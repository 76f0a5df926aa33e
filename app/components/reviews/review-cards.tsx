import { useId } from "react";
import type { PublicReview } from "#app/models/reviews.server.ts";

// The stars and the review cards share a module, so the pages that list
// reviews (the home page's section, /reviews, a service page) load one file
// for both: the home page's JavaScript is at its budget (page-weight test).

export const STAR_SCALE = 5;

// lucide's "star" outline (ISC licence). Drawn once per rating and reused
// by each star: five separate icons cost about 3 KB of HTML per review, and
// the home page shows a dozen reviews.
const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
// A 24-unit star and a 2.4-unit gap: 20 px stars 2 px apart at h-5.
const STAR = 24;
const GAP = 2.4;

export function StarRating({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(STAR_SCALE, Math.round(rating)));
  // useId's punctuation is not safe in a URL fragment.
  const id = `star-${useId().replace(/[^\w-]/g, "")}`;
  return (
    <svg
      role="img"
      aria-label={`${value} out of ${STAR_SCALE} stars`}
      viewBox={`0 0 ${STAR_SCALE * STAR + (STAR_SCALE - 1) * GAP} ${STAR}`}
      className="h-5 w-27"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <defs>
        <path id={id} d={STAR_PATH} />
      </defs>
      {Array.from({ length: STAR_SCALE }, (_, index) => (
        <use
          key={index}
          href={`#${id}`}
          x={index * (STAR + GAP)}
          className={
            index < value
              ? "fill-amber-500 text-amber-600"
              : "fill-none text-slate-400"
          }
        />
      ))}
    </svg>
  );
}

/** Review cards: the stars, the words, who and where, and any disclosure. */
export function ReviewCards({ reviews }: { reviews: PublicReview[] }) {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((testimonial) => (
        <li
          key={testimonial.id}
          className="flex flex-col rounded-lg border border-black/10 bg-white p-6 shadow-sm"
        >
          <StarRating rating={testimonial.rating} />
          {testimonial.photoUrl ? (
            <img
              src={testimonial.photoUrl}
              alt={`The finished project, photographed by ${testimonial.customerName}`}
              width={800}
              height={600}
              loading="lazy"
              decoding="async"
              className="mt-4 aspect-[4/3] w-full rounded-md object-cover"
            />
          ) : null}
          <blockquote className="mt-4 grow text-ink">
            <p>“{testimonial.reviewText}”</p>
          </blockquote>
          <p className="mt-4 font-semibold">{testimonial.customerName}</p>
          <p className="text-sm text-muted">
            {[
              testimonial.serviceType,
              testimonial.location,
              testimonial.projectDate,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
          {testimonial.disclosure ? (
            <p className="mt-2 text-sm font-medium text-ink">
              Disclosure: {testimonial.disclosure}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
