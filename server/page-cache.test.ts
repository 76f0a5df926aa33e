import { describe, expect, it } from "vitest";
import {
  cachedPage,
  createPageCache,
  sharedFreshRead,
  withNonce,
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
  const page = cachedPage(
    {
      version: "7.3:2026",
      status: 200,
      statusText: "OK",
      headers: [["content-security-policy", "script-src 'nonce-AAA='"]],
      nonce: "AAA=",
    },
    '<script nonce="AAA=">x</script><p>café</p><style nonce="AAA="></style>',
  );

  it("gives each response its own nonce in the body and the headers", () => {
    const response = withNonce(page, "b/B+");
    expect(response.body.toString()).toBe(
      '<script nonce="b/B+">x</script><p>café</p><style nonce="b/B+"></style>',
    );
    expect(response.headers).toEqual([
      ["content-security-policy", "script-src 'nonce-b/B+'"],
    ]);
  });

  it("serves a page only under the version it was rendered with, and keeps nothing when off", () => {
    const cache = createPageCache(1024 * 1024);
    cache.set("/", page);
    expect(cache.get("/", "7.3:2026")).toBe(page);
    expect(cache.get("/", "8.3:2026")).toBeUndefined();
    const off = createPageCache(0);
    off.set("/", page);
    expect(off.enabled).toBe(false);
    expect(off.get("/", "7.3:2026")).toBeUndefined();
  });

  it("drops the least recently used pages beyond its size", () => {
    const cache = createPageCache(3 * (page.bytes + 1024));
    for (const url of ["/a", "/b", "/c"]) cache.set(url, page);
    cache.get("/a", page.version);
    cache.set("/d", page);
    expect(cache.get("/a", page.version)).toBe(page);
    expect(cache.get("/b", page.version)).toBeUndefined();
  });
});
