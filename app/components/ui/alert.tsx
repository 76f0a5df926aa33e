import type { ReactNode } from "react";

// A failure the reader must see and act on: announced by screen readers as
// soon as it appears, and red-bordered so a sighted reader finds it too.
// Nothing at all when there is no failure, so a screen can write
// <Alert>{actionData?.error}</Alert>.

export function Alert({
  children,
  className = "mt-4",
}: {
  children: ReactNode;
  /** Spacing and width only; the look is the alert's. */
  className?: string;
}) {
  if (children === null || children === undefined || children === false)
    return null;
  if (children === "") return null;
  return (
    <p
      role="alert"
      className={`${className} rounded-md border-2 border-red-700 bg-white p-3 font-semibold text-red-700`}
    >
      {children}
    </p>
  );
}
