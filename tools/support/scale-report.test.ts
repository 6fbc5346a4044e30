import { describe, expect, it } from "vitest";
import {
  articleFigures,
  figuresIn,
  gateChecks,
  PAGE_TYPES,
  scaleSection,
  scaleTable,
  stepDuration,
  type ScaleFigures,
} from "./scale-report.ts";

const run = {
  seconds: 100,
  cpuSeconds: 150,
  peakBytes: 1.5 * 1024 ** 3,
  loadAverage: 4,
  steps: [
    "20:00:00 social-cards: 10 cards (10 drawn, 0 from cache) in 3.5 s",
    "20:00:05 deploy-config: x",
    "20:01:15 precompress: 3 files",
  ],
};

function figures(generated: number, change: Partial<ScaleFigures> = {}): ScaleFigures {
  return {
    generated,
    articles: generated + 6,
    measured: "2026-11-23",
    cold: run,
    output: { bytes: 1e7, files: 400, staticHostFiles: 200, staticHostBytes: 8e6 },
    js: Object.fromEntries(
      PAGE_TYPES.map((t) => [
        t,
        { bytes: t === "article" ? 0 : 75_000, files: t === "article" ? [] : ["/assets/client.js"] },
      ]),
    ) as ScaleFigures["js"],
    blogHtml: 48_000,
    articleHtml: 70_000,
    relatedCards: 4,
    search: { first: 100_000, second: 5_000, blog: 4_000 },
    nextPage: "works",
    precache: { files: 3, bytes: 500_000, urls: ["/index.html", "/assets/client.Ab12Cd34.js", "/favicon.svg"] },
    ...change,
  };
}

describe("gateChecks", () => {
  it("passes a build whose pages do not grow with the archive", () => {
    const checks = gateChecks(figures(0), figures(300, { articleHtml: 70_200 }));
    expect(checks.filter((c) => !c.ok)).toEqual([]);
    expect(checks).toHaveLength(PAGE_TYPES.length + 7);
  });

  it("fails a page type whose JavaScript grew by more than 2 KB and names the new file", () => {
    const blog = { bytes: 78_000, files: ["/assets/client.js", "/assets/summaries.js"] };
    const failed = gateChecks(figures(0), figures(300, { js: { ...figures(0).js, blog } })).filter((c) => !c.ok);
    expect(failed.map((c) => c.name)).toEqual(["blog page requests the same JavaScript"]);
    expect(failed[0]!.detail).toContain("new: /assets/summaries.js");
  });

  it("fails an article page that grows, a next page that is missing, and a first search past its budget", () => {
    const missed = gateChecks(
      figures(0),
      figures(300, {
        articleHtml: 90_000,
        relatedCards: 5,
        nextPage: "missing",
        search: { first: 300_000, second: 70_000, blog: 10_000 },
      }),
    ).filter((c) => !c.ok);
    const failed = missed.filter((c) => !c.reported);
    expect(failed.map((c) => c.name)).toEqual([
      "an article page's HTML does not grow with the archive",
      "an article page shows at most four related articles",
      "the next page of /blog works without JavaScript",
      "first site search transfer",
    ]);
    expect(failed[2]!.detail).toMatch(/^MISSING/);
    // A next search past 60 KB is said, not failed: the budget is out of reach with Pagefind's chunks.
    expect(missed.filter((c) => c.reported).map((c) => c.name)).toEqual(["next site search transfer"]);
  });

  it("fails a precache that grew with the archive, naming what it added", () => {
    const grown = {
      files: 4,
      bytes: 540_000,
      urls: ["/index.html", "/assets/client.Ef56Gh78.js", "/favicon.svg", "/blog/2/index.html"],
    };
    const failed = gateChecks(figures(0), figures(300, { precache: grown })).filter((c) => !c.ok);
    expect(failed.map((c) => c.name)).toEqual(["the service worker's precache does not grow with the archive"]);
    expect(failed[0]!.detail).toContain("new: /blog/2/index.html");
    // A new hash of the same file is the same file; a few bytes more of the home page are within the margin.
    const same = { files: 3, bytes: 502_000, urls: ["/index.html", "/assets/client.Ef56Gh78.js", "/favicon.svg"] };
    expect(gateChecks(figures(0), figures(300, { precache: same })).every((c) => c.ok)).toBe(true);
  });

  it("fails a search that did not work", () => {
    expect(
      gateChecks(figures(0), figures(300, { search: { error: "no results shown" } })).find((c) => !c.ok)?.detail,
    ).toBe("no results shown");
  });
});

describe("stepDuration", () => {
  it("takes a step's own timing, or else the clock since the step before", () => {
    expect(stepDuration(run.steps, "social-cards")).toBe(3.5);
    expect(stepDuration(run.steps, "precompress")).toBe(70);
    expect(stepDuration(run.steps, "search-index")).toBeUndefined();
  });
});

describe("scaleSection", () => {
  it("keeps the figures of sizes not measured this time, and shows a size never measured as not run", () => {
    const before = scaleSection([], [figures(0), figures(1000, { blogHtml: 500_000 })], [0, 1000, 10_000]);
    const after = scaleSection(figuresIn(before), [figures(1000, { blogHtml: 50_000 })], [0, 1000, 10_000]);
    expect(figuresIn(after).map((f) => [f.generated, f.blogHtml])).toEqual([
      [0, 48_000],
      [1000, 50_000],
    ]);
    expect(after).toContain("| `/blog` HTML | 46.9 KB | 48.8 KB | not run |");
    expect(scaleTable([figures(0)], [0])).toContain(
      "| cold build: wall clock (CPU time, load), peak memory | 100 s (2.5 min, 4.0), 1.5 GB |",
    );
    expect(
      scaleTable([figures(0, { nextPage: "missing" }), figures(300, { nextPage: "missing" })], [0, 300]),
    ).toContain("| `/blog`'s next page without JavaScript | none needed (6 articles) | missing |");
  });
});

describe("articleFigures", () => {
  it("measures an article page without its related articles and counts them", () => {
    const card = '<li><article data-card="">A card</article></li>';
    const page = (cards: number) =>
      `<main><h1>T</h1></main><section aria-labelledby="related-articles-title"><ul>${card.repeat(cards)}</ul></section><footer></footer>`;
    expect(articleFigures(page(3))).toEqual({ articleHtml: articleFigures(page(4)).articleHtml, relatedCards: 3 });
    expect(articleFigures(page(4)).relatedCards).toBe(4);
  });
});
