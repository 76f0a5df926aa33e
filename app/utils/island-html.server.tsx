import type { ReactElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { IslandHtml } from "#app/components/ui/server-island.tsx";

// A server island's section (ADR 0012) is the same HTML for everyone who
// sees the same content: the footer's directory on every page, a town's
// static sections on its page. Its HTML is rendered on its own once per
// content version and written into each page as is, so a page the page
// cache does not hold (a crawler's walk, a new version) renders only what
// differs (ADR 0026). The browser never hydrates inside an island, so the
// HTML only has to read the same as the section rendered in place (it lacks
// only the Suspense boundary's comment markers).

// Each island is rendered as a tree of its own, so its useId values get the
// island's prefix: two islands on one page never share an id.
async function renderSection(
  island: string,
  section: ReactElement,
  location: string,
) {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={location}>{section}</StaticRouter>,
    { identifierPrefix: `${island}-` },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The island renderer for one request to `url`; `keep` keeps a rendered
 * section under its key (the entry passes `keptByContentVersion`).
 */
export function islandHtmlFor(
  url: string,
  keep: (key: string, render: () => Promise<string>) => Promise<string>,
): IslandHtml {
  const { pathname, search } = new URL(url);
  const location = pathname + search;
  return (island, propsKey, section, dependsOnLocation) =>
    keep(
      `island ${island} ${propsKey}${dependsOnLocation ? ` at ${location}` : ""}`,
      () => renderSection(island, section(), location),
    );
}
