import { Link } from "react-router";

export type SiteLinkProps = { to: string; children: React.ReactNode } & Omit<
  React.AnchorHTMLAttributes<HTMLAnchorElement>,
  "href"
>;

/**
 * A site path renders as a router link (prefetch, client navigation);
 * anything else (tel:, sms:, #id, https:, //host) and a file to download
 * as a plain link.
 */
export function SiteLink({ to, children, ...props }: SiteLinkProps) {
  return to.startsWith("/") &&
    !to.startsWith("//") &&
    props.download === undefined ? (
    <Link to={to} {...props}>
      {children}
    </Link>
  ) : (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

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

/** A link in copy; a site path renders as a router link. */
export function TextLink({
  tone,
  className,
  ...props
}: {
  tone?: keyof typeof TONES;
  /** Layout only (margins, display, gap). */
  className?: string;
} & Omit<SiteLinkProps, "className">) {
  return <SiteLink className={textLinkClass(tone, className)} {...props} />;
}
