// The controls of an admin list's GET filter form (leads, location pages).
export const filterControlClass =
  "mt-1 block min-h-11 w-full rounded-md border border-black/40 bg-white px-3 py-2";

/** A labelled select that sends `name` with the list's filter. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  /** [value, label] pairs; "" is the choice that filters nothing. */
  options: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className={filterControlClass}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
