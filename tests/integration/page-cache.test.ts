import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blogPostRedirects,
  blogPosts,
  cities,
  counties,
  designInspirationItems,
  galleryProjects,
  locationServicePages,
  services,
  testimonials,
} from "#app/db/schema.ts";
import { currentContentVersion } from "#app/models/content-version.server.ts";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";
import {
  type ServerProcess,
  startServer,
} from "#tests/setup/server-process.ts";

// Public pages are rendered once per content version and served from
// memory with each response's own nonce (ADR 0023); any content write, by
// anyone, on any server, shows at the next request.

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)![1]!;
const withoutNonces = (html: string, nonce: string) =>
  html.replaceAll(nonce, "");

describe("the page cache on one server", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("renders a public page once, then serves it with a fresh nonce in the header and every tag", async () => {
    const first = await fetch(`${server.url}/gallery`);
    const second = await fetch(`${server.url}/gallery`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toBe("private, no-cache");
    const [a, b] = [
      nonceOf(first.headers.get("content-security-policy")!),
      nonceOf(second.headers.get("content-security-policy")!),
    ];
    expect(a).not.toBe(b);
    const [htmlA, htmlB] = [await first.text(), await second.text()];
    expect(htmlB).not.toContain(a);
    const tags = htmlB.match(/<(script|style)\b[^>]*>/g)!;
    for (const tag of tags) {
      if (!tag.includes("application/ld+json"))
        expect(tag).toContain(`nonce="${b}"`);
    }
    expect(withoutNonces(htmlB, b)).toBe(withoutNonces(htmlA, a));
  });

  it("renders a lead form for each visitor (its own form token) and never keeps it", async () => {
    const token = async () => {
      const response = await fetch(`${server.url}/contact`);
      expect(response.headers.get("x-page-cache")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("private, no-store");
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
    const tables = [
      galleryProjects,
      testimonials,
      designInspirationItems,
      counties,
      cities,
      services,
      locationServicePages,
      blogPosts,
      blogPostRedirects,
    ];
    for (const table of tables) {
      const before = await currentContentVersion();
      await db.delete(table).where(sql`false`);
      expect(await currentContentVersion(), String(table)).not.toBe(before);
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
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `page_cache_${process.pid}_${Date.now()}`;
    const servers: ServerProcess[] = [];
    let client: pg.Client;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      servers.push(
        await startServer({ env: { DATABASE_URL: url.toString() } }),
      );
      servers.push(
        await startServer({ env: { DATABASE_URL: url.toString() } }),
      );
      client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
    });
    afterAll(async () => {
      await client.end();
      await Promise.all(servers.map((one) => one.stop()));
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    const page = async (server: ServerProcess, path: string) => {
      const response = await fetch(`${server.url}${path}`);
      return {
        cache: response.headers.get("x-page-cache"),
        html: await response.text(),
      };
    };

    it("shows an edit at the next request on both servers", async () => {
      for (const server of servers) {
        await page(server, "/gallery");
        expect((await page(server, "/gallery")).cache).toBe("hit");
      }
      const { rows } = await client.query<{ title: string }>(
        "update gallery_projects set title = 'Walnut island, renamed' where id = (select min(id) from gallery_projects where is_published = 1) returning title",
      );
      expect(rows).toHaveLength(1);
      for (const server of servers) {
        const after = await page(server, "/gallery");
        expect(after.cache).toBe("miss");
        expect(after.html).toContain("Walnut island, renamed");
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
