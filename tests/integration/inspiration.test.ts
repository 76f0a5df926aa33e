import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { designInspirationItems } from "#app/db/schema.ts";
import { listPublishedInspiration } from "#app/models/inspiration.server.ts";
import { loader } from "#app/routes/site/design-inspiration.tsx";
import {
  databaseKinds,
  type TestDatabase,
  useTestDatabase,
} from "#tests/setup/database.ts";
import { mediaUrl, testContext } from "#tests/setup/fixtures.ts";

const context = testContext();

const thumb = mediaUrl;

const hostileEmbed = `<iframe src="https://evil.example/embed" onload="alert(1)"></iframe><script>alert(1)</script>`;

// Inserted in this order, so ids follow it.
const rows = [
  {
    title: "Kitchen video late",
    category: "kitchens",
    sourceType: "youtube",
    sourceUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    sortOrder: 5,
  },
  {
    title: "Bath pin first",
    category: "bathrooms",
    sourceType: "pinterest",
    sourceUrl: null,
    embedCode: `<a data-pin-do="embedPin" href="https://www.pinterest.com/pin/123456/"></a><script async defer src="//assets.pinterest.com/js/pinit.js"></script>`,
    sortOrder: 1,
  },
  {
    title: "Kitchen hidden",
    category: "kitchens",
    sourceType: "youtube",
    sourceUrl: "https://youtu.be/dQw4w9WgXcQ",
    sortOrder: 0,
    isPublished: 0,
  },
  {
    title: "Kitchen hostile embed",
    category: "kitchens",
    sourceType: "youtube",
    // The embed code wins over the source URL, and it is hostile.
    sourceUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    embedCode: hostileEmbed,
    sortOrder: 2,
  },
  {
    title: "Kitchen look-alike host",
    category: "kitchens",
    sourceType: "youtube",
    sourceUrl: "https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ",
    sortOrder: 2,
  },
  {
    title: "Kitchen tip",
    category: "kitchens",
    sourceType: "article",
    sourceUrl: null,
    sortOrder: 1,
  },
  {
    title: "Closet on Houzz",
    category: "closets",
    sourceType: "houzz",
    sourceUrl: "https://www.houzz.com/photos/closet-phvw-vp~424242",
    sortOrder: 9,
  },
].map((row, index) => ({
  description: `${row.title}: what to look for.`,
  thumbnailUrl: thumb(index),
  ...row,
}));

// sortOrder, then id.
const expectedAll = [
  "Bath pin first",
  "Kitchen tip",
  "Kitchen hostile embed",
  "Kitchen look-alike host",
  "Kitchen video late",
  "Closet on Houzz",
];

const titles = (items: Array<{ title: string }>) =>
  items.map((item) => item.title);

function callLoader(search = "") {
  return loader({
    request: new Request(`http://localhost:3000/design-inspiration${search}`),
    params: {},
    context,
  } as never);
}

describe.each(databaseKinds)("design inspiration on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await useTestDatabase(kind);
    await database.connection.db.insert(designInspirationItems).values(rows);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("lists only published items, by sortOrder then id, with only the needed columns", async () => {
    const items = await listPublishedInspiration();
    expect(titles(items)).toEqual(expectedAll);
    expect(Object.keys(items[0]!).sort()).toEqual(
      [
        "category",
        "description",
        "embedCode",
        "id",
        "sourceType",
        "sourceUrl",
        "thumbnailUrl",
        "title",
      ].sort(),
    );
  });

  it("filters by category and by source type, together or alone", async () => {
    expect(
      titles(await listPublishedInspiration({ category: "kitchens" })),
    ).toEqual([
      "Kitchen tip",
      "Kitchen hostile embed",
      "Kitchen look-alike host",
      "Kitchen video late",
    ]);
    expect(
      titles(await listPublishedInspiration({ sourceType: "pinterest" })),
    ).toEqual(["Bath pin first"]);
    expect(
      titles(
        await listPublishedInspiration({
          category: "kitchens",
          sourceType: "article",
        }),
      ),
    ).toEqual(["Kitchen tip"]);
    expect(await listPublishedInspiration({ category: "tile" })).toEqual([]);
  });

  it("the loader parses embeds on the server and sends no stored HTML or URLs", async () => {
    const data = await callLoader();
    expect(data.category).toBeNull();
    expect(data.source).toBeNull();
    expect(titles(data.items)).toEqual(expectedAll);
    const byTitle = Object.fromEntries(
      data.items.map((item) => [item.title, item]),
    );

    expect(byTitle["Kitchen video late"]).toMatchObject({
      embed: { provider: "youtube", id: "dQw4w9WgXcQ" },
      outbound: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      thumbnailUrl: thumb(0),
      category: "kitchens",
      sourceType: "youtube",
    });
    expect(byTitle["Bath pin first"]).toMatchObject({
      embed: { provider: "pinterest", id: "123456" },
      outbound: "https://www.pinterest.com/pin/123456/",
    });
    expect(byTitle["Closet on Houzz"]).toMatchObject({
      embed: { provider: "houzz", id: "424242" },
      outbound: "https://www.houzz.com/photos/phvw-vp~424242",
    });
    for (const hostile of [
      "Kitchen hostile embed",
      "Kitchen look-alike host",
    ]) {
      expect(byTitle[hostile]).toMatchObject({ embed: null, outbound: null });
    }
    expect(byTitle["Kitchen tip"]).toMatchObject({
      embed: null,
      outbound: null,
      description: "Kitchen tip: what to look for.",
    });

    for (const item of data.items) {
      expect(Object.keys(item).sort()).toEqual(
        [
          "category",
          "description",
          "embed",
          "id",
          "outbound",
          "sourceType",
          "thumbnailUrl",
          "title",
        ].sort(),
      );
    }
    const json = JSON.stringify(data);
    expect(json).not.toContain("<");
    expect(json).not.toContain("evil.example");
    expect(json).not.toContain("alert(");
    expect(json).not.toContain("embedCode");
    expect(json).not.toContain("sourceUrl");
  });

  it("the loader filters by ?category and ?source, ignoring unknown values", async () => {
    const kitchens = await callLoader("?category=kitchens&source=youtube");
    expect(kitchens.category).toBe("kitchens");
    expect(kitchens.source).toBe("youtube");
    expect(titles(kitchens.items)).toEqual([
      "Kitchen hostile embed",
      "Kitchen look-alike host",
      "Kitchen video late",
    ]);

    const houzz = await callLoader("?source=houzz");
    expect(titles(houzz.items)).toEqual(["Closet on Houzz"]);

    for (const search of [
      "",
      "?category=",
      "?category=roofing",
      "?source=evil",
      "?category=__proto__&source=toString",
      `?category=${"x".repeat(5000)}`,
    ]) {
      const data = await callLoader(search);
      expect(data.category, search).toBeNull();
      expect(data.source, search).toBeNull();
      expect(titles(data.items), search).toEqual(expectedAll);
    }
  });
});
