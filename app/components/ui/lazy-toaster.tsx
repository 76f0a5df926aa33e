import { lazy, Suspense } from "react";
import { useToasts } from "./toast-store.ts";

// Radix Toast is loaded with the first toast, not with every page: most
// visits never show one, and the home page has a JavaScript budget.
const Toaster = lazy(() =>
  import("./toaster.tsx").then((module) => ({ default: module.Toaster })),
);

export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
