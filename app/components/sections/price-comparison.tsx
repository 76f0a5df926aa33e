import { priceComparison } from "#app/content/home.ts";
import { Heading } from "#app/components/ui/heading.tsx";

// Lakeside's own column is the last one; it is tinted so it can be found at a
// glance, and named in the header so the tint is never the only cue.
export function PriceComparison() {
  const lakesideIndex = priceComparison().columns.findIndex(
    (column) => column.id === "lakeside",
  );
  return (
    <section aria-labelledby="price-comparison-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <Heading level={2} look="section" id="price-comparison-heading">
          {priceComparison().heading}
        </Heading>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">
          {priceComparison().intro}
        </p>
        <div
          role="region"
          aria-label={`${priceComparison().heading}: comparison table, scrolls sideways on small screens`}
          // Keyboard users must be able to focus the region to scroll it
          // sideways (WCAG 2.1.1, axe "scrollable-region-focusable").
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="mt-8 overflow-x-auto rounded-lg border border-brand-100"
        >
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm sm:text-base">
            <caption className="bg-brand-50 px-4 py-3 text-left text-sm font-medium text-muted">
              {priceComparison().caption}
            </caption>
            <thead>
              <tr className="border-b-2 border-brand-100">
                <th scope="col" className="w-44 px-4 py-3 font-semibold">
                  <span className="sr-only">What is compared</span>
                </th>
                {priceComparison().columns.map((column, index) => (
                  <th
                    key={column.id}
                    scope="col"
                    className={`px-4 py-3 align-bottom font-semibold ${
                      index === lakesideIndex
                        ? "bg-brand-700 text-white"
                        : "text-brand-900"
                    }`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {priceComparison().rows.map((row) => (
                <tr key={row.id} className="border-b border-brand-100">
                  <th
                    scope="row"
                    className="px-4 py-3 align-top font-semibold text-brand-900"
                  >
                    {row.label}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td
                      key={priceComparison().columns[index]?.id ?? index}
                      className={`px-4 py-3 align-top leading-relaxed ${
                        index === lakesideIndex
                          ? "bg-brand-50 text-ink"
                          : "text-muted"
                      }`}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-6 max-w-3xl leading-relaxed font-medium text-ink">
          {priceComparison().takeaway}
        </p>
      </div>
    </section>
  );
}
