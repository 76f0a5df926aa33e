// Bytes a browser downloads for a page: the HTML, and the JavaScript and CSS
// it references, each gzip-compressed as the server sends them.
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
  const assets = [
    ...new Set(html.match(/\/assets\/[^"'\s)]+\.(js|css)/g) ?? []),
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
