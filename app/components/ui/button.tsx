import { SiteLink, type SiteLinkProps } from "./text-link.tsx";

// The site's buttons and button-shaped links, in one place. Every tone
// meets WCAG AA contrast and every size keeps a 44 px touch target except
// `small`, which is for dense admin tables.
const BASE =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold disabled:opacity-70";

const TONES = {
  /** The main action of a section: visit, quote, apply, send. */
  accent: "bg-accent-700 text-white hover:bg-accent-600",
  /** A strong action beside or instead of the accent one. */
  brand: "bg-brand-700 text-white hover:bg-brand-800",
  /** A secondary action on a light background. */
  outline: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  /** A strong secondary action on a dark background. */
  light: "bg-white text-brand-900 hover:bg-brand-100",
  /** A secondary action on a dark background. */
  "outline-light":
    "border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white",
} as const;

const SIZES = {
  regular: "min-h-11 px-5 py-3 text-base",
  small: "min-h-9 px-3 py-1 text-sm",
} as const;

export type ButtonTone = keyof typeof TONES;
export type ButtonSize = keyof typeof SIZES;

interface Look {
  tone?: ButtonTone;
  size?: ButtonSize;
  /** Layout only (margins, width): never colours or padding. */
  className?: string;
}

export function buttonClass({
  tone = "accent",
  size = "regular",
  className,
}: Look = {}): string {
  return [BASE, SIZES[size], TONES[tone], className].filter(Boolean).join(" ");
}

export function Button({
  tone,
  size,
  className,
  type = "button",
  ...props
}: Look & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={buttonClass({ tone, size, className })}
      {...props}
    />
  );
}

/** A link that looks like a button: a router link for site paths. */
export function ButtonLink({
  tone,
  size,
  className,
  ...props
}: Look & Omit<SiteLinkProps, "className">) {
  return (
    <SiteLink className={buttonClass({ tone, size, className })} {...props} />
  );
}
