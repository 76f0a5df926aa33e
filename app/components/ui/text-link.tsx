import { Link } from "react-router";

// Links inside copy: underlined, in the brand colour (WCAG AA on white and
// on brand-50). `strong` is for links that stand on their own line; `plain`
// leaves the look to the caller (a whole card that is a link).
const TONES = {
  strong: "font-semibold text-brand-700 underline hover:text-brand-900",
  inline: "text-brand-700 underline hover:text-brand-900",
  plain: "",
} as const;

export function textLinkClass(
  tone: keyof typeof TONES = "strong",
  className?: string,
): string {
  return [className, TONES[tone]].filter(Boolean).join(" ");
}

/** A site path renders as a router link; anything else (tel:, #id, https:) as a plain link. */
export function TextLink({
  to,
  tone,
  className,
  children,
  ...props
}: {
  to: string;
  tone?: keyof typeof TONES;
  /** Layout only (margins, display, gap). */
  className?: string;
  children: React.ReactNode;
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className">) {
  const look = textLinkClass(tone, className);
  return to.startsWith("/") && !to.startsWith("//") ? (
    <Link to={to} className={look} {...props}>
      {children}
    </Link>
  ) : (
    <a href={to} className={look} {...props}>
      {children}
    </a>
  );
}
