/**
 * /sitemap.xml from the pages the build wrote (issue 30: one list of pages), not from a list of its
 * own: every page but those that ask search engines not to index them (a tag with fewer than two
 * articles), an article with the date its page gives (`article:modified_time`). Past the protocol's
 * limits for one file, the URLs go into /sitemap-<n>.xml and /sitemap.xml becomes their index, so
 * robots.txt names one address whatever the size of the archive (app/lib/sitemap.ts writes the XML).
 * Run before the host configs and precompression, which cover the files it writes.
 */
import { closeSync, openSync, readSync, writeFileSync } from "node:fs";
import path from "node:path";
import { builtPages } from "../shared/pages.ts";
import { sitemapIndexXml, sitemapPartPath, sitemapXml, splitSitemap, type SitemapEntry } from "../app/lib/sitemap.ts";

/** A page's <head> (its first 32 KB hold it): what the sitemap reads of each page. */
function headOf(file: string): string {
  const buffer = Buffer.alloc(32 * 1024);
  const fd = openSync(file, "r");
  try {
    const text = buffer.toString("utf8", 0, readSync(fd, buffer, 0, buffer.length, 0));
    const end = text.indexOf("</head>");
    return end === -1 ? text : text.slice(0, end);
  } finally {
    closeSync(fd);
  }
}

/** The sitemap's entries for the build at `root`, absolute on `site`. */
export function sitemapEntries(root: string, site: string): SitemapEntry[] {
  const pages = builtPages(root).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return pages.flatMap(({ path: pagePath, file }) => {
    const head = headOf(path.join(root, file));
    if (/<meta name="robots" content="noindex/.test(head)) return [];
    const lastmod = /<meta property="article:modified_time" content="(\d{4}-\d{2}-\d{2})/.exec(head)?.[1];
    return [{ loc: new URL(pagePath, site).href, ...(lastmod && { lastmod }) }];
  });
}

/** Writes /sitemap.xml (and its parts once split) into the build at `root`; says what it wrote. */
export function writeSitemap(root: string, site: string, limits?: Parameters<typeof splitSitemap>[1]): string {
  const groups = splitSitemap(sitemapEntries(root, site), limits);
  if (groups.length === 1) {
    writeFileSync(path.join(root, "sitemap.xml"), sitemapXml(groups[0]!));
    return `sitemap: ${groups[0]!.length} pages in sitemap.xml`;
  }
  groups.forEach((entries, i) => writeFileSync(path.join(root, sitemapPartPath(i + 1)), sitemapXml(entries)));
  writeFileSync(
    path.join(root, "sitemap.xml"),
    sitemapIndexXml(groups.map((_, i) => new URL(sitemapPartPath(i + 1), site).href)),
  );
  return `sitemap: ${groups.reduce((n, g) => n + g.length, 0)} pages in ${groups.length} files, indexed by sitemap.xml`;
}
