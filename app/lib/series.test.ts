import { describe, expect, it } from "vitest";
import { articleContexts } from "./related-articles";
import { checkSeriesParts, seriesOf, seriesPath, seriesPlaces, seriesWithParts, toSeries } from "./series";
import type { ArticleDetail } from "~/content/schemas/blog";

const SERIES = [
  { id: "web-performance", title: "Web Performance", description: "Three parts." },
  { id: "unused", title: "Unused", description: "No article names it." },
];
const part = (slug: string, n: number, series = "web-performance") => ({ slug, series: { id: series, part: n } });

describe("a series' parts", () => {
  // Listed newest first, as the archive is: the parts' order comes from their numbers, not their dates.
  const articles = [part("render", 3), { slug: "unrelated" }, part("measure", 1), part("load", 2)];

  it("are in part order, and only a series with parts has a page", () => {
    const withParts = seriesWithParts(articles, SERIES);
    expect(withParts.map((s) => s.id)).toEqual(["web-performance"]);
    expect(withParts[0]!.parts.map((a) => a.slug)).toEqual(["measure", "load", "render"]);
    expect(seriesOf(articles)).toEqual(["web-performance"]);
    expect(seriesPath("web-performance")).toBe("/blog/series/web-performance");
  });

  it("each knows it is part N of M and its previous and next parts: none before the first, none after the last", () => {
    const places = seriesPlaces(seriesWithParts(articles, SERIES));
    expect(places.has("unrelated")).toBe(false);
    const at = (slug: string) => {
      const { part: n, count, previous, next, title } = places.get(slug)!;
      return { n, count, previous: previous?.slug, next: next?.slug, title };
    };
    expect(at("measure")).toEqual({ n: 1, count: 3, previous: undefined, next: "load", title: "Web Performance" });
    expect(at("load")).toEqual({ n: 2, count: 3, previous: "measure", next: "render", title: "Web Performance" });
    expect(at("render")).toEqual({ n: 3, count: 3, previous: "load", next: undefined, title: "Web Performance" });
  });

  it("a series of one part has neither", () => {
    const place = seriesPlaces(seriesWithParts([part("alone", 1)], SERIES)).get("alone")!;
    expect(place).toMatchObject({ part: 1, count: 1 });
    expect(place.previous).toBeUndefined();
    expect(place.next).toBeUndefined();
  });

  it("reach the article pages' props, beside the neighbours by date", () => {
    const detail = (slug: string, date: string, n?: number) =>
      ({
        slug,
        date,
        title: slug,
        tags: [],
        categoryId: "c",
        authorId: "a",
        html: "",
        toc: [],
        words: 0,
        ...(n && { series: { id: "web-performance", part: n } }),
      }) as unknown as ArticleDetail;
    const contexts = articleContexts(
      [
        detail("render", "2026-03-03", 3),
        detail("other", "2026-03-02"),
        detail("load", "2026-02-02", 2),
        detail("measure", "2026-01-01", 1),
      ],
      SERIES,
    );
    const load = contexts.find((c) => c.article.slug === "load")!;
    expect(load.series).toMatchObject({
      id: "web-performance",
      part: 2,
      count: 3,
      previous: { slug: "measure" },
      next: { slug: "render" },
    });
    expect(load.newer?.slug).toBe("other");
    expect(contexts.find((c) => c.article.slug === "other")!.series).toBeUndefined();
  });
});

describe("checkSeriesParts", () => {
  const claim = (file: string, n: number, series = "s") => ({ file, series, part: n });

  it("accepts parts numbered 1, 2, 3… in any order, each series on its own", () => {
    expect(() =>
      checkSeriesParts([claim("c.md", 3), claim("a.md", 1), claim("b.md", 2), claim("x.md", 1, "other")]),
    ).not.toThrow();
  });

  it.each([
    [
      "a repeated number",
      [claim("a.md", 1), claim("b.md", 2), claim("c.md", 2)],
      'c.md: "part" is 2, as in b.md: each part of the series s needs its own number',
    ],
    [
      "a gap",
      [claim("a.md", 1), claim("c.md", 3)],
      'c.md: "part" is 3, but the series s has no part 2: number its parts 1, 2, 3… without a gap',
    ],
    ["no first part", [claim("b.md", 2)], 'b.md: "part" is 2, but the series s has no part 1'],
  ])("fails on %s with one line naming the file and the field", (_, claims, message) => {
    expect(() => checkSeriesParts(claims)).toThrow(message);
  });
});

it("toSeries reads each series by its file name", () => {
  expect(
    toSeries([
      { id: "b", data: { title: "B", description: "d" } },
      { id: "a", data: { title: "A", description: "d" } },
    ]),
  ).toEqual([
    { id: "a", title: "A", description: "d" },
    { id: "b", title: "B", description: "d" },
  ]);
});
