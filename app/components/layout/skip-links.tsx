import type { MouseEvent } from "react";

const targets = [
  { href: "#main", label: "Skip to main content" },
  { href: "#site-nav", label: "Skip to navigation" },
  { href: "#site-footer", label: "Skip to footer" },
];

// On phones the navigation lives behind the menu button, so "Skip to
// navigation" lands on that button instead of a hidden list.
function focusTarget(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.querySelector<HTMLElement>(event.currentTarget.hash);
  const fallback = document.getElementById("mobile-menu-button");
  if (target && target.offsetParent === null && fallback) {
    event.preventDefault();
    fallback.focus();
  } else if (target) {
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  }
}

export function SkipLinks() {
  return (
    <div className="contents">
      {targets.map((target) => (
        <a
          key={target.href}
          href={target.href}
          onClick={focusTarget}
          className="sr-only z-[100] rounded bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {target.label}
        </a>
      ))}
    </div>
  );
}
