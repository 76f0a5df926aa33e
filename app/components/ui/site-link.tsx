import { Link } from "react-router";

export type SiteLinkProps = { to: string; children: React.ReactNode } & Omit<
  React.AnchorHTMLAttributes<HTMLAnchorElement>,
  "href"
>;

/**
 * A site path renders as a router link (prefetch, client navigation);
 * anything else (tel:, sms:, #id, https:, //host) as a plain link.
 */
export function SiteLink({ to, children, ...props }: SiteLinkProps) {
  return to.startsWith("/") && !to.startsWith("//") ? (
    <Link to={to} {...props}>
      {children}
    </Link>
  ) : (
    <a href={to} {...props}>
      {children}
    </a>
  );
}
