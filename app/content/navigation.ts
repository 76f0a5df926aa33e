export interface NavItem {
  href: string;
  label: string;
}

// SPEC section 2, in order.
export const mainNavigation: NavItem[] = [
  { href: "/", label: "Home" },
  { href: "/services", label: "Services" },
  { href: "/education", label: "Education" },
  { href: "/gallery", label: "Gallery" },
  { href: "/design-inspiration", label: "Inspiration" },
  { href: "/locations", label: "Locations" },
  { href: "/about", label: "About" },
  { href: "/blogs", label: "Blog" },
  { href: "/news", label: "News" },
  { href: "/financing", label: "Financing" },
  { href: "/contact", label: "Contact" },
];

export const footerLinks: NavItem[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About Us" },
  { href: "/gallery", label: "Gallery" },
  { href: "/locations", label: "Service Areas" },
  { href: "/financing", label: "Financing" },
  { href: "/contact", label: "Contact" },
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms of Service" },
  { href: "/admin/email-marketing", label: "Admin" },
];
