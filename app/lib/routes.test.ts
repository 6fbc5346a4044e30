import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CopyName } from "../content/schemas/copy";
import { readCopy } from "../data/copy-files";
import { routesFromFiles } from "../data/testing/collection-files.testing";
import { copyNameOf } from "./content/copy";
import { fixedPagePaths, pagePaths as pagePathsOf } from "./routes";

/** The route table with the content by file names (the build takes it from the content layer's entries). */
const pagePaths = () => pagePathsOf(routesFromFiles());

/** Every internal path the interface copy or an article links to, found by walking their values. */
function linkedPaths(): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      const match = value.match(/^(\/[a-z0-9/-]*)(?:[?#].*)?$/);
      if (match && !value.startsWith("/images/")) found.add(match[1]!);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  const contentDir = path.resolve("app/content");
  for (const file of readdirSync(path.join(contentDir, "copy"))) walk(readCopy(copyNameOf(file) as CopyName));
  for (const file of readdirSync(path.join(contentDir, "articles"))) {
    const markdown = readFileSync(path.join(contentDir, "articles", file), "utf8");
    for (const m of markdown.matchAll(/\]\((\/[^)\s#?]*)/g)) found.add(m[1]!);
  }
  return found;
}

describe("fixedPagePaths", () => {
  it("makes a page of every .astro file but a dynamic route, the not-found page and an underscored file", () => {
    expect(
      fixedPagePaths([
        "index.astro",
        "about.astro",
        "ai/index.astro",
        "ai/[slug].astro",
        "404.astro",
        "_draft.astro",
        "blog/[...page].astro",
        "rss.xml.ts",
        "tech-trends.astro",
      ]),
    ).toEqual(["/", "/about", "/ai", "/tech-trends"]);
  });
});

describe("route table", () => {
  it("lists every path once", () => {
    const paths = pagePaths();
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("uses lowercase canonical paths only", () => {
    for (const p of pagePaths()) expect(p).toBe(p.toLowerCase());
  });

  it("has a page for every path that content links to", async () => {
    const pages = new Set(pagePaths());
    const linked = linkedPaths();
    expect(linked.size).toBeGreaterThan(20);
    const missing = [...linked].filter((p) => !pages.has(p.replace(/\/$/, "") || "/"));
    expect(missing).toEqual([]);
  });
});
