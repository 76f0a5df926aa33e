import http from "node:http";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_BUSINESS } from "#app/business/defaults.ts";
import { PUBLIC_CONTENT_TABLES } from "#app/db/public-content.ts";
import { blogPosts, galleryProjects } from "#app/db/schema.ts";
import { currentContentVersion } from "#app/models/content-version.server.ts";
import {
  createPostgresDatabase,
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";
import {
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";

// Public pages are rendered once per content version and served from
// memory, compressed, with a strong ETag (ADR 0023); any content write, by
// anyone, on any server, shows at the next request.

describe("the page cache on one server", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("renders a public page once, then serves the same bytes with a strong ETag and answers a revalidation with 304", async () => {
    const first = await fetch(`${server.url}/gallery`);
    const second = await fetch(`${server.url}/gallery`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const etag = second.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get("etag")).toBe(etag);
    expect(second.headers.get("content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
    expect(await second.text()).toBe(await first.text());

    const again = await fetch(`${server.url}/gallery`, {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // A cache refreshes the stored page's headers from a 304: the page's
    // own policy must come with it, not the strict one for resources.
    expect(again.headers.get("content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("keeps each page compressed, with its own ETag per encoding", async () => {
    const get = async (encoding: string) => {
      const response = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(
          `${server.url}/services`,
          { headers: { "Accept-Encoding": encoding } },
          resolve,
        ),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      return { headers: response.headers, bytes: Buffer.concat(chunks) };
    };
    await get("identity");
    const plain = await get("identity");
    expect(plain.headers["x-page-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const etags = new Set([plain.headers.etag]);
    for (const encoding of ["br", "gzip"] as const) {
      const { headers, bytes } = await get(encoding);
      expect(headers["content-encoding"]).toBe(encoding);
      expect(headers.vary).toContain("Accept-Encoding");
      expect(Number(headers["content-length"])).toBe(bytes.length);
      etags.add(headers.etag);
      const decoded =
        encoding === "br"
          ? zlib.brotliDecompressSync(bytes)
          : zlib.gunzipSync(bytes);
      expect(decoded.equals(plain.bytes)).toBe(true);
    }
    expect(etags.size).toBe(3);
  });

  it("renders a lead form for each visitor (its own form token and nonce) and never keeps it", async () => {
    const token = async () => {
      const response = await fetch(`${server.url}/contact`);
      expect(response.headers.get("x-page-cache")).toBeNull();
      expect(response.headers.get("etag")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("content-security-policy")).toContain(
        "'nonce-",
      );
      return /name="formToken" value="([^"]+)"/.exec(
        await response.text(),
      )?.[1];
    };
    const [one, two] = [await token(), await token()];
    expect(one).toBeTruthy();
    expect(one).not.toBe(two);
  });

  it("keeps no error page and no admin page", async () => {
    await fetch(`${server.url}/no-such-page`);
    const missing = await fetch(`${server.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-page-cache")).toBeNull();
    const login = await fetch(`${server.url}/login`);
    expect(login.headers.get("x-page-cache")).toBeNull();
    expect(login.headers.get("cache-control")).toBe("no-store");
  });
});

describe.each(databaseKinds)("the content version on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("changes with a write to any table the public pages show, in the writer's transaction", async () => {
    const db = database.connection.db;
    for (const table of Object.keys(PUBLIC_CONTENT_TABLES)) {
      const before = await currentContentVersion();
      await db.execute(sql`delete from ${sql.identifier(table)} where false`);
      expect(await currentContentVersion(), table).not.toBe(before);
    }
    const before = await currentContentVersion();
    await db
      .transaction(async (tx) => {
        await tx.delete(galleryProjects).where(sql`false`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await currentContentVersion()).toBe(before);
  });

  it("changes when a scheduled post's time comes, with no write", async () => {
    await database.connection.db.insert(blogPosts).values({
      slug: "soon",
      title: "Soon",
      metaDescription: "Soon",
      excerpt: "Soon",
      content: "Soon",
      county: "Rockland",
      state: "NY",
      publishedAt: sql`now() + interval '1 second'`,
    });
    const before = await currentContentVersion();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await currentContentVersion()).not.toBe(before);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "the page cache across two servers on one PostgreSQL",
  () => {
    const servers: ServerProcess[] = [];
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let client: pg.Client;

    beforeAll(async () => {
      database = await createPostgresDatabase("page_cache");
      const env = { DATABASE_URL: database.url };
      servers.push(await startServer({ env }));
      servers.push(await startServer({ env }));
      client = new pg.Client({ connectionString: database.url });
      await client.connect();
    });
    afterAll(async () => {
      await client.end();
      await Promise.all(servers.map((one) => one.stop()));
      await database.drop();
    });

    const page = async (server: ServerProcess, path: string) => {
      const response = await fetch(`${server.url}${path}`);
      return {
        cache: response.headers.get("x-page-cache"),
        html: await response.text(),
      };
    };

    it("shows an edit at the next request on both servers, to a page and to a client navigation's data", async () => {
      for (const server of servers) {
        await page(server, "/gallery");
        expect((await page(server, "/gallery")).cache).toBe("hit");
        // Not kept as a page, but its public reads are kept in memory under
        // the content version it read.
        expect((await page(server, "/gallery.data")).html).not.toContain(
          "Walnut island, renamed",
        );
      }
      const { rows } = await client.query<{ title: string }>(
        "update gallery_projects set title = 'Walnut island, renamed' where id = (select min(id) from gallery_projects where is_published = 1) returning title",
      );
      expect(rows).toHaveLength(1);
      for (const server of servers) {
        const after = await page(server, "/gallery");
        expect(after.cache).toBe("miss");
        expect(after.html).toContain("Walnut island, renamed");
        expect((await page(server, "/gallery.data")).html).toContain(
          "Walnut island, renamed",
        );
      }
    });

    it("shows the owner's business facts at the next request on both servers", async () => {
      for (const server of servers) {
        await page(server, "/about");
        expect((await page(server, "/about")).html).toContain(
          'href="tel:+18455550142"',
        );
      }
      const facts = {
        ...DEMO_BUSINESS,
        phone: { display: "(845) 555-0111", tel: "+18455550111" },
      };
      await client.query(
        "insert into business_details (id, facts) values (1, $1) on conflict (id) do update set facts = excluded.facts",
        [JSON.stringify(facts)],
      );
      for (const server of servers) {
        const after = await page(server, "/about");
        expect(after.cache).toBe("miss");
        expect(after.html).toContain('href="tel:+18455550111"');
        expect(after.html.includes("tel:+18455550142")).toBe(false);
      }
    });

    it("shows a scheduled post once its time comes, with nobody editing", async () => {
      await client.query(
        `insert into blog_posts (slug, title, meta_description, excerpt, content, county, state, published_at)
         values ('cache-scheduled', 'A post for two o''clock', 'd', 'e', 'c', 'Rockland', 'NY', now() + interval '2 seconds')`,
      );
      expect((await page(servers[0]!, "/blogs")).html).not.toContain(
        "A post for two o&#x27;clock",
      );
      await new Promise((resolve) => setTimeout(resolve, 2500));
      for (const server of servers) {
        expect((await page(server, "/blogs")).html).toContain(
          "A post for two o&#x27;clock",
        );
      }
    });
  },
);
