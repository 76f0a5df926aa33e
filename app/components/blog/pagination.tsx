import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { pageWindow } from "#app/blog/posts.ts";

const linkStyle =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-3 py-2 font-semibold ring-1";

/**
 * Page links for a long list: previous, each page and next, as links with
 * rel="prev"/"next", the current page marked for screen readers.
 */
export function Pagination({
  page,
  pages,
  hrefFor,
  label = "Pages",
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-12">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              to={hrefFor(page - 1)}
              rel="prev"
              className={`${linkStyle} bg-white text-brand-800 ring-brand-700/40 hover:bg-brand-50`}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={hrefFor(number)}
                aria-current={number === page ? "page" : undefined}
                className={`${linkStyle} ${
                  number === page
                    ? "bg-brand-800 text-white ring-brand-800"
                    : "bg-white text-brand-800 ring-brand-700/40 hover:bg-brand-50"
                }`}
              >
                <span className="sr-only">Page </span>
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link
              to={hrefFor(page + 1)}
              rel="next"
              className={`${linkStyle} bg-white text-brand-800 ring-brand-700/40 hover:bg-brand-50`}
            >
              Next<span className="sr-only"> page</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
