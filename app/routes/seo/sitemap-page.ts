import type { Route } from "./+types/sitemap-page";
import { listSitemapEntries } from "#app/models/sitemap.server.ts";
import { chunkSitemap, urlsetXml } from "#app/utils/sitemap.ts";

// GET /sitemaps/<n>.xml: one child of the sitemap index.
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(params.page);
  const chunks = chunkSitemap(await listSitemapEntries(context.siteOrigin));
  const chunk =
    match && chunks.length > 1 ? chunks[Number(match[1]) - 1] : undefined;
  if (!chunk) throw new Response("Not found", { status: 404 });
  return new Response(urlsetXml(chunk), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
