import { gzipSync } from "node:zlib";
import path from "node:path";
import { browserBundle } from "./browser-bundle";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../shared/build-layout";
import { bundleArticleReading, bundleInlineScript, bundleLibraryInit } from "./inline-script";

describe("the inline library script", () => {
  // 2 KB until issue 46: reading a version 1 library as today's and a note leaving with its article's
  // last list added 160 B. What every page may carry is check:js-budget's 7 KB of inline scripts.
  it("is one classic script with no import, at most 2,250 B gzip, on every page", async () => {
    const { code, inputs } = await bundleLibraryInit();
    expect(code).not.toMatch(/\bimport\s*[({"']|\bexport\s/);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(2250);
    // It carries no copy (the words come from the page) and no schema library.
    expect(inputs.some((file) => /\.yaml$|node_modules/.test(file))).toBe(false);
  });

  // Issue 40 moved the home page's continue card into it (its island requested 78 KB); only the
  // home page's variant carries that code, and all of a page's inline scripts are held to 7 KB gzip by check:js-budget.
  it("on the home page also paints the continue card, in at most 2,500 B gzip; other pages do without that code", async () => {
    const [home, other] = await Promise.all([bundleInlineScript("virtual:library-init-home"), bundleLibraryInit()]);
    expect(home.code).toContain("[data-continue]");
    expect(other.code).not.toContain("[data-continue]");
    expect(gzipSync(home.code, { level: 9 }).length).toBeLessThanOrEqual(2500);
  });

  it("shows the reader's note on article pages and runs 'Save all parts' on series pages, each only there (issue 46)", async () => {
    const [article, series, other] = await Promise.all([
      bundleInlineScript("virtual:library-init-article"),
      bundleInlineScript("virtual:library-init-series"),
      bundleLibraryInit(),
    ]);
    expect(article.code).toContain("[data-note-for]");
    expect(series.code).toContain("[data-save-all]");
    for (const code of [other.code, series.code]) expect(code).not.toContain("[data-note-for]");
    for (const code of [other.code, article.code]) expect(code).not.toContain("[data-save-all]");
    expect(gzipSync(article.code, { level: 9 }).length).toBeLessThanOrEqual(2300);
    expect(gzipSync(series.code, { level: 9 }).length).toBeLessThanOrEqual(2350);
  });
});

describe("the article's inline reading script (copy buttons, the contents' current section)", () => {
  it("is one classic script with no import and no copy, at most 1.1 KB gzip, on article pages only (ADR 0038)", async () => {
    const { code, inputs } = await bundleArticleReading();
    expect(code).not.toMatch(/\bimport\s*[({"']|\bexport\s/);
    // Every page's inline scripts share 7 KB gzip (issue 38); an article's were 6.2 KB before this one.
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(1126);
    expect(inputs.some((file) => /\.yaml$|node_modules/.test(file))).toBe(false);
  });
});

describe("the service worker's registration (client:worker)", () => {
  it("adds at most 1 KB gzip to a page (issue 32): Astro inlines it with the update toast's island", async () => {
    const { code } = await browserBundle(path.join(REPO_ROOT, "app/directives/worker.ts"));
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(1024);
  });
});

describe("the home slider's plain script", () => {
  it("is one classic script with no import and no copy, at most 700 B gzip, on the home page only (issue 40)", async () => {
    const { code, inputs } = await bundleInlineScript("virtual:slider-init");
    expect(code).not.toMatch(/\bimport\s*[({"']|\bexport\s/);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(700);
    expect(inputs.some((file) => /\.yaml$|node_modules/.test(file))).toBe(false);
  });
});
