import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** A list's search box: a GET form, so results have a URL and Back works. */
export function AdminSearch({
  label,
  placeholder,
  value,
  total,
  noun,
}: {
  label: string;
  placeholder: string;
  value: string;
  total: number;
  noun: [string, string];
}) {
  return (
    <Form
      method="get"
      role="search"
      className="mt-6 flex flex-wrap items-end gap-3"
    >
      <div className="grow sm:max-w-md">
        <label htmlFor="admin-search" className="block font-semibold">
          {label}
        </label>
        <input
          id="admin-search"
          type="search"
          name="q"
          defaultValue={value}
          placeholder={placeholder}
          maxLength={100}
          className="mt-1 block min-h-11 w-full rounded-md border border-black/40 bg-white px-3 py-2"
        />
      </div>
      <Button type="submit" tone="outline">
        Search
      </Button>
      <p role="status" className="w-full text-sm text-muted">
        {value
          ? `${total} ${total === 1 ? noun[0] : noun[1]} match “${value}”.`
          : `${total} ${total === 1 ? noun[0] : noun[1]}.`}
      </p>
    </Form>
  );
}
