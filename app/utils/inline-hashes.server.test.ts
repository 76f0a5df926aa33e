import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { sealInlineCode } from "./inline-hashes.server.ts";

const sha256 = (text: string) =>
  crypto.createHash("sha256").update(text, "utf8").digest("base64");
// The documents are handed over as bytes, as the server does; the page
// is read back as text.
const seal = (nonce: string, rendered: string, page: string) => {
  const sealed = sealInlineCode(
    nonce,
    Buffer.from(rendered),
    Buffer.from(page),
  );
  return { ...sealed, html: sealed.html.toString() };
};

describe("sealInlineCode", () => {
  const page =
    `<style nonce="N">a{color:red}</style><script nonce="N" src="/a.js"></script>` +
    `<script type="application/ld+json">{"@type":"Thing"}</script>` +
    `<script nonce="N">run()</script><script nonce="N">run()</script>` +
    `<script nonce="N">next()</script>` +
    `<script nonce="N"></script><p>café</p>` +
    `<script>injected()</script><style>injected{}</style>`;

  it("hashes each inline script and style that carried the nonce, once", () => {
    const sealed = seal("N", page, page);
    expect(sealed.scriptHashes).toEqual([
      sha256("run()"),
      sha256("next()"),
      sha256(""),
    ]);
    expect(sealed.styleHashes).toEqual([sha256("a{color:red}")]);
  });

  it("gives nothing without the nonce a hash: injected code stays blocked", () => {
    const sealed = seal("N", page, page);
    expect(sealed.scriptHashes).not.toContain(sha256("injected()"));
    expect(sealed.styleHashes).not.toContain(sha256("injected{}"));
    expect(sealed.scriptHashes).not.toContain(sha256('{"@type":"Thing"}'));
  });

  it("takes the nonce out of every tag and keeps the rest as it was", () => {
    const sealed = seal("N", page, page);
    expect(sealed.html).toBe(page.replaceAll(' nonce="N"', ""));
  });

  it("hashes the code as the browser reads it, from the page as rendered and as sent", () => {
    const rendered = `<script nonce="N" type="module">x='café'</script>`;
    const sent = `<script nonce="N" type="module"></script><script nonce="N">boot()</script>`;
    expect(seal("N", rendered, sent).scriptHashes).toEqual([
      sha256("x='café'"),
      sha256(""),
      sha256("boot()"),
    ]);
  });

  it("finds adjacent scripts with a nonce as long as a real one", () => {
    const nonce = "OauU6OQAfcZcnh++9L5Xcg==";
    const html = `<script nonce="${nonce}">a()</script><script nonce="${nonce}">b()</script><style nonce="${nonce}">p{}</style>`;
    const sealed = seal(nonce, html, html);
    expect(sealed.scriptHashes).toEqual([sha256("a()"), sha256("b()")]);
    expect(sealed.styleHashes).toEqual([sha256("p{}")]);
  });
});
