import { gzipSync } from "node:zlib";
import path from "node:path";
import { browserBundle } from "./browser-bundle";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../shared/build-layout";
import { bundleArticleReading, bundleLibraryInit } from "./inline-script";

describe("the inline library script", () => {
  it("is one classic script with no import, at most 2 KB gzip, on every page", async () => {
    const { code, inputs } = await bundleLibraryInit();
    expect(code).not.toMatch(/\bimport\s*[({"']|\bexport\s/);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(2048);
    // It carries no copy (the words come from the page) and no schema library.
    expect(inputs.some((file) => /\.yaml$|node_modules/.test(file))).toBe(false);
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
    const { code } = await browserBundle(path.join(REPO_ROOT, "integration/client-worker.ts"));
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(1024);
  });
});
