import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { listHref } from "#app/blog/posts.ts";
import { Pagination } from "./pagination.tsx";

function render(page: number, pages: number) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Pagination
        page={page}
        pages={pages}
        label="Blog pages"
        hrefFor={(number) =>
          listHref("/blogs", { county: "rockland", page: number })
        }
      />
    </MemoryRouter>,
  );
}

const links = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map((match) => ({
    attributes: match[1]!,
    text: match[2]!.replace(/<[^>]+>/g, ""),
  }));

describe("Pagination", () => {
  it("renders nothing for a single page", () => {
    expect(render(1, 1)).toBe("");
  });

  it("is a labelled navigation with prev/next links and the current page marked", () => {
    const html = render(2, 3);
    expect(html).toMatch(/^<nav aria-label="Blog pages"/);
    const found = links(html);
    expect(found.map((link) => link.text)).toEqual([
      "Previous page",
      "Page 1",
      "Page 2",
      "Page 3",
      "Next page",
    ]);
    expect(found[0]!.attributes).toContain('rel="prev"');
    expect(found[0]!.attributes).toContain('href="/blogs?county=rockland"');
    expect(found[4]!.attributes).toContain('rel="next"');
    expect(found[4]!.attributes).toContain(
      'href="/blogs?county=rockland&amp;page=3"',
    );
    expect(
      found.filter((link) => link.attributes.includes('aria-current="page"')),
    ).toEqual([expect.objectContaining({ text: "Page 2" })]);
  });

  it("has no previous link on the first page and no next link on the last", () => {
    expect(render(1, 3)).not.toContain('rel="prev"');
    expect(render(1, 3)).toContain('rel="next"');
    expect(render(3, 3)).toContain('rel="prev"');
    expect(render(3, 3)).not.toContain('rel="next"');
  });
});
