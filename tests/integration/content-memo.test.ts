import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reviews } from "#app/db/schema.ts";
import {
  memoByContentVersion,
  withContentVersion,
} from "#app/models/content-memo.server.ts";
import { listPublishedReviews } from "#app/models/reviews.server.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";

// Public reads are kept in memory per content version: a page the page
// cache does not hold renders without asking the database again, and a
// content write is seen by the next read, as with the page cache.

const review = (customerName: string) => ({
  customerName,
  rating: 5,
  reviewText: `${customerName} loved the new kitchen.`,
});

describe.each(databaseKinds)(
  "public reads kept per content version (%s)",
  (kind) => {
    let database: TestDatabase;
    let reads: number;
    const countedReviews = memoByContentVersion(
      `countedReviews-${kind}`,
      async (limit: number) => {
        reads++;
        return (await listPublishedReviews()).slice(0, limit);
      },
    );

    beforeEach(async () => {
      database = await useTestDatabase(kind);
      reads = 0;
      await database.connection.db.insert(reviews).values(review("Ana"));
    });
    afterEach(async () => {
      await database.drop();
    });

    it("reads once per version and arguments within a request, and again after a content write", async () => {
      await withContentVersion("v1", async () => {
        const first = await countedReviews(10);
        expect(await countedReviews(10)).toBe(first);
        await countedReviews(1);
      });
      expect(reads).toBe(2);

      await database.connection.db.insert(reviews).values(review("Ben"));
      // The request after the write read the new version.
      const after = await withContentVersion("v2", () => countedReviews(10));
      expect(after.map((row) => row.customerName).sort()).toEqual([
        "Ana",
        "Ben",
      ]);
      expect(reads).toBe(3);
    });

    it("asks a request's version once, when the first kept read needs it, and not at all for a request that reads none", async () => {
      let versionReads = 0;
      const readVersion = async () => {
        versionReads++;
        return "v1";
      };
      await withContentVersion(readVersion, async () => {
        await Promise.resolve();
      });
      expect(versionReads).toBe(0);

      await withContentVersion(readVersion, async () => {
        const first = await countedReviews(10);
        expect(await countedReviews(10)).toBe(first);
        await countedReviews(1);
      });
      expect(versionReads).toBe(1);
      expect(reads).toBe(2);

      // The next request reads the version again and, as it is the same,
      // the content not at all.
      await withContentVersion(readVersion, () => countedReviews(10));
      expect(versionReads).toBe(2);
      expect(reads).toBe(2);
    });

    it("outside a request, keeps results on PGlite until a write and reads every time on PostgreSQL", async () => {
      await countedReviews(10);
      await countedReviews(10);
      expect(reads).toBe(kind === "pglite" ? 1 : 2);

      await database.connection.db.insert(reviews).values(review("Cy"));
      const after = await countedReviews(10);
      expect(after).toHaveLength(2);
      expect(reads).toBe(kind === "pglite" ? 2 : 3);
    });

    it("does not keep a failed read", async () => {
      let fail = true;
      const flaky = memoByContentVersion(`flaky-${kind}`, async () => {
        reads++;
        if (fail) throw new Error("database unavailable");
        return "fine";
      });
      await withContentVersion("v1", async () => {
        await expect(flaky()).rejects.toThrow("database unavailable");
        fail = false;
        expect(await flaky()).toBe("fine");
        expect(await flaky()).toBe("fine");
      });
      expect(reads).toBe(2);
    });

    it("keeps each database's results apart", async () => {
      await withContentVersion("same", () => countedReviews(10));
      const other = await useTestDatabase(kind);
      try {
        const fromOther = await withContentVersion("same", () =>
          countedReviews(10),
        );
        expect(fromOther).toEqual([]);
      } finally {
        await other.drop();
      }
    });
  },
);
