import { lazy, Suspense } from "react";
import { useToasts } from "./toast-store.ts";

// Radix Toast is loaded with the first toast, not with every page: most
// visits never show one, and the home page has a JavaScript budget. Forms
// preload it when a visitor reaches for them, and if its code cannot be
// fetched at all (the connection dropped: often the very news the toast
// brings) the messages still show, plainly.
const loadToaster = () => import("./toaster.tsx");

export function preloadToaster() {
  void loadToaster().catch(() => undefined);
}

const Toaster = lazy(() =>
  loadToaster().then(
    (module) => ({ default: module.Toaster }),
    () => ({ default: PlainToasts }),
  ),
);

function PlainToasts() {
  const toasts = useToasts().filter((toast) => toast.open);
  return (
    <ol
      aria-label="Notification"
      className="fixed right-4 bottom-4 z-[100] grid max-w-sm gap-2"
    >
      {toasts.map((toast) => (
        <li
          key={toast.id}
          role="status"
          className="rounded-md bg-white p-4 text-ink shadow-lg ring-1 ring-black/10"
        >
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p>{toast.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}

export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
