import { describe, expect, it } from "vitest";
import { movePreloadsAfterContent } from "./preloads-after-content.server.ts";

const preload = (name: string) =>
  `<link rel="modulepreload" href="/assets/${name}.js" nonce="n"/>`;

describe("movePreloadsAfterContent", () => {
  it("moves every module preload from the head to just before </body>, in order", () => {
    const html = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${preload("a")}<title>T</title>${preload("b")}</head><body><main>Text</main><script nonce="n">x</script></body></html>`;
    expect(movePreloadsAfterContent(html)).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title></head><body><main>Text</main><script nonce="n">x</script>${preload("a")}${preload("b")}</body></html>`,
    );
  });

  it("leaves other links and a preload in the body where they are", () => {
    const html = `<html><head><link rel="icon" href="/favicon.svg"/></head><body>${preload("c")}</body></html>`;
    expect(movePreloadsAfterContent(html)).toBe(html);
  });

  it("leaves a document without head or body untouched", () => {
    expect(movePreloadsAfterContent(preload("a"))).toBe(preload("a"));
  });
});
