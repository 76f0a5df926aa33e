import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOBILE_MENU_FALLBACK_ID } from "#app/components/layout/mobile-menu-fallback-id.ts";
import {
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";

// A server island's HTML is rendered once per content version and written
// into every page that shows it (ADR 0026). With the page cache off, every
// request renders its page, so what is kept is the islands' HTML alone.

function menuFallback(html: string) {
  const start = html.indexOf(`id="${MOBILE_MENU_FALLBACK_ID}"`);
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf("</nav>", start));
}

function currentPages(html: string) {
  return [
    ...menuFallback(html).matchAll(/aria-current="page"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
}

describe("server islands kept per content version", () => {
  let server: ServerProcess;
  const page = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    server = await startServer({ env: { PAGE_CACHE_MB: "0" } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("marks the page the visitor is on in the menu shown before hydration, on every address", async () => {
    const visits: [path: string, current: string][] = [
      ["/about", "/about"],
      ["/gallery", "/gallery"],
      ["/about", "/about"],
      ["/services/kitchen-remodeling", "/services"],
    ];
    for (const [path, current] of visits) {
      expect(new Set(currentPages(await page(path)))).toEqual(
        new Set([current]),
      );
    }
  });

  it("renders the same page the same way when its islands come from memory", async () => {
    const first = await page("/services/bathroom-remodeling");
    const second = await page("/services/bathroom-remodeling");
    expect(second).toBe(first);
  });

  it("gives every island's ids a prefix of its own, so no id repeats on a page", async () => {
    for (const path of [
      "/",
      "/services/kitchen-remodeling",
      "/rockland/new-city/kitchen-remodeling",
    ]) {
      const ids = [...(await page(path)).matchAll(/ id="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(ids.length).toBeGreaterThan(10);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    }
  });
});
