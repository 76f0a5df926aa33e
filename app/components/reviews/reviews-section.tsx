import { useEffect, useRef, useState } from "react";
import { StarRating } from "#app/components/ui/star-rating.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import type { PublicReview } from "#app/models/reviews.server.ts";
import { fetchQuery } from "#app/utils/api-request.ts";

// docs/product.md, "Pages and routes" and "Constants": start loading within 100 px of the viewport, three
// skeleton cards meanwhile.
export const TESTIMONIALS_ROOT_MARGIN = "100px";
export const SKELETON_COUNT = 3;
export const TESTIMONIALS_ERROR = "Unable to load testimonials at this time.";

type State =
  | { kind: "waiting" }
  | { kind: "loading" }
  | { kind: "error" }
  | { kind: "loaded"; testimonials: PublicReview[] };

export function ReviewsSection({
  limit,
  showTitle = true,
  headingId = "testimonials-heading",
  serverReviews,
}: {
  limit?: number;
  showTitle?: boolean;
  headingId?: string;
  /** Shown to visitors without JavaScript (docs/product.md, "Bars every part clears"). */
  serverReviews?: { reviews: PublicReview[]; total: number };
}) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>({ kind: "waiting" });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState({ kind: "loading" });
        fetchQuery<PublicReview[]>(["/api", "testimonials"])
          .then((testimonials) => {
            if (cancelled) return;
            setState(
              testimonials && testimonials.length > 0
                ? { kind: "loaded", testimonials }
                : { kind: "error" },
            );
          })
          .catch(() => {
            if (!cancelled) setState({ kind: "error" });
          });
      },
      { rootMargin: TESTIMONIALS_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  const total = state.kind === "loaded" ? state.testimonials.length : 0;
  const shown =
    state.kind === "loaded"
      ? limit === undefined
        ? state.testimonials
        : state.testimonials.slice(0, limit)
      : [];

  return (
    <section
      ref={ref}
      aria-labelledby={showTitle ? headingId : undefined}
      aria-label={showTitle ? undefined : "Customer reviews"}
      // Not busy before loading starts: without JavaScript it never does.
      aria-busy={state.kind === "loading"}
      className="mx-auto max-w-6xl px-4 py-12"
    >
      {showTitle ? (
        <div className="text-center">
          <h2 id={headingId} className="text-3xl font-bold text-brand-900">
            What Our Customers Say
          </h2>
          <p className="mt-2 text-lg text-muted">
            Real reviews from satisfied customers
          </p>
        </div>
      ) : null}
      {state.kind === "error" ? (
        <p className="mt-6 text-center text-muted">{TESTIMONIALS_ERROR}</p>
      ) : state.kind === "loaded" ? (
        <ReviewList reviews={shown} total={total} limit={limit} />
      ) : (
        <>
          {/* Without JavaScript the server's reviews stand in for the lazy
              list; with it, React never parses a <noscript>'s children, so
              they cost no hydration and no mismatch. */}
          {serverReviews ? (
            <noscript>
              <ReviewList
                reviews={serverReviews.reviews}
                total={serverReviews.total}
                limit={limit}
              />
            </noscript>
          ) : null}
          <ul
            aria-hidden="true"
            className="mt-8 grid gap-6 noscript:hidden md:grid-cols-2 lg:grid-cols-3"
          >
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li
                key={index}
                data-testid="testimonial-skeleton"
                className="h-56 animate-pulse rounded-lg bg-slate-100"
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ReviewList({
  reviews,
  total,
  limit,
}: {
  reviews: PublicReview[];
  total: number;
  limit?: number;
}) {
  return (
    <>
      <ReviewCards reviews={reviews} />
      {limit !== undefined && total > limit ? (
        <>
          <p className="mt-6 text-center text-sm text-muted">
            Showing {reviews.length} of {total} reviews
          </p>
          <p className="mt-2 text-center">
            <TextLink to="/reviews" className="inline-block py-2">
              Read all {total} reviews
            </TextLink>
          </p>
        </>
      ) : null}
    </>
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
