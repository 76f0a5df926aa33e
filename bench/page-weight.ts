// Bytes a browser downloads for a page: the HTML, and the JavaScript and CSS
// it loads up front (module preloads, scripts, module imports in inline
// scripts, stylesheets, and the modules the page adds once it has painted:
// app/utils/hydrate-after-paint.server.ts), each gzip-compressed as the
// server sends them. The
// route manifest's URL also appears in the HTML, but only as data: the
// browser does not fetch it. Code loaded later (on idle, on interaction or
// on a client navigation) is not counted.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export interface PageWeight {
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
}

const gzipSize = (data: Buffer | string) =>
  zlib.gzipSync(data, { level: 9 }).length;

export async function measurePageWeight(
  url: string,
  clientDir = "build/client",
): Promise<PageWeight> {
  const html = await (await fetch(url)).text();
  const loaded =
    /(?:<link[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="|<script[^>]*\bsrc="|\bfrom "|\bimport\("|[[,]")(\/assets\/[^"]+\.(?:js|css))"/g;
  const assets = [
    ...new Set(Array.from(html.matchAll(loaded), (match) => match[1]!)),
  ];
  let jsGzip = 0;
  let cssGzip = 0;
  let jsFiles = 0;
  for (const asset of assets) {
    const size = gzipSize(fs.readFileSync(path.join(clientDir, asset)));
    if (asset.endsWith(".js")) {
      jsGzip += size;
      jsFiles++;
    } else {
      cssGzip += size;
    }
  }
  return { htmlGzip: gzipSize(html), jsGzip, cssGzip, jsFiles };
}
