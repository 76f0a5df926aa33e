import { TextLink } from "#app/components/ui/text-link.tsx";

/** A list's search and page as a query string ("" for the first page). */
export function listQuery(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Previous and next links under a list, with where the owner is. */
export function AdminPagination({
  path,
  page,
  pageCount,
  search = "",
  queryFor = (target) => listQuery(search, target),
}: {
  /** The list's own path, such as /admin/gallery. */
  path: string;
  page: number;
  pageCount: number;
  search?: string;
  /** The query string of another page, for lists with more than a search. */
  queryFor?: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center gap-6">
      {page > 1 ? (
        <TextLink
          to={`${path}${queryFor(page - 1)}`}
          className="inline-block py-3"
        >
          Previous page
        </TextLink>
      ) : null}
      <span className="text-muted">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <TextLink
          to={`${path}${queryFor(page + 1)}`}
          className="inline-block py-3"
        >
          Next page
        </TextLink>
      ) : null}
    </nav>
  );
}
