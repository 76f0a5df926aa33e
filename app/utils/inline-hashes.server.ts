import crypto from "node:crypto";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style>/g;

const sha256 = (text: string) =>
  crypto.createHash("sha256").update(text, "utf8").digest("base64");

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
export function sealInlineCode(nonce: string, rendered: string, page: string) {
  const marker = ` nonce="${nonce}"`;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const html of [rendered, page]) {
    for (const [, attributes, code] of html.matchAll(INLINE_SCRIPT)) {
      if (attributes!.includes(marker)) scripts.add(sha256(code!));
    }
    for (const [, attributes, css] of html.matchAll(INLINE_STYLE)) {
      if (attributes!.includes(marker)) styles.add(sha256(css!));
    }
  }
  return {
    html: page.replaceAll(marker, ""),
    scriptHashes: [...scripts],
    styleHashes: [...styles],
  };
}
