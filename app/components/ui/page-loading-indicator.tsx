// Shown while the next page's code and data load (docs/product.md, "Pages and routes").
export function PageLoadingIndicator() {
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-[60] flex justify-center pt-20"
    >
      <div className="flex items-center gap-3 rounded-full bg-white px-4 py-2 text-sm font-medium text-ink shadow-lg ring-1 ring-black/10">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        />
        Loading page...
      </div>
    </div>
  );
}
