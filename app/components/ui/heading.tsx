import type { ReactNode } from "react";

// The site's headings, by what they head rather than by their level: a
// page's title, a section of a public page, a panel of an admin screen.
// The level follows the outline; the look follows the role.
const looks = {
  page: "text-3xl font-bold text-brand-900",
  section: "text-2xl font-bold text-brand-900 sm:text-3xl",
  panel: "text-xl font-bold text-brand-900",
} as const;

export function Heading({
  level,
  look,
  id,
  className,
  children,
}: {
  level: 1 | 2 | 3;
  look: keyof typeof looks;
  /** For the section's aria-labelledby. */
  id?: string;
  /** Spacing only. */
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      id={id}
      className={className ? `${className} ${looks[look]}` : looks[look]}
    >
      {children}
    </Tag>
  );
}
