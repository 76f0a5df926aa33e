import { Printer } from "lucide-react";
import { useHydrated } from "#app/utils/use-hydrated.ts";

/**
 * Opens the browser's print dialog. While printing, the site header, footer
 * and floating buttons (every child of <body> except <main>) are hidden by
 * the print-only rule on this button, so only the guide is printed. It needs
 * JavaScript: disabled until the page has hydrated, and not shown without
 * scripting (the browser's own Print still works).
 */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-5 py-3 font-semibold text-brand-800 noscript:hidden hover:bg-brand-100 disabled:cursor-wait disabled:opacity-70 print:hidden print:[body:has(&)>:not(main)]:hidden"
    >
      <Printer aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}
