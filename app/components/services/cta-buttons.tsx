import { CalendarCheck, CalendarClock, FileText, Phone } from "lucide-react";
import { business } from "#app/business/current.ts";
import { telHref } from "#app/business/facts.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";

// The dark tone sits on brand-900: white focus rings stay visible there
// (the outline-light tone has its own).
const tones = {
  light: { primary: "accent", secondary: "outline", focus: undefined },
  dark: {
    primary: "accent",
    secondary: "outline-light",
    focus: "focus-visible:outline-white",
  },
} as const;

/** Showroom visit, quote, call or a free time booked online: the ways to start a project. */
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
      <ButtonLink to="/contact" tone={style.primary} className={style.focus}>
        <CalendarCheck aria-hidden="true" className="size-5" />
        Schedule a showroom visit
      </ButtonLink>
      <ButtonLink to="/contact" tone={style.secondary}>
        <FileText aria-hidden="true" className="size-5" />
        Request a free quote
      </ButtonLink>
      <ButtonLink to={telHref(business())} tone={style.secondary}>
        <Phone aria-hidden="true" className="size-5" />
        Call {business().phone.display}
      </ButtonLink>
      <ButtonLink to="/book" tone={style.secondary}>
        <CalendarClock aria-hidden="true" className="size-5" />
        Book online
      </ButtonLink>
    </div>
  );
}
