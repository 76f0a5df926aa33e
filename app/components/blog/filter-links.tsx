import { Link } from "react-router";

export interface FilterOption {
  href: string;
  label: string;
  active: boolean;
}

/** Filters as plain links, so they work without JavaScript and can be shared. */
export function FilterLinks({
  label,
  options,
}: {
  label: string;
  options: FilterOption[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.href}>
            <Link
              to={option.href}
              preventScrollReset
              aria-current={option.active ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1 ${
                option.active
                  ? "bg-brand-800 text-white ring-brand-800"
                  : "bg-white text-brand-800 ring-brand-700/40 hover:bg-brand-50"
              }`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
