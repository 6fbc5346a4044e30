import { describe, expect, it } from "vitest";
import { blogRoutes } from "./articles";
import { listPage, listPagePaths } from "./list-pages";
import { pagePaths, type BlogRoutes } from "./routes";

/** The route table with the blog's pages only. */
const blogPaths = (blog: BlogRoutes) => pagePaths({ ...blog, fixed: [], guides: [], courses: [], services: [] });

const article = (i: number, categoryId = "ai", tags = ["llm"]) => ({
  slug: `a${i}`,
  tags,
  authorId: "maya-chen",
  categoryId,
});

describe("lists as static pages", () => {
  it("are one page up to six articles, then base/2, base/3 …", () => {
    expect(listPagePaths("/blog", 0, 6)).toEqual(["/blog"]);
    expect(listPagePaths("/blog", 6, 6)).toEqual(["/blog"]);
    expect(listPagePaths("/blog", 7, 6)).toEqual(["/blog", "/blog/2"]);
    expect(listPagePaths("/blog/tags/css", 13, 6)).toEqual(["/blog/tags/css", "/blog/tags/css/2", "/blog/tags/css/3"]);
  });

  it("link to their neighbours by canonical path, from what Astro's paginate() gives", () => {
    const page = {
      data: [],
      total: 13,
      currentPage: 2,
      lastPage: 3,
      url: { current: "/blog/2/", prev: "/blog/", next: "/blog/3", first: "/blog/" },
    };
    expect(listPage(page)).toEqual({
      articles: [],
      total: 13,
      page: 2,
      pageCount: 3,
      path: "/blog/2",
      previous: "/blog",
      next: "/blog/3",
      first: "/blog",
    });
    expect(listPage({ ...page, currentPage: 1, url: { current: "/blog" } })).toMatchObject({
      path: "/blog",
      page: 1,
      first: "/blog",
    });
    expect(listPage({ ...page, currentPage: 1, url: { current: "/blog" } })).not.toHaveProperty("previous");
  });

  it("are in the route table: every page of /blog, each category, tag and author list", () => {
    const articles = [
      ...Array.from({ length: 8 }, (_, i) => article(i)),
      ...Array.from({ length: 5 }, (_, i) => article(100 + i, "web", ["css"])),
    ];
    const paths = blogPaths(blogRoutes(articles, [{ id: "maya-chen" }], [{ id: "ai" }, { id: "web" }]));
    expect(paths).toEqual(
      expect.arrayContaining([
        "/blog",
        "/blog/2",
        "/blog/3",
        "/blog/category/ai",
        "/blog/category/ai/2",
        "/blog/category/web",
        "/blog/tags/llm",
        "/blog/tags/llm/2",
        "/blog/tags/css",
        "/blog/authors/maya-chen",
        "/blog/authors/maya-chen/2",
        "/blog/authors/maya-chen/3",
      ]),
    );
    expect(paths).not.toContain("/blog/4");
    expect(paths).not.toContain("/blog/category/web/2");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("with six articles, /blog has no second page", () => {
    const paths = blogPaths(
      blogRoutes(
        Array.from({ length: 6 }, (_, i) => article(i)),
        [],
        [{ id: "ai" }],
      ),
    );
    expect(paths.filter((p) => /^\/blog\/\d+$/.test(p))).toEqual([]);
  });
});
