/**
 * Series (docs/product.md#series): an article in a series shows 'Part N of M' and the
 * series' title, linking the series page /blog/series/<id>, which lists the parts in order; each
 * part links the previous and the next one. All of it is in the HTML: it works without JavaScript.
 */
import type { Page } from "@playwright/test";
import { DESKTOP, expect, MOBILE, test } from "./support/fixtures";
import { series } from "../tools/support/articles";
import { archiveCopy, articleCopy, BRAND, countText, fill, seriesPart, seriesPath } from "../tools/support/spec-texts";

// Without JavaScript: nothing of a series needs a script.
test.use({ javaScriptEnabled: false, viewport: DESKTOP });

test("the site has a series of at least three parts", () => {
  expect(series.length).toBeGreaterThan(0);
  expect(series.some((one) => one.parts.length >= 3)).toBe(true);
});

/** The navigation at an article's end that holds its series' previous and next parts. */
const partsNav = (page: Page, title: string) =>
  page.getByRole("navigation", { name: fill(articleCopy.seriesNavLabel, { title }) });

for (const one of series) {
  test.describe(seriesPath(one.id), () => {
    test("lists the parts in order, each linking its article, under the series' title and description", async ({
      page,
    }) => {
      await page.goto(seriesPath(one.id));
      await expect(page).toHaveTitle(
        `${fill(archiveCopy.seriesTitle, { title: one.title, parts: countText(archiveCopy.seriesPartCount, one.parts.length) })} — ${BRAND}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", one.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${seriesPath(one.id)}$`));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(one.title);
      await expect(main).toContainText(one.description);
      const list = main.getByRole("list", { name: archiveCopy.seriesListLabel });
      await expect(list.getByRole("listitem")).toHaveCount(one.parts.length);
      await expect(list.getByRole("heading", { level: 2 })).toHaveText(one.parts.map((part) => part.title));
      for (const [index, part] of one.parts.entries()) {
        const item = list.getByRole("listitem").nth(index);
        await expect(item).toContainText(fill(archiveCopy.seriesPart, { part: index + 1 }));
        await expect(item.getByRole("link", { name: part.title })).toHaveAttribute("href", `/blog/${part.slug}`);
      }
      expect(await list.evaluate((el) => el.tagName)).toBe("OL");
    });

    test("is in the sitemap", async ({ request }) => {
      const sitemap = await (await request.get("/sitemap.xml")).text();
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${seriesPath(one.id)}</loc>`));
    });

    for (const [index, part] of one.parts.entries()) {
      const [n, m] = [index + 1, one.parts.length];
      test(`/blog/${part.slug} shows '${seriesPart(n, m)}' with the series' title near its top, and links the parts beside it at its end`, async ({
        page,
      }) => {
        await page.goto(`/blog/${part.slug}`);
        const header = page.getByRole("main").locator("article header");
        await expect(header).toContainText(seriesPart(n, m));
        // Near the top: before the title.
        const top = header.locator("[data-series-place]");
        await expect(top).toHaveText(new RegExp(`^${seriesPart(n, m)}\\W+${one.title}$`));
        expect(
          await top.evaluate(
            (el) => !!(el.compareDocumentPosition(document.querySelector("h1")!) & Node.DOCUMENT_POSITION_FOLLOWING),
          ),
        ).toBe(true);
        await expect(top.getByRole("link", { name: one.title })).toHaveAttribute("href", seriesPath(one.id));

        const nav = partsNav(page, one.title);
        await expect(nav).toHaveCount(1);
        const previous = one.parts[index - 1];
        const next = one.parts[index + 1];
        const previousLink = nav.getByRole("link", { name: new RegExp(`^${articleCopy.previousPart}`) });
        const nextLink = nav.getByRole("link", { name: new RegExp(`^${articleCopy.nextPart}`) });
        if (previous) {
          await expect(previousLink).toHaveAccessibleName(`${articleCopy.previousPart} ${previous.title}`);
          await expect(previousLink).toHaveAttribute("href", `/blog/${previous.slug}`);
        } else await expect(previousLink).toHaveCount(0);
        if (next) {
          await expect(nextLink).toHaveAccessibleName(`${articleCopy.nextPart} ${next.title}`);
          await expect(nextLink).toHaveAttribute("href", `/blog/${next.slug}`);
        } else await expect(nextLink).toHaveCount(0);
        // The parts come after the body, and apart from the articles published before and after it.
        expect(
          await nav.evaluate(
            (el) =>
              !!(document.querySelector(".prose")!.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING),
          ),
        ).toBe(true);
        await expect(
          page
            .getByRole("navigation", { name: articleCopy.neighboursLabel })
            .getByRole("link", { name: new RegExp(`^(${articleCopy.previousPart}|${articleCopy.nextPart})`) }),
        ).toHaveCount(0);
      });
    }

    test("a reader follows the series from the first part to the last by its next-part links, and back to the series page", async ({
      page,
    }) => {
      await page.goto(`/blog/${one.parts[0]!.slug}`);
      for (const [index, part] of one.parts.entries()) {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(part.title);
        await expect(page.locator("article header [data-series-place]")).toContainText(
          seriesPart(index + 1, one.parts.length),
        );
        const next = partsNav(page, one.title).getByRole("link", { name: new RegExp(`^${articleCopy.nextPart}`) });
        if (index < one.parts.length - 1) await next.click();
        else await expect(next).toHaveCount(0);
      }
      await page.locator("article header [data-series-place]").getByRole("link", { name: one.title }).click();
      await expect(page).toHaveURL(seriesPath(one.id));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(one.title);
    });
  });
}

test.describe("on a phone, with JavaScript", () => {
  test.use({ javaScriptEnabled: true, viewport: MOBILE });

  test("'Save all parts' saves every part at once, is pressed while every part is saved, and a second press removes them", async ({
    page,
  }) => {
    const one = series.find((s) => s.parts.length >= 3)!;
    await page.goto(seriesPath(one.id));
    const all = page.getByRole("button", { name: "Save all parts" });
    const parts = page.getByRole("list", { name: archiveCopy.seriesListLabel }).getByRole("button", { name: /^Save / });
    await expect(all).toHaveAttribute("aria-pressed", "false");
    await parts.first().click();
    await expect(all).toHaveAttribute("aria-pressed", "false");
    await all.click();
    await expect(all).toHaveAttribute("aria-pressed", "true");
    for (const part of await parts.all()) await expect(part).toHaveAttribute("aria-pressed", "true");
    const count = `Library, ${one.parts.length} saved articles`;
    await expect(page.getByRole("banner").getByRole("link", { name: /^Library/ })).toHaveAccessibleName(count);
    // A course page's progress is its own: nothing of it changes.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("techhorizon:library")))!).courses).toEqual([]);
    await parts.nth(1).click();
    await expect(all).toHaveAttribute("aria-pressed", "false");
    await all.click();
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await all.click();
    await expect(all).toHaveAttribute("aria-pressed", "false");
    for (const part of await parts.all()) await expect(part).toHaveAttribute("aria-pressed", "false");
  });
});
