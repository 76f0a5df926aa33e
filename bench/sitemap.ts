// npm run bench:sitemap: sitemap generation with 10,000 published location
// pages in the database (in-memory PGlite, migrated, filled here).
import {
  cities,
  counties,
  locationServicePages,
  services,
} from "#app/db/schema.ts";
import { listSitemapEntries } from "#app/models/sitemap.server.ts";
import { chunkSitemap, urlsetXml } from "#app/utils/sitemap.ts";
import { setConnection } from "#app/db/client.server.ts";
import { createTestDatabase } from "../tests/setup/database.ts";

const PAGES = 10_000;
const SERVICES = 6;
const database = await createTestDatabase("pglite");
setConnection(database.connection);
const db = database.connection.db;
const [county] = await db
  .insert(counties)
  .values({ slug: "rockland", name: "Rockland County", state: "NY" })
  .returning();
const serviceRows = await db
  .insert(services)
  .values(
    Array.from({ length: SERVICES }, (_, i) => ({
      slug: `service-${i}`,
      name: `Service ${i}`,
    })),
  )
  .returning();
const cityCount = Math.ceil(PAGES / SERVICES);
const cityRows = await db
  .insert(cities)
  .values(
    Array.from({ length: cityCount }, (_, i) => ({
      slug: `town-${i}`,
      name: `Town ${i}`,
      countyId: county!.id,
      state: "NY",
    })),
  )
  .returning();
const pages = [];
for (const city of cityRows) {
  for (const service of serviceRows) {
    if (pages.length === PAGES) break;
    pages.push({
      countyId: county!.id,
      cityId: city.id,
      serviceId: service.id,
      title: "t",
      metaDescription: "m",
      h1: "h",
      content: "c",
      url: `/rockland/${city.slug}/${service.slug}`,
    });
  }
}
for (let i = 0; i < pages.length; i += 1000) {
  await db.insert(locationServicePages).values(pages.slice(i, i + 1000));
}

const runs: number[] = [];
let bytes = 0;
let urls = 0;
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  const entries = await listSitemapEntries("https://www.lakeside.example");
  const chunks = chunkSitemap(entries);
  const xml = urlsetXml(chunks[0]!);
  runs.push(performance.now() - started);
  bytes = Buffer.byteLength(xml);
  urls = entries.length;
}
runs.sort((a, b) => a - b);
console.log(`| URLs in the sitemap | ${urls} |`);
console.log(`| sitemap.xml size | ${(bytes / 1024 / 1024).toFixed(2)} MB |`);
console.log(
  `| generation time, median of 5 (query + XML) | ${runs[2]!.toFixed(0)} ms |`,
);
await database.drop();
