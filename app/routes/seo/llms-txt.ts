import type { Route } from "./+types/llms-txt";
import { aiFaq } from "#app/content/ai-faq.ts";
import { business, fullAddress } from "#app/content/business.ts";
import { financingOffer } from "#app/content/home.ts";
import { pageList } from "#app/content/pages.ts";
import { serviceSummaries } from "#app/content/services.ts";

// /llms.txt (https://llmstxt.org): a plain-text summary of the business for
// AI assistants, with absolute links on the configured site origin.

export function llmsText(siteOrigin: string): string {
  const link = (path: string) => siteOrigin + path;
  const lines = [
    `# ${business.name}`,
    "",
    `> ${business.description}`,
    "",
    `- Address: ${fullAddress}`,
    `- Phone: ${business.phone.display}`,
    `- Email: ${business.email}`,
    `- Hours: ${business.hours.rows.map((row) => `${row.days} ${row.time}`).join("; ")}`,
    `- Core service area: ${business.serviceArea.core.join("; ")}`,
    `- Extended service area: ${business.serviceArea.extended.join("; ")}`,
    `- In business since ${business.foundedYear} (${business.yearsInBusiness} years), ${business.projectsCompleted} projects`,
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
    ...pageList.flatMap((page) =>
      page.llms
        ? [`- [${page.llms.label}](${link(page.path)}): ${page.llms.note}`]
        : [],
    ),
    "",
    "## Quick answers",
    "",
    ...aiFaq.map((item) => `- ${item.question} ${item.answer}`),
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
