import crypto from "node:crypto";

// The documents stay bytes (Buffers): turning a 170 KB page into a string
// and back cost about 2 ms of every rendered page. The browser hashes the
// code's UTF-8 bytes, which are these bytes.
const sha256 = (bytes: Buffer) =>
  crypto.createHash("sha256").update(bytes).digest("base64");

/**
 * Turns a page rendered with `nonce` into one that needs none: the nonce
 * leaves every tag, and the CSP lists instead the SHA-256 hashes of the
 * inline scripts and styles that carried it. Only those: code that reached
 * the HTML any other way (content that slipped past the sanitiser) had no
 * nonce and gets no hash, so it stays blocked exactly as before. `rendered`
 * is the page as React wrote it, `page` as it is sent: the boot script later
 * runs the rendered module script's code as a new element, so its hash
 * comes from the former.
 */
export function sealInlineCode(nonce: string, rendered: Buffer, page: Buffer) {
  const marker = Buffer.from(` nonce="${nonce}"`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  // The rewrite moves only scripts, so the styles (the 47 KB stylesheet
  // among them) are the same in both: hashed once, from the page sent.
  for (const { element, code } of elementsWith(marker, rendered)) {
    if (element === "script") scripts.add(sha256(code));
  }
  for (const { element, code } of elementsWith(marker, page)) {
    (element === "script" ? scripts : styles).add(sha256(code));
  }
  return {
    html: without(marker, page),
    scriptHashes: [...scripts],
    styleHashes: [...styles],
  };
}

/** `html` with every occurrence of `marker` taken out. */
function without(marker: Buffer, html: Buffer): Buffer<ArrayBuffer> {
  const pieces: Buffer[] = [];
  let from = 0;
  for (
    let at = html.indexOf(marker);
    at >= 0;
    at = html.indexOf(marker, from)
  ) {
    pieces.push(html.subarray(from, at));
    from = at + marker.length;
  }
  pieces.push(html.subarray(from));
  return Buffer.concat(pieces);
}

/**
 * The inline scripts (no src) and styles whose start tag carries `marker`.
 * Found from the marker rather than by a pattern over the whole page: a
 * page has a dozen such elements in 100-200 KB of HTML. The nonce is drawn
 * per render, so the page's content cannot contain it.
 */
function* elementsWith(marker: Buffer, html: Buffer) {
  let from = 0;
  for (;;) {
    const at = html.indexOf(marker, from);
    if (at < 0) return;
    from = at + marker.length;
    const tagStart = html.lastIndexOf("<", at);
    const tagEnd = html.indexOf(">", at);
    if (tagStart < 0 || tagEnd < 0) continue;
    const tag = html.toString("latin1", tagStart, tagEnd + 1);
    const element = /^<(script|style)\b/.exec(tag)?.[1] as
      "script" | "style" | undefined;
    if (!element || (element === "script" && /\bsrc=/.test(tag))) continue;
    const close = html.indexOf(`</${element}>`, tagEnd);
    if (close < 0) continue;
    yield { element, code: html.subarray(tagEnd + 1, close) };
    from = close;
  }
}
