import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sitemapEntries, writeSitemap } from "./sitemap.ts";

const SITE = "https://example.org";

/** A build folder with `pages` (path → its <head>), each an index.html. */
function build(pages: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "sitemap-"));
  for (const [page, head] of Object.entries(pages)) {
    const dir = path.join(root, page);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, "index.html"),
      `<!doctype html><html><head>${head}</head><body><main>${page}</main></body></html>`,
    );
  }
  writeFileSync(path.join(root, "404.html"), "<html><head></head></html>");
  return root;
}

describe("the sitemap from the pages the build wrote", () => {
  const root = build({
    "/": "<title>Home</title>",
    "/about": "<title>About</title>",
    "/blog/an-article": '<meta property="article:modified_time" content="2026-11-04">',
    "/blog/tags/thin": '<meta name="robots" content="noindex, follow">',
  });

  it("lists every page but those asking not to be indexed (and never the 404 page), an article with its date", () => {
    expect(sitemapEntries(root, SITE)).toEqual([
      { loc: "https://example.org/" },
      { loc: "https://example.org/about" },
      { loc: "https://example.org/blog/an-article", lastmod: "2026-11-04" },
    ]);
  });

  it("is one file while it fits, and an index of numbered files past the protocol's limits", () => {
    expect(writeSitemap(root, SITE)).toBe("sitemap: 3 pages in sitemap.xml");
    expect(readFileSync(path.join(root, "sitemap.xml"), "utf8")).toContain("<urlset");
    expect(writeSitemap(root, SITE, { urls: 2, bytes: 1_000_000 })).toBe(
      "sitemap: 3 pages in 2 files, indexed by sitemap.xml",
    );
    const index = readFileSync(path.join(root, "sitemap.xml"), "utf8");
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<loc>https://example.org/sitemap-2.xml</loc>");
    expect(readFileSync(path.join(root, "sitemap-2.xml"), "utf8")).toContain(
      "<loc>https://example.org/blog/an-article</loc><lastmod>2026-11-04</lastmod>",
    );
  });
});
