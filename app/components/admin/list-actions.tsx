import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** One change to one item of an admin list, posted to the list's action. */
export function ChangeButton({
  intent,
  id,
  returnTo,
  children,
  item,
}: {
  intent: string;
  id: number;
  /** The list's search and page, to come back to. */
  returnTo: string;
  /** The visible words: "Move up". */
  children: React.ReactNode;
  /**
   * What it acts on, added for a screen reader after the visible words
   * ("Move up Galley Kitchen": browsers put a space before visually hidden
   * text), so the name a voice-control user sees and says is the start of
   * the button's name (WCAG 2.5.3).
   */
  item: string;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button type="submit" tone="outline" size="small">
        {children}
        <span className="sr-only">{item}</span>
      </Button>
    </Form>
  );
}

/** Delete, asked first in a disclosure: with JavaScript or without. */
export function ConfirmDelete({
  id,
  name,
  returnTo,
  consequence,
  intent = "delete",
  fields = {},
}: {
  id: number | string;
  name: string;
  returnTo: string;
  consequence: string;
  intent?: string;
  /** More hidden fields the action needs to find the item. */
  fields?: Record<string, string>;
}) {
  return (
    <details>
      <summary className="inline-flex min-h-9 cursor-pointer items-center rounded-md border border-red-700 px-3 text-sm font-semibold text-red-700 hover:bg-red-50">
        Delete<span className="sr-only"> {name}</span>…
      </summary>
      <div className="mt-2 rounded-md border border-red-700 bg-white p-3 text-sm">
        <p>
          Delete “{name}” for good? {consequence}
        </p>
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          {Object.entries(fields).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
          <button
            type="submit"
            className="min-h-9 rounded-md bg-red-700 px-3 font-semibold text-white hover:bg-red-800"
          >
            Yes, delete “{name}”
          </button>
        </Form>
      </div>
    </details>
  );
}
