import { CalendarCheck, FileText, Phone } from "lucide-react";
import { Link } from "react-router";
import { business, telHref } from "#app/content/business.ts";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-3 text-base font-semibold";

const tones = {
  light: {
    primary: "bg-accent-700 text-white hover:bg-accent-600",
    secondary:
      "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  },
  dark: {
    primary:
      "bg-accent-700 text-white hover:bg-accent-600 focus-visible:outline-white",
    secondary:
      "border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white",
  },
} as const;

/** Showroom visit, quote and call: the three ways to start a project. */
export function CtaButtons({
  tone = "light",
  className = "",
}: {
  tone?: keyof typeof tones;
  className?: string;
}) {
  const style = tones[tone];
  return (
    <div className={`grid gap-3 sm:flex sm:flex-wrap ${className}`}>
      <Link to="/contact" className={`${base} ${style.primary}`}>
        <CalendarCheck aria-hidden="true" className="size-5" />
        Schedule a showroom visit
      </Link>
      <Link to="/contact" className={`${base} ${style.secondary}`}>
        <FileText aria-hidden="true" className="size-5" />
        Request a free quote
      </Link>
      <a href={telHref} className={`${base} ${style.secondary}`}>
        <Phone aria-hidden="true" className="size-5" />
        Call {business.phone.display}
      </a>
    </div>
  );
}
