import { describe, expect, it } from "vitest";
import {
  countySlug,
  formatPostDate,
  isoDay,
  listHref,
  pageCount,
  pageWindow,
  parsePage,
} from "./posts.ts";

const page = (query: string) => parsePage(new URLSearchParams(query));

describe("blog URL rules", () => {
  it("reads ?page= as a plain page number, 1 when absent", () => {
    expect(page("")).toBe(1);
    expect(page("county=rockland")).toBe(1);
    expect(page("page=1")).toBe(1);
    expect(page("page=2")).toBe(2);
    expect(page("page=999999")).toBe(999999);
  });

  it.each([
    "page=",
    "page=0",
    "page=-1",
    "page=02",
    "page=1.5",
    "page=1e9",
    "page=NaN",
    "page=Infinity",
    "page=%202",
    "page=1234567",
    "page=1&page=2",
    "page=(a%2B)%2B%24",
  ])("refuses %s", (query) => {
    expect(page(query)).toBeNull();
  });

  it("turns county names into URL slugs", () => {
    expect(countySlug("Rockland County")).toBe("rockland");
    expect(countySlug("Fairfield County")).toBe("fairfield");
    expect(countySlug("  St. Lawrence County ")).toBe("st-lawrence");
    expect(countySlug("<script>")).toBe("script");
  });

  it("builds list URLs without defaults", () => {
    expect(listHref("/blogs", {})).toBe("/blogs");
    expect(listHref("/blogs", { page: 1 })).toBe("/blogs");
    expect(listHref("/blogs", { county: "rockland", page: 2 })).toBe(
      "/blogs?county=rockland&page=2",
    );
    expect(listHref("/news", { page: 3 })).toBe("/news?page=3");
  });

  it("counts at least one page", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });

  it("writes dates on the showroom's calendar", () => {
    // 02:00 UTC is still the previous evening in New York.
    expect(isoDay("2026-10-15T02:00:00Z")).toBe("2026-10-14");
    expect(formatPostDate("2026-10-15T02:00:00Z")).toBe("October 14, 2026");
  });
});

describe("pageWindow", () => {
  it("shows every page of a short list", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("elides the middle of a long list, never hiding a single page", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
