/**
 * The blog at a few hundred articles: a copy of the project with 300 generated articles (never
 * written into app/content/ of this checkout) is built and served, and what must not grow with the
 * archive is checked against this checkout's own build: an article page's HTML, the feed (the
 * newest 50), /blog (the six newest) and its static pages, reachable without JavaScript through
 * Previous and Next links. One build of the copy: a few minutes.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "../tools/free-port";
import { tagFiles } from "../tools/scale-articles";
import { SITE_ROOT } from "../shared/build-layout";
import { builtPages } from "../shared/pages";
import { expect, test } from "./support/fixtures";
import { copySite, type SiteCopy } from "./support/site-copy";

const GENERATED = 300;
const CATEGORIES = ["ai-insights", "motivation", "tech-trends"];
const TAGS = Array.from({ length: 20 }, (_, i) => `topic-${i}`);

/** A generated article: a date a day apart (all older than the real ones), a category and three tags in turn, a body with sections and code. */
function generated(i: number): { file: string; text: string } {
  const date = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  const tags = [0, 7, 13].map((k) => TAGS[(i + k) % TAGS.length]);
  const body = [1, 2, 3]
    .map((n) => `## Part ${n}\n\nGenerated paragraph ${n} of article ${i}, with enough words to count as prose for the reading time.\n\n\`\`\`ts\nconst part${n} = ${i};\n\`\`\``)
    .join("\n\n");
  return {
    file: `app/content/articles/generated-${String(i).padStart(4, "0")}.md`,
    text: `---\ntitle: "Generated article ${i}"\ndate: ${date}\ncategory: ${CATEGORIES[i % 3]}\nexcerpt: "What generated article ${i} is about, in one sentence."\ntags: [${tags.join(", ")}]\n---\n\nAn introduction to article ${i}.\n\n${body}\n`,
  };
}

let site: SiteCopy;
let server: ChildProcess;
let base: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  site = copySite();
  for (let i = 0; i < GENERATED; i++) {
    const { file, text } = generated(i);
    site.write(file, text);
  }
  for (const { file, text } of tagFiles(TAGS.map((tag) => [tag, tag] as const), new Set())) site.write(file, text);
  const root = await site.build();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["server/index.ts"], { env: { ...process.env, SITE_ROOT: root, PORT: String(port), HOST: "127.0.0.1" }, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("being served") && resolve());
    server.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
});

test.afterAll(() => {
  server?.kill();
  site?.remove();
});

test("an article page's HTML does not grow with the archive", () => {
  const slug = "react-19-features-in-practice";
  const here = readFileSync(path.join(SITE_ROOT, "blog", slug, "index.html"), "utf8");
  const scaled = site.page(`/blog/${slug}`)!;
  expect(scaled).toBeDefined();
  // The same article among 306: at most four related cards, as among six (a card is about 1.5 KB).
  expect(Math.abs(scaled.length - here.length)).toBeLessThan(4 * 1024);
  expect(scaled.match(/<article/g)?.length).toBeLessThanOrEqual(here.match(/<article/g)!.length + 4);
});

test("the feed carries the newest 50", () => {
  const feed = readFileSync(path.join(site.root, "build/client/rss.xml"), "utf8");
  expect(feed.match(/<item>/g)).toHaveLength(50);
});

test("/blog lists the six newest and links to older pages; every page of the list is in the sitemap", () => {
  const blog = site.page("/blog")!;
  expect(blog.match(/<article/g)).toHaveLength(6);
  expect(blog).toMatch(/<a href="\/blog\/2" rel="next"/);
  expect(blog).not.toContain('rel="prev"');
  const sitemap = readFileSync(path.join(site.root, "build/client/sitemap.xml"), "utf8");
  const pages = Math.ceil((GENERATED + 6) / 6);
  expect(sitemap).toContain(`/blog/${pages}</loc>`);
  expect(sitemap).not.toContain(`/blog/${pages + 1}</loc>`);
  expect(sitemap).toContain("/blog/category/ai-insights/2</loc>");
});

test("a list's later pages share its first page's social card and stay out of the site search", () => {
  const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  for (const [first, later] of [
    ["/blog", "/blog/2"],
    ["/blog/category/motivation", "/blog/category/motivation/2"],
    ["/blog/tags/topic-1", "/blog/tags/topic-1/2"],
  ] as const) {
    const firstPage = site.page(first)!;
    const laterPage = site.page(later)!;
    expect(ogImage(laterPage), later).toBe(ogImage(firstPage));
    expect(firstPage, first).toContain("data-pagefind-body");
    expect(laterPage, later).not.toContain("data-pagefind-body");
  }
  // No card is drawn for a later page, so the cards grow with the articles, not with the list pages.
  expect(existsSync(path.join(site.root, "build/client/og/blog/2.png"))).toBe(false);
  const pagefind = JSON.parse(readFileSync(path.join(site.root, "build/client/pagefind/pagefind-entry.json"), "utf8")) as { languages: Record<string, { page_count: number }> };
  const indexed = Object.values(pagefind.languages).reduce((sum, l) => sum + l.page_count, 0);
  // Thin tag pages are out of the sitemap but still searchable: count the pages the build wrote.
  const firstPages = builtPages(path.join(site.root, "build/client")).filter((page) => !/\/\d+$/.test(page.path));
  // Every page but the numbered ones (and /search, which is not indexed) is in the index.
  expect(indexed).toBe(firstPages.length - 1);
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

    await page.getByRole("group", { name: "Category" }).getByRole("button", { name: "Motivation", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/category\/motivation\??$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Motivation");
    await expect(page.getByRole("list", { name: "Motivation" }).getByRole("article")).toHaveCount(6);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${base}/blog/category/motivation/2`);
  });
});

test("with JavaScript, the search covers the whole archive, not just the page", async ({ page }) => {
  await page.goto(`${base}/blog/3`);
  // Whole words and a prefix (the last word), over the whole archive: only article 257 has a number
  // starting 257 among 300, and it is on no page near /blog/3.
  await page.getByRole("searchbox", { name: "Search articles" }).fill("generated article 257");
  await expect(page.getByRole("status")).toHaveText("1 article");
  await expect(page.getByRole("list", { name: "Articles" }).getByRole("heading")).toHaveText(["Generated article 257"]);
});
