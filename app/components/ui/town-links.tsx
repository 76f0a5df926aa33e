import { Link } from "react-router";

interface County {
  slug: string;
  cities: ReadonlyArray<{ slug: string; name: string }>;
}

/** The towns of one county, each linking to its near-me page. */
export function TownLinks({ county }: { county: County }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {county.cities.map((city) => (
        <li key={city.slug}>
          <Link
            to={`/near-me/${county.slug}/${city.slug}`}
            className="inline-block rounded border border-brand-600 px-3 py-1.5 text-brand-700 hover:bg-brand-50"
          >
            {city.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
