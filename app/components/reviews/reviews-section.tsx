import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ReviewCards } from "./review-cards.tsx";
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
  | { kind: "loaded"; reviews: PublicReview[] };

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
          .then((reviews) => {
            if (cancelled) return;
            setState(
              reviews && reviews.length > 0
                ? { kind: "loaded", reviews }
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

  const total = state.kind === "loaded" ? state.reviews.length : 0;
  const shown =
    state.kind === "loaded"
      ? limit === undefined
        ? state.reviews
        : state.reviews.slice(0, limit)
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
            {/* TextLink's look without its module: one more file on the
                home page, whose JavaScript is at its budget. */}
            <Link
              to="/reviews"
              className="inline-block py-2 font-semibold text-brand-700 underline hover:text-brand-900"
            >
              Read all {total} reviews
            </Link>
          </p>
        </>
      ) : null}
    </>
  );
}
