import { Link } from "react-router";

/** Links to the same service in the nearest other towns we serve. */
export function NearbyTowns({
  heading,
  serviceName,
  pages,
}: {
  heading: string;
  serviceName: string;
  pages: ReadonlyArray<{
    url: string;
    cityName: string;
    state: string;
    miles: number;
  }>;
}) {
  if (pages.length === 0) return null;
  return (
    <nav
      aria-labelledby="nearby-heading"
      className="mx-auto max-w-5xl px-4 py-12"
    >
      <h2 id="nearby-heading" className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {pages.map((page) => (
          <li key={page.url}>
            <Link
              to={page.url}
              className="flex min-h-11 items-center justify-between rounded-lg border border-black/10 px-4 py-3 hover:bg-brand-50"
            >
              <span className="font-semibold text-brand-700">
                {page.cityName} {serviceName.toLowerCase()}
              </span>
              <span className="text-muted">{page.miles} mi</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
