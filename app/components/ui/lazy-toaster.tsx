import { lazy, Suspense } from "react";
import { useToasts } from "./toast-store.ts";

export { toast } from "./toast-store.ts";

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
  return (
    <div role="status" className="fixed right-4 bottom-4 z-[100] bg-white p-4">
      {useToasts()
        .filter((toast) => toast.open)
        .map((toast) => (
          <p key={toast.id}>
            <strong>{toast.title}</strong> <span>{toast.description}</span>
          </p>
        ))}
    </div>
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
