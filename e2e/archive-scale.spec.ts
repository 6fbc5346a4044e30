/**
 * The blog at a few hundred articles: npm test's one copy of the project with 300 generated articles
 * (the scale benchmark's generator, tools/support/scale-site.ts; never written into app/content/ of this
 * checkout) is built and served, and what must not grow with the archive is checked against this
 * checkout's own build: the JavaScript each page type requests, an article page's HTML, what a site
 * and a blog search transfer (tools/support/scale-report.ts's checks, the benchmark's), the feeds (each list's
 * newest FEED_ITEMS), the site search's order (articles before the lists), /blog (the six newest) and
 * its static pages, reachable without JavaScript through Previous and Next links. One build of the
 * copy: a few minutes.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveSite, type ServedSite } from "../tools/support/serve-site";
import { gateChecks, type ScaleFigures } from "../tools/support/scale-report";
import { copyWith, measureSite, scaleArticles } from "../tools/support/scale-site";
import { SITE_ROOT } from "../shared/build-layout";
import { builtPages } from "../shared/pages";
import { articles } from "../tools/support/articles";
import { expect, test } from "./support/fixtures";
import { expectArticlesBeforeLists, searchOrder } from "./support/search-order";
import { parseJsonFeed, parseRssFeed } from "feedsmith";
import { FEED_ITEMS } from "../app/content/site";
import type { SiteCopy } from "../tools/support/site-copy";

const GENERATED = 300;
/** The oldest generated article: on the list's last page, far from any page a search starts on. */
const oldest = scaleArticles(GENERATED).at(-1)!;
const oldestTitle = JSON.parse(/^title: (.*)$/m.exec(oldest.text)![1]!) as string;

let site: SiteCopy;
let server: ServedSite | undefined;
let base: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  // The one 300-article copy of npm test: the scale benchmark's generator (tools/support/scale-site.ts),
  // built lean: what is checked here is pages, scripts and search, not the cards' pictures or the
  // pages' compressed copies, which were two thirds of its build.
  site = copyWith(GENERATED, { ownCaches: false });
  server = await serveSite({ root: await site.build({ lean: true }) });
  base = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  site?.remove();
});

test("each page type requests the same JavaScript, an article's HTML does not grow, /blog/2 works without JavaScript, and searches stay within budget", async () => {
  test.setTimeout(300_000);
  // This checkout's searches are check:search-transfer's; the copy's are measured and checked here.
  const baseline = { ...(await measureSite(SITE_ROOT, { search: false })), generated: 0 } as ScaleFigures;
  const scaled = { ...(await measureSite(path.join(site.root, "build/client"))), generated: GENERATED } as ScaleFigures;
  const checks = gateChecks(baseline, scaled);
  for (const check of checks)
    console.log(
      `scale: ${check.ok ? "ok  " : check.reported ? "OVER" : "FAIL"} ${check.name}: ${check.detail}${check.reported ? " (reported, not gated)" : ""}`,
    );
  expect(checks.filter((c) => !c.ok && !c.reported).map((c) => `${c.name}: ${c.detail}`)).toEqual([]);
});

test("every feed carries its list's newest articles, a fixed number however large the archive", () => {
  const built = (file: string) => readFileSync(path.join(site.root, "build/client", file), "utf8");
  // A tag has fewer articles than a category or an author (18 for react at 300): all of them, up to FEED_ITEMS.
  for (const [list, full] of [
    ["", true],
    ["/blog/category/motivation", true],
    ["/blog/authors/daniel-okafor", true],
    ["/blog/tags/react", false],
  ] as const) {
    const rss = parseRssFeed(built(`${list}/rss.xml`));
    const json = parseJsonFeed(built(`${list}/feed.json`));
    if (full) expect(rss.items, list).toHaveLength(FEED_ITEMS);
    else expect(rss.items!.length, list).toBeLessThanOrEqual(FEED_ITEMS);
    expect(
      json.items?.map((item) => item.url),
      list,
    ).toEqual(rss.items!.map((item) => item.link));
    // The list page's first card is the feed's first item.
    const newest = /<a href="(\/blog\/[^"]+)" data-card-title/.exec(site.page(list || "/blog")!)![1];
    expect(rss.items![0]!.link, list).toBe(`https://techhorizon.example${newest}`);
  }
});

test("the site search lists the articles and guides before the tag, author, category and list pages", async ({
  page,
}) => {
  test.setTimeout(120_000);
  expectArticlesBeforeLists(await searchOrder(page, `${base}/search?q=webassembly`), "/blog/tags/webassembly");
});

test("/blog lists the six newest and links to older pages; every page of the list is in the sitemap", () => {
  const blog = site.page("/blog")!;
  expect(blog.match(/<article/g)).toHaveLength(6);
  expect(blog).toMatch(/<a href="\/blog\/2" rel="next"/);
  expect(blog).not.toContain('rel="prev"');
  const sitemap = readFileSync(path.join(site.root, "build/client/sitemap.xml"), "utf8");
  const pages = Math.ceil((GENERATED + articles.length) / 6);
  expect(sitemap).toContain(`/blog/${pages}</loc>`);
  expect(sitemap).not.toContain(`/blog/${pages + 1}</loc>`);
  expect(sitemap).toContain("/blog/category/ai-insights/2</loc>");
});

test("a list's later pages share its first page's social card and stay out of the site search", () => {
  const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  for (const [first, later] of [
    ["/blog", "/blog/2"],
    ["/blog/category/motivation", "/blog/category/motivation/2"],
    ["/blog/tags/react", "/blog/tags/react/2"],
  ] as const) {
    const firstPage = site.page(first)!;
    const laterPage = site.page(later)!;
    expect(ogImage(laterPage), later).toBe(ogImage(firstPage));
    expect(firstPage, first).toContain("data-pagefind-body");
    expect(laterPage, later).not.toContain("data-pagefind-body");
  }
  // No card is drawn for a later page, so the cards grow with the articles, not with the list pages.
  expect(existsSync(path.join(site.root, "build/client/og/blog/2.png"))).toBe(false);
  const pagefind = JSON.parse(
    readFileSync(path.join(site.root, "build/client/pagefind/pagefind-entry.json"), "utf8"),
  ) as { languages: Record<string, { page_count: number }> };
  const indexed = Object.values(pagefind.languages).reduce((sum, l) => sum + l.page_count, 0);
  // Thin tag pages are out of the sitemap but still searchable: count the pages the build wrote.
  const firstPages = builtPages(path.join(site.root, "build/client")).filter((page) => !/\/\d+$/.test(page.path));
  // Every page but the numbered ones (and /search, /library and /offline, which have nothing to find) is in the index.
  expect(indexed).toBe(firstPages.length - 3);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Next and Previous walk the list's static pages, and a category button opens its list", async ({ page }) => {
    await page.goto(`${base}/blog`);
    const list = page.getByRole("list", { name: "Articles" }).getByRole("article");
    await expect(list).toHaveCount(6);
    const newest = await list.first().getByRole("heading").textContent();

    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${base}/blog/2`);
    await expect(list).toHaveCount(6);
    await expect(list.first().getByRole("heading")).not.toHaveText(newest!);
    await expect(page.getByText("Page 2 of")).toBeVisible();
    await expect(page.getByRole("link", { name: "Previous" })).toHaveAttribute("rel", "prev");
    await expect(page.getByRole("link", { name: "Next" })).toHaveAttribute("rel", "next");

    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(`${base}/blog`);

    await page
      .getByRole("group", { name: "Category" })
      .getByRole("button", { name: "Motivation", exact: true })
      .click();
    await expect(page).toHaveURL(/\/blog\/category\/motivation\??$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Motivation");
    await expect(page.getByRole("list", { name: "Motivation" }).getByRole("article")).toHaveCount(6);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${base}/blog/category/motivation/2`);
  });
});

test("with JavaScript, the search covers the whole archive, not just the page", async ({ page }) => {
  await page.goto(`${base}/blog/3`);
  // The oldest generated article is on the list's last page, nowhere near /blog/3.
  expect(site.page("/blog/3")).not.toContain(oldestTitle);
  await page.getByRole("searchbox", { name: "Search articles" }).fill(oldestTitle);
  await expect(page.getByRole("status")).toHaveText(/^\d+ articles?$/);
  await expect(
    page.getByRole("list", { name: "Articles" }).getByRole("heading", { name: oldestTitle, exact: true }),
  ).toBeVisible();
});
