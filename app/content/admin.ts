// The admin's screens, in the order the navigation shows them. `end`: not
// highlighted on the screens below it that have an entry of their own.
export const adminNavigation: ReadonlyArray<{
  href: string;
  label: string;
  end?: boolean;
}> = [
  { href: "/admin", label: "Dashboard", end: true },
  { href: "/admin/gallery", label: "Gallery" },
  { href: "/admin/reviews", label: "Reviews" },
  { href: "/admin/inspiration", label: "Inspiration" },
  { href: "/admin/blog", label: "Blog and news" },
  { href: "/admin/locations", label: "Location pages" },
  { href: "/admin/towns", label: "Towns" },
  { href: "/admin/services", label: "Services" },
  { href: "/admin/booking", label: "Bookings" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/business", label: "Business details" },
  { href: "/admin/email-marketing", label: "Email marketing", end: true },
  { href: "/admin/email-marketing/campaigns", label: "Campaigns" },
  { href: "/admin/accounts", label: "Accounts" },
];
