import {
  countertopCaption,
  countertopMaterials,
} from "#app/content/education.ts";

const columns = [
  { key: "heat", label: "Heat" },
  { key: "stains", label: "Stains & sealing" },
  { key: "scratches", label: "Scratches" },
  { key: "upkeep", label: "Upkeep" },
  { key: "cost", label: "Relative cost" },
  { key: "bestFor", label: "Best for" },
] as const;

export function CountertopTable() {
  return (
    <div
      role="region"
      aria-label="Countertop materials compared: table, scrolls sideways on small screens"
      // Keyboard users must be able to focus the region to scroll it
      // sideways (WCAG 2.1.1, axe "scrollable-region-focusable").
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-lg border border-brand-100"
    >
      <table className="w-full min-w-[52rem] border-collapse text-left text-sm sm:text-base">
        <caption className="bg-brand-50 px-4 py-3 text-left text-sm font-medium text-muted">
          {countertopCaption}
        </caption>
        <thead>
          <tr className="border-b-2 border-brand-100">
            <th scope="col" className="px-4 py-3 font-semibold text-brand-900">
              Material
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className="px-4 py-3 font-semibold text-brand-900"
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {countertopMaterials.map((material) => (
            <tr key={material.id} className="border-b border-brand-100">
              <th
                scope="row"
                className="px-4 py-3 align-top font-semibold text-brand-900"
              >
                {material.name}
              </th>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className="px-4 py-3 align-top leading-relaxed text-ink"
                >
                  {material[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
