// The admin's screens, in the order the navigation shows them.
export const adminNavigation = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/gallery", label: "Gallery" },
  { href: "/admin/reviews", label: "Reviews" },
  { href: "/admin/inspiration", label: "Inspiration" },
  { href: "/admin/blog", label: "Blog and news" },
  { href: "/admin/locations", label: "Location pages" },
  { href: "/admin/towns", label: "Towns" },
  { href: "/admin/services", label: "Services" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/email-marketing", label: "Email marketing" },
  { href: "/admin/accounts", label: "Accounts" },
] as const;
