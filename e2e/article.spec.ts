import { DESKTOP, expect, hydrated, MOBILE, test } from "./support/fixtures";
import { articles } from "../tools/support/articles";
import { AI_INSIGHTS, BRAND, NOT_FOUND } from "../tools/support/spec-texts";
import { relatedArticles } from "../app/lib/related-articles";

/**
 * Each article is loaded once and every check of its page runs on that load, a step each (the table
 * of contents last: following its link scrolls the page).
 */
for (const [index, article] of articles.entries()) {
  test.describe(`/blog/${article.slug}`, () => {
    test.use({ viewport: DESKTOP });

    test("header, heading links, neighbours, related articles, code colours and contents", async ({
      page,
      request,
    }) => {
      await page.goto(`/blog/${article.slug}`);
      await hydrated(page);

      await test.step("header: title, category link, author, date and reading time", async () => {
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(article.title);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(`${article.title} — ${BRAND}`);

        const categoryLink = main.getByRole("link", { name: `More articles in ${article.category}` });
        await expect(categoryLink).toHaveText(article.category);
        await expect(categoryLink).toHaveAttribute("href", `/blog?category=${encodeURIComponent(article.category)}`);

        const header = main.locator("article header");
        await expect(header).toContainText(article.author);
        await expect(header.locator("time")).toHaveAttribute("datetime", article.date);

        // Reading time is the prose's words (code excluded) at 220 a minute, rounded up.
        const words = await page.evaluate(
          () =>
            [...document.querySelector(".prose")!.children]
              .filter((el) => el.tagName !== "PRE")
              .map((el) => el.textContent ?? "")
              .join(" ")
              .match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)!.length,
        );
        expect(words).toBeGreaterThanOrEqual(600);
        expect(words).toBeLessThanOrEqual(1200);
        await expect(header).toContainText(`${Math.ceil(words / 220)} min read`);

        const image = main.getByRole("img").first();
        await expect(image).toHaveAttribute("src", `/images/blog/${article.slug}.svg`);
        await expect(image).toHaveAttribute("loading", "eager");
        await expect(image).toHaveAttribute("fetchpriority", "high");
      });

      await test.step("every heading has a copyable # link with its own name", async () => {
        const anchors = page.locator(".prose a.heading-anchor");
        const headings = page.locator(".prose :is(h2, h3)");
        await expect(anchors).toHaveCount(await headings.count());
        const first = anchors.first();
        const heading = (await headings.first().textContent())!;
        await expect(first).toHaveAccessibleName(`Link to section: ${heading}`);
        await expect(first).toHaveText("#");
        await expect(first).toHaveAttribute("href", `#${await headings.first().getAttribute("id")}`);
        // The heading's own name stays clean for screen-reader heading navigation.
        await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toHaveCount(1);
      });

      await test.step("links to its neighbours by date and to related articles", async () => {
        const neighbours = page.getByRole("navigation", { name: "More articles" });
        const older = articles[index + 1];
        const newer = articles[index - 1];
        const previousLink = neighbours.getByRole("link", { name: /^Previous article/ });
        const nextLink = neighbours.getByRole("link", { name: /^Next article/ });
        if (older) {
          await expect(previousLink).toHaveAttribute("href", `/blog/${older.slug}`);
          await expect(previousLink).toContainText(older.title);
        } else {
          await expect(previousLink).toHaveCount(0);
        }
        if (newer) {
          await expect(nextLink).toHaveAttribute("href", `/blog/${newer.slug}`);
          await expect(nextLink).toContainText(newer.title);
        } else {
          await expect(nextLink).toHaveCount(0);
        }

        const related = page.getByRole("region", { name: "Related articles" });
        const expected = relatedArticles(articles, article);
        expect(expected.length).toBeGreaterThanOrEqual(3);
        await expect(related.getByRole("link")).toHaveText(expected.map((a) => a.title));
        for (const [i, other] of expected.entries()) {
          await expect(related.getByRole("link").nth(i)).toHaveAttribute("href", `/blog/${other.slug}`);
        }
      });

      if (article.hasCode)
        await test.step("code blocks are highlighted at build time, in the prerendered HTML, by class (the CSP refuses style attributes)", async () => {
          const html = await (await request.get(`/blog/${article.slug}`)).text();
          expect(html).toMatch(/<pre[^>]* class="shiki [^"]*bg-\[#[0-9a-f]{6}\] text-\[#[0-9a-f]{6}\]"/);
          expect(html.match(/<span class="text-\[#[0-9a-f]{6}\]">/g)?.length ?? 0).toBeGreaterThan(20);
          expect(html).not.toContain(" style=");
          // The classes exist in the stylesheet: each token shows the colour it names.
          const tokens = await page
            .locator("pre.shiki span[class^='text-[']")
            .evaluateAll((spans) => spans.slice(0, 30).map((s) => [s.className, getComputedStyle(s).color]));
          for (const [className, colour] of tokens) {
            const [r, g, b] = [1, 3, 5].map((i) => parseInt(className!.slice(6 + i, 8 + i), 16));
            expect(colour, className).toBe(`rgb(${r}, ${g}, ${b})`);
          }
        });

      await test.step("the table of contents lists the h2 sections and its links scroll to them", async () => {
        const toc = page.getByRole("navigation", { name: "On this page" });
        const links = toc.getByRole("link");
        const headings = page.locator(".prose h2");
        const count = await headings.count();
        expect(count).toBeGreaterThanOrEqual(3);
        await expect(links).toHaveCount(count);
        await expect(links).toHaveText(await headings.allTextContents());
        for (let i = 0; i < count; i++) {
          const href = (await links.nth(i).getAttribute("href"))!;
          expect(href).toMatch(/^#[a-z0-9-]+$/);
          await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveCount(1);
          await expect(headings.nth(i)).toHaveAttribute("id", href.slice(1));
        }
        const last = headings.nth(count - 1);
        await expect(last).not.toBeInViewport();
        await links.nth(count - 1).click();
        await expect(page).toHaveURL(new RegExp(`#${await last.getAttribute("id")}$`));
        await expect(last).toBeInViewport();
      });
    });
  });
}

test.describe("moving around the blog", () => {
  test.use({ viewport: DESKTOP });

  test("the category link opens the list filtered to that category", async ({ page }) => {
    const article = articles.find((a) => a.category === AI_INSIGHTS)!;
    await page.goto(`/blog/${article.slug}`);
    await hydrated(page);
    await page.getByRole("link", { name: `More articles in ${AI_INSIGHTS}` }).click();
    await expect(page).toHaveURL(/\/blog\?category=AI(%20|\+)Insights$/);
    await expect(page.getByRole("button", { name: AI_INSIGHTS, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("list", { name: "Articles" }).getByRole("article")).toHaveCount(2);
  });

  test("a neighbour link opens the next article at its top", async ({ page }) => {
    await page.goto(`/blog/${articles[0]!.slug}`);
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "More articles" })
      .getByRole("link", { name: /^Previous article/ })
      .click();
    await expect(page).toHaveURL(`/blog/${articles[1]!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[1]!.title);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test.describe("an unknown slug", () => {
    test.use({ allowConsole: [/status of 404/] });

    test("shows the not-found page when followed from the blog", async ({ page }) => {
      await page.goto("/blog");
      await page.evaluate(() => window.location.assign("/blog/no-such-article"));
      await expect(page).toHaveURL("/blog/no-such-article");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(NOT_FOUND.heading);
      await expect(page.getByRole("link", { name: NOT_FOUND.homeLink })).toBeVisible();
    });
  });
});

test.describe("an article on a phone", () => {
  test.use({ viewport: MOBILE });

  test("contents come before the body, and wide code scrolls inside its box", async ({ page }) => {
    const withCode = articles.find((a) => a.hasCode)!;
    await page.goto(`/blog/${withCode.slug}`);
    await hydrated(page);
    const toc = page.getByRole("navigation", { name: "On this page" });
    const body = page.locator(".prose");
    expect((await toc.boundingBox())!.y).toBeLessThan((await body.boundingBox())!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });
});

test("the RSS feed parses and lists the articles, newest first", async ({ page, request }) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  await page.goto("/blog");
  const items = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    if (doc.querySelector("parsererror")) throw new Error("the feed is not well-formed XML");
    const text = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? "";
    return {
      version: doc.documentElement.getAttribute("version"),
      channelLink: text(doc.querySelector("channel")!, "link"),
      items: [...doc.querySelectorAll("item")].map((item) => ({
        title: text(item, "title"),
        link: text(item, "link"),
        guid: text(item, "guid"),
        pubDate: text(item, "pubDate"),
        description: text(item, "description"),
        category: text(item, "category"),
      })),
    };
  }, xml);
  expect(items.version).toBe("2.0");
  expect(items.channelLink).toBe("https://techhorizon.example/blog");
  expect(items.items).toHaveLength(articles.length);
  for (const [i, article] of articles.entries()) {
    const item = items.items[i]!;
    expect(item.title).toBe(article.title);
    expect(item.link).toBe(`https://techhorizon.example/blog/${article.slug}`);
    expect(item.guid).toBe(item.link);
    expect(new Date(item.pubDate).toISOString().slice(0, 10)).toBe(article.date);
    expect(item.description.length).toBeGreaterThan(40);
    expect(item.category).toBe(article.category);
  }
  const html = await (await request.get("/")).text();
  expect(html).toMatch(
    new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="${BRAND} Blog" href="/rss\\.xml"/?>`),
  );
});
