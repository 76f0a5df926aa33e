import { describe, expect, it } from "vitest";
import zlib from "node:zlib";
import {
  cachedPage,
  createPageCache,
  matchesEtag,
  representation,
  sharedFreshRead,
} from "./page-cache.ts";

describe("sharedFreshRead", () => {
  it("answers many callers with few reads, each with a read that started after it asked", async () => {
    let reads = 0;
    const resolvers: Array<(value: number) => void> = [];
    const read = sharedFreshRead(
      () =>
        new Promise<number>((resolve) => {
          const n = ++reads;
          resolvers.push(() => resolve(n));
        }),
    );
    const first = read();
    // Asked while read 1 runs: answered by read 2, which starts after it.
    const during = [read(), read(), read()];
    expect(reads).toBe(1);
    resolvers[0]!(0);
    expect(await first).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(2);
    resolvers[1]!(0);
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    expect(await Promise.race([read(), Promise.resolve("pending")])).toBe(
      "pending",
    );
    expect(reads).toBe(3);
  });

  it("passes a failed read to its callers and reads again for the next", async () => {
    let fail = true;
    const read = sharedFreshRead(async () => {
      if (fail) throw new Error("database down");
      return "ok";
    });
    await expect(read()).rejects.toThrow("database down");
    fail = false;
    expect(await read()).toBe("ok");
  });
});

describe("the page cache", () => {
  const fields = {
    version: "7.3:2026",
    status: 200,
    statusText: "OK",
    headers: [["content-security-policy", "script-src 'sha256-x'"]] as Array<
      [string, string]
    >,
  };
  const body = "<!DOCTYPE html><p>café</p>".repeat(50);

  it("keeps the page as it is, gzipped and in Brotli, each with its own strong ETag", async () => {
    const page = await cachedPage(fields, Buffer.from(body));
    expect(page.bodies.identity.toString()).toBe(body);
    expect(zlib.gunzipSync(page.bodies.gzip).toString()).toBe(body);
    expect(zlib.brotliDecompressSync(page.bodies.br).toString()).toBe(body);
    const etags = (["identity", "gzip", "br"] as const).map(
      (encoding) => representation(page, encoding).etag,
    );
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);
    const again = await cachedPage(fields, Buffer.from(body));
    expect(representation(again, "br").etag).toBe(etags[2]);
    const other = await cachedPage(fields, Buffer.from(body + " "));
    expect(representation(other, "br").etag).not.toBe(etags[2]);
  });

  it("matches If-None-Match lists, weak tags and the star", () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag("*", '"a"')).toBe(true);
    expect(matchesEtag('"ab"', '"a"')).toBe(false);
  });

  it("serves a page only under the version it was rendered with, and keeps nothing when off", async () => {
    const page = await cachedPage(fields, Buffer.from(body));
    const cache = createPageCache(1024 * 1024);
    cache.set("/", page);
    expect(cache.get("/", "7.3:2026")).toBe(page);
    expect(cache.get("/", "8.3:2026")).toBeUndefined();
    const off = createPageCache(0);
    off.set("/", page);
    expect(off.mayKeep("/")).toBe(false);
    expect(off.get("/", "7.3:2026")).toBeUndefined();
  });

  it("drops the least recently used pages beyond its size", async () => {
    const page = await cachedPage(fields, Buffer.from(body));
    const size =
      page.bodies.identity.length +
      page.bodies.gzip.length +
      page.bodies.br.length +
      1024;
    const cache = createPageCache(3 * size);
    for (const url of ["/a", "/b", "/c"]) cache.set(url, page);
    cache.get("/a", page.version);
    cache.set("/d", page);
    expect(cache.get("/a", page.version)).toBe(page);
    expect(cache.get("/b", page.version)).toBeUndefined();
  });

  it("remembers a URL that answers per visitor, so its requests skip the cache", async () => {
    const cache = createPageCache(1024 * 1024);
    expect(cache.mayKeep("/contact")).toBe(true);
    cache.setPerVisitor("/contact");
    expect(cache.mayKeep("/contact")).toBe(false);
    expect(cache.get("/contact", "7.3:2026")).toBeUndefined();
    expect(cache.mayKeep("/gallery")).toBe(true);
  });
});
