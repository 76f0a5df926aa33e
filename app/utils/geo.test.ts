import { describe, expect, it } from "vitest";
import { distanceMiles, milesFromShowroom, nearest } from "./geo.ts";

describe("distanceMiles", () => {
  it("is zero for the same point", () => {
    const p = { latitude: 41.1476, longitude: -73.9454 };
    expect(distanceMiles(p, p)).toBe(0);
  });

  it("matches known great-circle distances", () => {
    // One degree of latitude is about 69.1 miles everywhere.
    expect(
      distanceMiles(
        { latitude: 41, longitude: -74 },
        { latitude: 42, longitude: -74 },
      ),
    ).toBeCloseTo(69.1, 0);
    // New York City (Times Square) to Los Angeles (City Hall): about 2,450 miles.
    const miles = distanceMiles(
      { latitude: 40.758, longitude: -73.9855 },
      { latitude: 34.0537, longitude: -118.2428 },
    );
    expect(miles).toBeGreaterThan(2430);
    expect(miles).toBeLessThan(2460);
  });

  it("is symmetric", () => {
    const a = { latitude: 41.09, longitude: -73.92 };
    const b = { latitude: 40.92, longitude: -74.17 };
    expect(distanceMiles(a, b)).toBeCloseTo(distanceMiles(b, a), 10);
  });
});

describe("milesFromShowroom and nearest", () => {
  it("rounds the showroom distance to whole miles", () => {
    // Nyack's centre is about 4 miles south-east of the showroom.
    expect(milesFromShowroom({ latitude: 41.0907, longitude: -73.9179 })).toBe(
      4,
    );
  });

  it("picks the closest place and says how far it is", () => {
    const places = [
      { name: "far", latitude: 42, longitude: -74 },
      { name: "near", latitude: 41.1, longitude: -73.95 },
    ];
    const found = nearest({ latitude: 41.12, longitude: -73.95 }, places);
    expect(found?.place.name).toBe("near");
    expect(found?.miles).toBeCloseTo(1.38, 1);
    expect(nearest({ latitude: 0, longitude: 0 }, [])).toBeNull();
  });
});
