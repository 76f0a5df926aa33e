// sitemaps.org 0.9: a urlset while everything fits in one file, otherwise a
// sitemap index pointing at numbered child sitemaps.
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date | null;
  changefreq?: string | null;
  /** 0.0 to 1.0 */
  priority?: number | null;
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(value: string) {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

function urlElement(entry: SitemapEntry): string {
  const parts = [`<loc>${escapeXml(entry.loc)}</loc>`];
  if (entry.lastmod)
    parts.push(`<lastmod>${entry.lastmod.toISOString()}</lastmod>`);
  if (entry.changefreq)
    parts.push(`<changefreq>${escapeXml(entry.changefreq)}</changefreq>`);
  if (entry.priority !== undefined && entry.priority !== null) {
    parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
  }
  return `<url>${parts.join("")}</url>`;
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = "</urlset>\n";

/**
 * Splits entries into child sitemaps that each respect both limits. One
 * chunk means the site needs no index.
 */
export function chunkSitemap(
  entries: SitemapEntry[],
  limits = { maxUrls: SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES },
): string[][] {
  const overhead =
    Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const chunks: string[][] = [];
  let current: string[] = [];
  let bytes = overhead;
  for (const entry of entries) {
    const element = urlElement(entry) + "\n";
    const size = Buffer.byteLength(element);
    if (
      current.length > 0 &&
      (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)
    ) {
      chunks.push(current);
      current = [];
      bytes = overhead;
    }
    current.push(element);
    bytes += size;
  }
  chunks.push(current);
  return chunks;
}

export function urlsetXml(elements: string[]): string {
  return URLSET_OPEN + elements.join("") + URLSET_CLOSE;
}

export function sitemapIndexXml(
  siteUrl: string,
  count: number,
  lastmod = new Date(),
): string {
  const items = Array.from(
    { length: count },
    (_, index) =>
      `<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${index + 1}.xml`)}</loc><lastmod>${lastmod.toISOString()}</lastmod></sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("")}</sitemapindex>\n`;
}
