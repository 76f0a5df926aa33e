import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { hydrateAfterPaint as rewrite } from "./hydrate-after-paint.server.ts";

// The server hands over the page's bytes; the tests read the result back as text.
const hydrateAfterPaint = (html: string) =>
  rewrite(Buffer.from(html)).toString();

const preload = (name: string) =>
  `<link rel="modulepreload" href="/assets/${name}.js" nonce="n"/>`;
const moduleScript = (code: string) =>
  `<script nonce="n" type="module" async="">${code}</script>`;
const CODE = `import * as route0 from "/assets/root.js";\nwindow.x = 1<2 ? "<!--" : "</scrip" + "t>";\nimport("/assets/entry.js");`;

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${preload("a")}<title>T</title>${preload("b")}</head><body><main>Text</main><script nonce="n">stream()</script>${moduleScript(CODE)}<script nonce="n">close()</script></body></html>`;

/** The arguments the boot script passes to its function, read back as data. */
function bootArguments(html: string): [string[], string] {
  const boot = /<script nonce="n">(\(function[\s\S]*?)<\/script><\/body>/.exec(
    html,
  );
  if (!boot) throw new Error("no boot script before </body>");
  let captured: [string[], string] | undefined;
  const call = boot[1]!.replace(/^\(function[\s\S]*?\n\}\)/, "(capture)");
  vm.runInNewContext(call, {
    capture: (modules: string[], code: string) => {
      captured = [modules, code];
    },
  });
  return captured!;
}

describe("hydrateAfterPaint", () => {
  const html = hydrateAfterPaint(page);

  it("takes every module preload out of the document", () => {
    expect(html).not.toContain(`<link rel="modulepreload"`);
  });

  it("empties React Router's module script but keeps the element where React hydrates it", () => {
    expect(html).toContain(
      `<main>Text</main><script nonce="n">stream()</script><script nonce="n" type="module" async=""></script><script nonce="n">close()</script>`,
    );
  });

  it("hands the boot script the preloads in order and the module code unchanged", () => {
    expect(bootArguments(html)).toEqual([
      ["/assets/a.js", "/assets/b.js"],
      CODE,
    ]);
  });

  it("writes no closing script tag or comment opener of the code into the page", () => {
    const boot = html.slice(html.lastIndexOf("<script"));
    expect(boot.match(/<\/script>/g)).toHaveLength(1);
    expect(boot).not.toContain("<!--");
  });

  it("leaves a document without React Router's module script untouched", () => {
    const plain = `<html><head>${preload("c")}</head><body><main>Text</main></body></html>`;
    expect(hydrateAfterPaint(plain)).toBe(plain);
  });

  it("keeps every byte of a page with UTF-8 text, in the content and in the module code", () => {
    const code = `window.note = "café – “quoted”";`;
    const utf8Page = page
      .replace("<main>Text</main>", "<main>Café · 15 years – “yes”</main>")
      .replace(CODE, code);
    const sent = hydrateAfterPaint(utf8Page);
    expect(sent).toContain("<main>Café · 15 years – “yes”</main>");
    expect(bootArguments(sent)[1]).toBe(code);
  });
});
