import type { Page } from "@playwright/test";
import { DESKTOP, expect, holdRequests, hydrated, MOBILE, test } from "./support/fixtures";
import { axeViolations } from "./support/a11y";
import { articles } from "../tools/support/articles";
import {
  AI_INSIGHTS,
  ALL_CATEGORIES,
  ARTICLES_PER_PAGE,
  blogCopy,
  BRAND,
  CATEGORIES,
  CATEGORY_FILTERS,
  countText,
  MOTIVATION,
  NO_ARTICLES_FOUND,
  TECH_TRENDS,
} from "../tools/support/spec-texts";

const list = (page: Page) => page.getByRole("list", { name: "Articles" });
const cards = (page: Page) => list(page).getByRole("article");
const cardTitles = (page: Page) => list(page).getByRole("heading", { level: 2 });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const categoryButton = (page: Page, name: string) =>
  page.getByRole("group", { name: "Category" }).getByRole("button", { name, exact: true });
const status = (page: Page) => page.getByRole("main").getByRole("status");
/** The articles /blog shows first: the newest, one page of them. */
const firstPage = articles.slice(0, ARTICLES_PER_PAGE);
const inCategory = (category: string) => articles.filter((a) => a.category === category);

async function expectPressed(page: Page, pressed: (typeof CATEGORY_FILTERS)[number]) {
  for (const name of CATEGORY_FILTERS) {
    await expect(categoryButton(page, name)).toHaveAttribute("aria-pressed", String(name === pressed));
  }
}

test.describe("the blog list", () => {
  test.use({ viewport: DESKTOP });

  test.beforeEach(async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
  });

  test("shows the six newest articles as cards, newest first, each one link with title, category, date, author, excerpt and image", async ({
    page,
  }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`The ${BRAND} Blog`);
    expect(articles.length).toBeGreaterThanOrEqual(ARTICLES_PER_PAGE);
    await expect(cards(page)).toHaveCount(ARTICLES_PER_PAGE);
    await expect(cardTitles(page)).toHaveText(firstPage.map((a) => a.title));
    for (const [i, article] of firstPage.entries()) {
      const card = cards(page).nth(i);
      const links = card.getByRole("link");
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAttribute("href", `/blog/${article.slug}`);
      await expect(links).toHaveAccessibleName(article.title);
      await expect(card).toContainText(article.category);
      await expect(card).toContainText(article.author);
      await expect(card).toContainText(article.excerpt);
      await expect(card.locator("time")).toHaveAttribute("datetime", article.date);
      await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      const image = card.getByRole("img");
      await expect(image).toHaveAttribute("src", `/images/blog/${article.slug}.svg`);
      await expect(image).toHaveAttribute("alt", /\w{10,}/);
      await expect(image).toHaveAttribute("width", "800");
      await expect(image).toHaveAttribute("height", "450");
      await expect(image).toHaveAttribute("loading", i === 0 ? "eager" : "lazy");
    }
  });

  test("clicking anywhere on a card opens its article", async ({ page }) => {
    // Click on the excerpt, not the title: the title's stretched link covers the whole card.
    const excerpt = cards(page).nth(1).getByText(articles[1]!.excerpt);
    await excerpt.scrollIntoViewIfNeeded();
    const box = (await excerpt.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(`/blog/${articles[1]!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[1]!.title);
  });

  test("the search box is labelled and matches titles and excerpts without regard to case", async ({ page }) => {
    // In a title only.
    await search(page).fill("WEBASSEMBLY");
    await expect(cardTitles(page)).toHaveText(["WebAssembly Beyond the Browser"]);
    // In an excerpt only ("…where it beats containers…").
    await search(page).fill("Containers");
    await expect(cardTitles(page)).toHaveText(["WebAssembly Beyond the Browser"]);
    // "language models" is in one title and in another article's excerpt.
    await search(page).fill("language MODELS");
    await expect(cardTitles(page)).toHaveText([
      "Prompt Engineering for Developers: Patterns That Work",
      "Running Small Language Models on Your Own Laptop",
    ]);
    await search(page).fill("");
    await expect(cards(page)).toHaveCount(ARTICLES_PER_PAGE);
  });

  test("the live search matches word prefixes and whole words from the blog's own index, fetched only once used", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
    await page.reload();
    await hydrated(page);
    expect(fetched.filter((p) => p.startsWith("/pagefind"))).toEqual([]);
    // A prefix of a word in a title, of a word only in an excerpt ("…beats containers…"), and a whole word.
    await search(page).fill("webassem");
    await expect(cardTitles(page)).toHaveText(["WebAssembly Beyond the Browser"]);
    await search(page).fill("compil");
    await expect(cardTitles(page)).toHaveText(["React 19 in Practice: Actions, use() and the Compiler"]);
    await search(page).fill("contain");
    await expect(cardTitles(page)).toHaveText(["WebAssembly Beyond the Browser"]);
    await search(page).fill("laptop");
    await expect(cardTitles(page)).toHaveText(["Running Small Language Models on Your Own Laptop"]);
    await expect(status(page)).toHaveText("1 article");
    // A word form is not the word (docs/product.md#validation): "PRACTICE" finds "… in Practice", not an excerpt's
    // "practical" (one word stem under English stemming); "practicing" is in no title or excerpt.
    const holding = (start: RegExp) =>
      articles.filter((a) => start.test(`${a.title} ${a.excerpt}`)).map((a) => a.title);
    expect(holding(/\bpractical\b/i).length).toBeGreaterThan(0);
    await search(page).fill("PRACTICE");
    await expect(cardTitles(page)).toHaveText(holding(/\bpractice/i));
    await search(page).fill("practicing");
    await expect(page.getByText(NO_ARTICLES_FOUND, { exact: true })).toBeVisible();
    await search(page).fill("prac");
    await expect(cardTitles(page)).toHaveText(holding(/\bprac/i));
    // The blog's index, not the site's: the site search's bundle is not loaded.
    expect(fetched.some((p) => p.startsWith("/pagefind-blog/"))).toBe(true);
    expect(fetched.some((p) => p.startsWith("/pagefind/"))).toBe(false);
  });

  test("category buttons filter the list and report their state with aria-pressed", async ({ page }) => {
    await expectPressed(page, ALL_CATEGORIES);
    for (const category of CATEGORIES) {
      await categoryButton(page, category).click();
      await expectPressed(page, category);
      const expected = inCategory(category)
        .slice(0, ARTICLES_PER_PAGE)
        .map((a) => a.title);
      expect(expected.length).toBeGreaterThanOrEqual(2);
      await expect(cardTitles(page)).toHaveText(expected);
    }
    await categoryButton(page, ALL_CATEGORIES).click();
    await expectPressed(page, ALL_CATEGORIES);
    await expect(cards(page)).toHaveCount(ARTICLES_PER_PAGE);
  });

  test("search and category combine; nothing matching shows the fixed message", async ({ page }) => {
    await categoryButton(page, MOTIVATION).click();
    await search(page).fill("projects");
    await expect(cardTitles(page)).toHaveText(["From Tutorial Hell to Shipping Real Projects"]);
    await expect(page.getByText(NO_ARTICLES_FOUND)).toHaveCount(0);

    await categoryButton(page, AI_INSIGHTS).click();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText(NO_ARTICLES_FOUND, { exact: true })).toBeVisible();
    await expect(status(page)).toHaveText("0 articles");

    await page.getByRole("button", { name: "Show all articles" }).click();
    await expect(cards(page)).toHaveCount(ARTICLES_PER_PAGE);
    await expect(search(page)).toHaveValue("");
    await expectPressed(page, ALL_CATEGORIES);
    await expect(page).toHaveURL("/blog");
  });

  test("the number of results is announced in a polite live region", async ({ page }) => {
    await expect(status(page)).toHaveText(countText(blogCopy.resultCount, articles.length));
    await expect(status(page)).toHaveAttribute("role", "status");
    await search(page).fill("react");
    await expect(status(page)).toHaveText("1 article");
    await categoryButton(page, TECH_TRENDS).click();
    await expect(status(page)).toHaveText("1 article");
    await search(page).fill("");
    await expect(status(page)).toHaveText(countText(blogCopy.resultCount, inCategory(TECH_TRENDS).length));
  });

  test("filters live in the URL: typing replaces the entry, a category pushes one, Back restores", async ({ page }) => {
    const historyLength = () => page.evaluate(() => history.length);
    const start = await historyLength();

    await search(page).pressSequentially("react", { delay: 20 });
    await expect(page).toHaveURL("/blog?q=react");
    expect(await historyLength()).toBe(start);

    await categoryButton(page, TECH_TRENDS).click();
    await expect(page).toHaveURL("/blog?q=react&category=Tech+Trends");
    expect(await historyLength()).toBe(start + 1);

    await categoryButton(page, AI_INSIGHTS).click();
    await expect(page).toHaveURL("/blog?q=react&category=AI+Insights");
    await expect(page.getByText(NO_ARTICLES_FOUND)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL("/blog?q=react&category=Tech+Trends");
    await expectPressed(page, TECH_TRENDS);
    await expect(cardTitles(page)).toHaveText(["React 19 in Practice: Actions, use() and the Compiler"]);

    await page.goBack();
    await expect(page).toHaveURL("/blog?q=react");
    await expectPressed(page, ALL_CATEGORIES);
    await expect(search(page)).toHaveValue("react");

    await page.goForward();
    await expectPressed(page, TECH_TRENDS);
    await expect(search(page)).toHaveValue("react");
  });

  test("changing a filter keeps the reader's scroll position", async ({ page }) => {
    await page.evaluate(() => window.scrollTo({ top: 240, behavior: "instant" }));
    await categoryButton(page, MOTIVATION).click();
    await expect(cards(page)).toHaveCount(Math.min(inCategory(MOTIVATION).length, ARTICLES_PER_PAGE));
    expect(await page.evaluate(() => window.scrollY)).toBe(240);
  });

  test("typing fast keeps every character in the box", async ({ page }) => {
    await search(page).pressSequentially("webassembly beyond", { delay: 0 });
    await expect(search(page)).toHaveValue("webassembly beyond");
    await expect(page).toHaveURL("/blog?q=webassembly+beyond");
    await expect(cards(page)).toHaveCount(1);
  });

  // With results, /blog is axe-checked on every walk of e2e/every-page.spec.ts.
  test("has no automatically detectable accessibility problems when nothing matches", async ({ page }) => {
    await search(page).fill("no such topic");
    await expect(page.getByText(NO_ARTICLES_FOUND)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("six a page: the older articles are on the further pages, and no page past the last", async ({ page }) => {
    const pageCount = Math.ceil(articles.length / ARTICLES_PER_PAGE);
    await expect(cards(page)).toHaveCount(ARTICLES_PER_PAGE);
    await expect(page.getByRole("navigation", { name: blogCopy.paginationLabel })).toHaveCount(pageCount > 1 ? 1 : 0);
    for (let n = 2; n <= pageCount; n++) {
      const html = await (await page.request.get(`/blog/${n}`)).text();
      for (const article of articles.slice((n - 1) * ARTICLES_PER_PAGE, n * ARTICLES_PER_PAGE))
        expect(html, `/blog/${n}`).toContain(`href="/blog/${article.slug}"`);
    }
    expect((await page.request.get(`/blog/${pageCount + 1}`)).status()).toBe(404);
  });
});

test.describe("a shared, filtered URL", () => {
  test.use({ viewport: DESKTOP });

  test("opens filtered, with no hydration warning", async ({ page }) => {
    // The console guard in the fixture fails this test on any warning, including a hydration mismatch.
    await page.goto("/blog?q=Model&category=AI%20Insights");
    await hydrated(page);
    await expect(search(page)).toHaveValue("Model");
    await expectPressed(page, AI_INSIGHTS);
    await expect(cardTitles(page)).toHaveText([
      "Prompt Engineering for Developers: Patterns That Work",
      "Running Small Language Models on Your Own Laptop",
    ]);
    await expect(status(page)).toHaveText("2 articles");
  });

  test("an unknown category falls back to All", async ({ page }) => {
    await page.goto("/blog?category=Astrology");
    await hydrated(page);
    await expectPressed(page, ALL_CATEGORIES);
    await expect(cards(page)).toHaveCount(ARTICLES_PER_PAGE);
  });

  test("the prerendered HTML lists the six newest articles before any JavaScript runs", async ({ request }) => {
    const html = await (await request.get("/blog")).text();
    for (const article of firstPage) expect(html).toContain(`href="/blog/${article.slug}"`);
    expect(html).toContain('aria-pressed="true"');
    expect(html).not.toContain(NO_ARTICLES_FOUND);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test("the filters fit and work, and nothing scrolls sideways", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    await categoryButton(page, TECH_TRENDS).tap();
    await expect(cards(page)).toHaveCount(Math.min(inCategory(TECH_TRENDS).length, ARTICLES_PER_PAGE));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    for (const name of CATEGORY_FILTERS) {
      const box = (await categoryButton(page, name).boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe("before the list is interactive", () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test("a category tapped and words typed while the scripts still load filter the list once they are there", async ({
    page,
  }) => {
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto("/blog");
    await search(page).fill("react");
    await categoryButton(page, TECH_TRENDS).tap();
    release();
    await expect(cardTitles(page)).toHaveText(["React 19 in Practice: Actions, use() and the Compiler"]);
    await expectPressed(page, TECH_TRENDS);
    await expect(search(page)).toHaveValue("react");
    await expect(page).toHaveURL("/blog?q=react&category=Tech+Trends");
  });
});
