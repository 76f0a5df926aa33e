import { describe, expect, it } from "vitest";
import { assignWordings, housingTypesOf } from "#app/content/location-copy.ts";
import { countySeeds } from "#app/db/seed/data/places.ts";
import { buildLocationPage, type PlaceFacts } from "./page-content.ts";
import { parsePlainMarkdown } from "#app/utils/plain-markdown.ts";

const rockland = countySeeds[0]!;
const place = (slug: string): PlaceFacts => {
  const city = rockland.cities.find((c) => c.slug === slug)!;
  return {
    countySlug: rockland.slug,
    countyName: rockland.name,
    state: rockland.state,
    citySlug: city.slug,
    cityName: city.name,
    latitude: city.lat,
    longitude: city.lng,
    neighborhoods: city.neighborhoods,
    housingStock: city.housingStock,
    permitOffice: city.permitOffice,
    driveMinutes: city.driveMinutes,
    localNote: city.localNote,
  };
};
const kitchen = {
  slug: "kitchen-remodeling",
  name: "Kitchen Remodeling",
  description: null,
};

describe("location page content", () => {
  it("names the kinds of house in the order a town's description does", () => {
    expect(
      housingTypesOf(
        "Most homes are split-levels, raised ranches and center-hall colonials.",
      ),
    ).toEqual(["split-level", "colonial"]);
    expect(housingTypesOf("1950s capes and ranches, 1970s hi-ranches")).toEqual(
      ["cape", "ranch", "split-level"],
    );
  });

  it("builds a page about the town from its facts", () => {
    const page = buildLocationPage(place("new-city"), kitchen);
    expect(page).toMatchObject({
      title: "Kitchen Remodeling in New City, NY",
      h1: "Kitchen Remodeling in New City, New York",
      url: "/rockland/new-city/kitchen-remodeling",
      canonicalUrl: "/rockland/new-city/kitchen-remodeling",
    });
    expect(page.metaDescription).toContain("2 miles from our Congers showroom");
    for (const fact of [
      "Little Tor",
      "Town of Clarkstown Building Department",
      "10 minutes",
    ]) {
      expect(page.content).toContain(fact);
    }
    const blocks = parsePlainMarkdown(page.content);
    expect(blocks[0]!.kind).toBe("p");
    expect(blocks.filter((b) => b.kind === "h3").length).toBe(3);
    expect(JSON.parse(page.structuredData)).toMatchObject({
      "@type": "Service",
      areaServed: { "@type": "City", name: "New City" },
    });
  });

  it("gives towns with the same kinds of house different wordings", () => {
    const wordings = assignWordings([
      { key: "a", housingStock: "split-levels and colonials" },
      { key: "b", housingStock: "split-levels and colonials" },
      { key: "c", housingStock: "Victorian homes" },
    ]);
    expect(wordings.get("a")).not.toBe(wordings.get("b"));
    expect((wordings.get("a")! ^ wordings.get("b")!) & 0b1111).toBe(0b1111);
  });
});
