import { expect, test } from "./support/fixtures";
import { tagPath } from "../app/lib/articles";
import { articles, thinTags } from "../tools/support/articles";
import { pagePaths } from "../tools/support/site";
import { BRAND } from "../tools/support/spec-texts";
import { OFFLINE_PATH } from "../app/lib/offline";

const attr = (html: string, key: string, name: string) =>
  html.match(new RegExp(`<meta ${key}="${name}" content="([^"]*)"`))?.[1];

function jsonLd(html: string): { "@type": string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

const articlePaths = new Set(articles.map((a) => `/blog/${a.slug}`));

test("every page has social cards with its own shipped 1200×630 image and parseable structured data", async ({
  request,
}) => {
  const images = new Set<string>();
  for (const path of pagePaths) {
    const html = await (await request.get(path)).text();
    expect(attr(html, "property", "og:title"), path).toMatch(new RegExp(` — ${BRAND}$`));
    expect(attr(html, "property", "og:description")?.length, path).toBeGreaterThan(40);
    expect(attr(html, "property", "og:url"), path).toBe(`https://techhorizon.example${path}`);
    expect(attr(html, "name", "twitter:card"), path).toBe("summary_large_image");
    expect(attr(html, "property", "og:image:width"), path).toBe("1200");
    expect(attr(html, "property", "og:image:alt")?.length, path).toBeGreaterThan(0);
    images.add(new URL(attr(html, "property", "og:image")!).pathname);
    const types = jsonLd(html).map((d) => d["@type"]);
    if (path === "/") expect(types, path).toEqual(["Organization", "WebSite"]);
    if (path.split("/").length > 2) expect(types, path).toContain("BreadcrumbList");
    if (articlePaths.has(path)) expect(types, path).toContain("BlogPosting");
    else expect(types, path).not.toContain("BlogPosting");
  }
  // A list's further pages (/blog/2 …) share its first page's card, so the cards do not grow with the archive.
  const furtherListPages = pagePaths.filter((p) => /\/\d+$/.test(p));
  expect(images.size, "one card per page").toBe(pagePaths.length - furtherListPages.length);
  for (const path of furtherListPages) {
    const card = (p: string) => request.get(p).then(async (r) => attr(await r.text(), "property", "og:image"));
    expect(await card(path), path).toBe(await card(path.replace(/\/\d+$/, "")));
  }
  for (const image of images) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toBe("image/png");
  }
});

test("the sitemap lists every page but thin tag pages, /library and /offline, with absolute URLs and article dates", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toMatch(/^<\?xml/);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  // These ask not to be indexed: a thin tag page, the reader's library (empty for a crawler) and the
  // offline page (what the service worker answers without a network).
  const thin = new Set([...thinTags.map(tagPath), "/library", OFFLINE_PATH]);
  expect(locs.map((loc) => new URL(loc).pathname).sort()).toEqual(pagePaths.filter((p) => !thin.has(p)).sort());
  for (const loc of locs) expect(loc).toMatch(/^https:\/\/techhorizon\.example\//);
  // One date per article: its page's article:modified_time.
  expect([...xml.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)]).toHaveLength(articles.length);
});
