import crypto from "node:crypto";

// The documents are bytes read as latin1 (hydrate-after-paint.server.ts),
// so this hashes the code's UTF-8 bytes, as the browser does.
const sha256 = (bytes: string) =>
  crypto.createHash("sha256").update(bytes, "latin1").digest("base64");

/**
 * Turns a page rendered with `nonce` into one that needs none: the nonce
 * leaves every tag, and the CSP lists instead the SHA-256 hashes of the
 * inline scripts and styles that carried it. Only those: code that reached
 * the HTML any other way (content that slipped past the sanitiser) had no
 * nonce and gets no hash, so it stays blocked exactly as before. `rendered`
 * is the page as React wrote it, `page` as it is sent: the boot script later
 * runs the rendered module script's code as a new element, so its hash
 * comes from the former. Both are the pages' bytes read as latin1.
 */
export function sealInlineCode(nonce: string, rendered: string, page: string) {
  const marker = ` nonce="${nonce}"`;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  // The same stylesheet is in both documents: hashed once.
  const hashes = new Map<string, string>();
  const hash = (code: string) => {
    let digest = hashes.get(code);
    if (digest === undefined) {
      digest = sha256(code);
      hashes.set(code, digest);
    }
    return digest;
  };
  for (const html of [rendered, page]) {
    for (const { element, code } of elementsWith(marker, html)) {
      if (element === "script") scripts.add(hash(code));
      else styles.add(hash(code));
    }
  }
  return {
    html: page.replaceAll(marker, ""),
    scriptHashes: [...scripts],
    styleHashes: [...styles],
  };
}

/**
 * The inline scripts (no src) and styles whose start tag carries `marker`.
 * Found from the marker rather than by a pattern over the whole page: a
 * page has a dozen such elements in 100-200 KB of HTML. The nonce is drawn
 * per render, so the page's content cannot contain it.
 */
function* elementsWith(marker: string, html: string) {
  let from = 0;
  for (;;) {
    const at = html.indexOf(marker, from);
    if (at < 0) return;
    from = at + marker.length;
    const tagStart = html.lastIndexOf("<", at);
    const tagEnd = html.indexOf(">", at);
    if (tagStart < 0 || tagEnd < 0) continue;
    const tag = html.slice(tagStart, tagEnd + 1);
    const element = /^<(script|style)\b/.exec(tag)?.[1] as
      "script" | "style" | undefined;
    if (!element || (element === "script" && /\bsrc=/.test(tag))) continue;
    const close = html.indexOf(`</${element}>`, tagEnd);
    if (close < 0) continue;
    yield { element, code: html.slice(tagEnd + 1, close) };
    from = close;
  }
}
