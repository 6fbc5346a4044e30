/**
 * Builds sitemap.xml and robots.txt text. Pure, so the route table's output can be unit-tested.
 * Past the protocol's limits for one file (50,000 URLs or 50 MB, sitemaps.org), the URLs are split
 * over numbered files and /sitemap.xml becomes the index naming them, so robots.txt names one
 * address whatever the size of the archive.
 */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

export interface SitemapLimits {
  urls: number;
  bytes: number;
}

/** The sitemaps.org limits for one file, uncompressed. */
export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 };

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = "\n</urlset>\n";

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

const urlLine = (e: SitemapEntry) =>
  `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`;

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  return `${URLSET_OPEN}${entries.map(urlLine).join("\n")}${URLSET_CLOSE}`;
}

/** `entries` in groups that each make a sitemap file within `limits` (one group when they all fit). */
export function splitSitemap(
  entries: readonly SitemapEntry[],
  limits: SitemapLimits = SITEMAP_LIMITS,
): SitemapEntry[][] {
  const overhead = byteLength(URLSET_OPEN + URLSET_CLOSE);
  const groups: SitemapEntry[][] = [[]];
  let bytes = overhead;
  for (const entry of entries) {
    const size = byteLength(urlLine(entry)) + 1;
    let group = groups.at(-1)!;
    if (group.length > 0 && (group.length >= limits.urls || bytes + size > limits.bytes)) {
      group = [];
      groups.push(group);
      bytes = overhead;
    }
    group.push(entry);
    bytes += size;
  }
  return groups;
}

/** The address of the `n`th (1-based) file of a split sitemap. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/** /sitemap.xml when the URLs were split: the index of their files (`locs`, absolute). */
export function sitemapIndexXml(locs: readonly string[]): string {
  const items = locs.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
