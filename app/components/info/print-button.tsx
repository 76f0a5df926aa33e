import { Printer } from "lucide-react";

/**
 * Opens the browser's print dialog. While printing, the site header, footer
 * and floating buttons (every child of <body> except <main>) are hidden by
 * the print-only rule on this button, so only the guide is printed.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-100 print:hidden print:[body:has(&)>:not(main)]:hidden"
    >
      <Printer aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}
