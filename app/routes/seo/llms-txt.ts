import type { Route } from "./+types/llms-txt";
import { aiFaq } from "#app/content/ai-faq.ts";
import { business } from "#app/business/current.ts";
import { fullAddress } from "#app/business/facts.ts";
import { holidayHours } from "#app/business/exceptions.ts";
import { todayInShowroom } from "#app/utils/showroom-hours.ts";
import { financingOffer } from "#app/content/home.ts";
import { pages } from "#app/content/pages.ts";
import { serviceSummaries } from "#app/content/services.ts";

// /llms.txt (https://llmstxt.org): a plain-text summary of the business for
// AI assistants, with absolute links on the configured site origin.

// The registry's pages worth pointing an assistant at, in its order.
const keyPages = [
  { page: pages.home, label: "Home", note: "who we are and what we do" },
  { page: pages.services, label: "Services", note: "all six services" },
  { page: pages.gallery, label: "Gallery", note: "before and after projects" },
  {
    page: pages.designInspiration,
    label: "Design inspiration",
    note: "ideas and designer tips",
  },
  { page: pages.locations, label: "Locations", note: "service area" },
  { page: pages.about, label: "About", note: "our family and history" },
  { page: pages.blogs, label: "Blog", note: "local remodeling guides" },
  { page: pages.news, label: "News", note: "showroom events and community" },
  { page: pages.financing, label: "Financing", note: "loan application" },
  { page: pages.contact, label: "Contact", note: "showroom visit or quote" },
  {
    page: pages.book,
    label: "Book online",
    note: "a showroom visit or in-home estimate on a free time",
  },
  {
    page: pages.reviews,
    label: "Customer reviews",
    note: "every published review, with the review policy",
  },
  { page: pages.information, label: "Homeowner information", note: "process" },
  {
    page: pages.licensingInfo,
    label: "Licensing",
    note: "licenses, insurance",
  },
  { page: pages.aiFaq, label: "FAQ", note: "short answers" },
];

export function llmsText(siteOrigin: string): string {
  const link = (path: string) => siteOrigin + path;
  const lines = [
    `# ${business().name}`,
    "",
    `> ${business().description}`,
    "",
    `- Address: ${fullAddress(business())}`,
    `- Phone: ${business().phone.display}`,
    `- Email: ${business().email}`,
    `- Hours (New York time): ${business()
      .hours.rows.map((row) => `${row.days} ${row.time}`)
      .join("; ")}`,
    ...holidayHours(business(), todayInShowroom()).map(
      (line) => `- Holiday hours: ${line}`,
    ),
    `- Core service area: ${business().serviceArea.core.join("; ")}`,
    `- Extended service area: ${business().serviceArea.extended.join("; ")}`,
    `- In business since ${business().foundedYear} (${business().yearsInBusiness} years), ${business().projectsCompleted} projects`,
    `- Financing: ${financingOffer.headline}. ${financingOffer.disclaimer}`,
    "",
    "## Services",
    "",
    ...serviceSummaries.map(
      (service) =>
        `- [${service.title}](${link(service.href)}): ${service.shortDescription}`,
    ),
    "",
    "## Key pages",
    "",
    ...keyPages.map(
      ({ page, label, note }) => `- [${label}](${link(page.path)}): ${note}`,
    ),
    "",
    "## Quick answers",
    "",
    ...aiFaq().map((item) => `- ${item.question} ${item.answer}`),
    "",
  ];
  return lines.join("\n");
}

export function loader({ context }: Route.LoaderArgs) {
  return new Response(llmsText(context.siteOrigin), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
