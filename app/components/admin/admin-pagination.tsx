import { TextLink } from "#app/components/ui/text-link.tsx";

function pageHref(path: string, page: number, search: string) {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Previous and next links under a list, with where the owner is. */
export function AdminPagination({
  path,
  page,
  pageCount,
  search,
}: {
  /** The list's own path, such as /admin/gallery. */
  path: string;
  page: number;
  pageCount: number;
  search: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center gap-6">
      {page > 1 ? (
        <TextLink
          to={pageHref(path, page - 1, search)}
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
          to={pageHref(path, page + 1, search)}
          className="inline-block py-3"
        >
          Next page
        </TextLink>
      ) : null}
    </nav>
  );
}
