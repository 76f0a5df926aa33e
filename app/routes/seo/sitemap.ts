import type { Route } from "./+types/sitemap";
import { listSitemapEntries } from "#app/models/sitemap.server.ts";
import {
  chunkSitemap,
  sitemapIndexXml,
  urlsetXml,
} from "#app/utils/sitemap.ts";

const headers = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

// GET /sitemap.xml: every published URL, or an index of child sitemaps
// once the site passes the sitemaps.org limits.
export async function loader({ context }: Route.LoaderArgs) {
  const chunks = chunkSitemap(await listSitemapEntries(context.siteOrigin));
  const body =
    chunks.length === 1
      ? urlsetXml(chunks[0]!)
      : sitemapIndexXml(context.siteOrigin, chunks.length);
  return new Response(body, { headers });
}
