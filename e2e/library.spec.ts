/**
 * The reader's library (docs/product.md#the-readers-library), in Chromium against `npm start`:
 * saving from a card and from an article, the header's count, course progress on the course page
 * and /motivation, continuing an article, /library's export, clear and import, a malformed import,
 * two tabs, and storage that refuses. Everything stays in the browser's local storage.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, holdRequests, hydrated, test } from "./support/fixtures";

const KEY = "techhorizon:library";
const ARTICLE = "/blog/react-19-features-in-practice";
const ARTICLE_TITLE = "React 19 in Practice: Actions, use() and the Compiler";

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);
const headerLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Library/ });

test.describe("saving articles", () => {
  test("a card's Save button saves at once, stays saved after a reload, and the header counts it", async ({ page }) => {
    await page.goto("/blog/tags/react");
    const save = page.getByRole("button", { name: `Save ${ARTICLE_TITLE}` });
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await expect(headerLink(page)).toHaveAccessibleName("Library, 0 saved articles");
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    await expect(headerLink(page)).toHaveAccessibleName("Library, 1 saved article");
    await page.reload();
    await expect(page.getByRole("button", { name: `Save ${ARTICLE_TITLE}` })).toHaveAttribute("aria-pressed", "true");
    // The article's own page knows it too, and a press there removes it.
    await page.goto(ARTICLE);
    const onArticle = page.getByRole("button", { name: "Save this article" });
    await expect(onArticle).toHaveAttribute("aria-pressed", "true");
    await onArticle.click();
    await expect(onArticle).toHaveAttribute("aria-pressed", "false");
    await expect(headerLink(page)).toHaveAccessibleName("Library, 0 saved articles");
  });

  test("on /blog, a card pressed before the list's island has loaded saves without waiting for it", async ({
    page,
  }) => {
    // No module script arrives until the card shows itself saved: the page's own small script did it.
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto("/blog", { waitUntil: "domcontentloaded" });
    const save = page.getByRole("button", { name: /^Save / }).first();
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    release();
  });

  test("a site search result of an article has its Save button too", async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent("React 19 Actions")}`);
    const save = page.getByRole("main").getByRole("button", { name: `Save ${ARTICLE_TITLE}` });
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse((await stored(page))!).saved).toEqual([
      expect.objectContaining({
        slug: "react-19-features-in-practice",
        category: "Tech Trends",
        readingMinutes: 4,
        dateText: "November 4, 2026",
      }),
    ]);
  });

  test("the library page lists the saved article, newest first, and removes it", async ({ page }) => {
    await page.goto("/blog");
    const saves = page.getByRole("button", { name: /^Save / });
    await saves.nth(0).click();
    await saves.nth(1).click();
    const second = (await saves.nth(1).getAttribute("aria-label"))!.replace(/^Save /, "");
    await page.goto("/library");
    await expect(page.getByRole("heading", { level: 1, name: "Your library" })).toBeVisible();
    const saved = page.getByRole("region", { name: /Saved articles/ });
    await expect(saved.getByRole("listitem").first().getByRole("heading")).toHaveText(second);
    await saved.getByRole("button", { name: `Remove ${second} from your library` }).click();
    await expect(saved.getByRole("listitem")).toHaveCount(1);
    await expect(headerLink(page)).toHaveAccessibleName("Library, 1 saved article");
  });
});

test.describe("course progress", () => {
  test("a course page's steps are ticked, counted, and shown on /motivation once begun", async ({ page }) => {
    await page.goto("/motivation");
    await expect(page.getByText(/of 5 steps done/).filter({ visible: true })).toHaveCount(0);
    await page.goto("/webdev/frontend");
    const progress = page.getByRole("progressbar", { name: "Your progress in this course" });
    await expect(progress).toHaveAttribute("value", "0");
    await expect(progress).toHaveAttribute("max", "5");
    await expect(page.getByText("0 of 5 steps done")).toBeVisible();
    const boxes = page.getByRole("checkbox", { name: /^Done: / });
    await expect(boxes).toHaveCount(5);
    await page.getByRole("checkbox", { name: "Done: HTML Basics" }).check();
    await boxes.nth(2).check();
    await expect(page.getByText("2 of 5 steps done")).toBeVisible();
    await expect(progress).toHaveAttribute("value", "2");
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Done: HTML Basics" })).toBeChecked();
    await expect(page.getByText("2 of 5 steps done")).toBeVisible();
    // The Technologies sidebar is untouched by it.
    await expect(page.getByRole("heading", { name: "Learning Roadmap" })).toBeVisible();
    await page.goto("/motivation");
    await expect(page.getByText("2 of 5 steps done")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Your progress in Frontend Development" })).toHaveAttribute(
      "value",
      "2",
    );
  });
});

test.describe("continue reading", () => {
  test("an article left part-way offers to return there, never jumping by itself, and the home page offers it too", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Continue where you left off" })).toHaveCount(0);
    await page.goto(ARTICLE);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight * 0.4));
    await expect.poll(async () => JSON.parse((await stored(page)) ?? "{}").reading?.length ?? 0).toBe(1);
    await page.goto(ARTICLE);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const offer = page.getByRole("status").filter({ hasText: /You read \d+% of this article last time/ });
    await expect(offer).toBeVisible();
    await offer.getByRole("button", { name: "Continue reading" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.goto("/");
    await hydrated(page);
    const card = page.getByRole("region", { name: "Continue where you left off" });
    await expect(card.getByRole("link", { name: ARTICLE_TITLE })).toHaveAttribute("href", ARTICLE);
  });
});

test.describe("the library's data", () => {
  test("export, clear with a confirmation, and import the file again, with a count of what was added", async ({
    page,
  }) => {
    await page.goto("/blog/tags/react");
    await page.getByRole("button", { name: `Save ${ARTICLE_TITLE}` }).click();
    await page.goto("/webdev/frontend");
    await page.getByRole("checkbox", { name: "Done: HTML Basics" }).check();
    await page.goto("/library");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const file = await (await download).path();
    const exported = JSON.parse(readFileSync(file, "utf8"));
    expect(exported).toMatchObject({
      format: "techhorizon-library",
      version: 1,
      saved: [{ slug: "react-19-features-in-practice" }],
      courses: [{ slug: "frontend", done: [1] }],
    });

    await page.getByRole("button", { name: "Clear library" }).click();
    const dialog = page.getByRole("dialog", { name: "Clear your library?" });
    await dialog.getByRole("button", { name: "Clear library" }).click();
    await expect(page.getByRole("heading", { name: "Your library is empty" })).toBeVisible();
    expect(await stored(page)).toBeNull();

    await page.locator('input[type="file"]').setInputFiles(file);
    await expect(page.getByText("Library imported: 1 saved article, 1 course.")).toBeVisible();
    await expect(
      page.getByRole("region", { name: /Saved articles/ }).getByRole("link", { name: ARTICLE_TITLE }),
    ).toBeVisible();
  });

  test("a malformed file is refused with a clear message and changes nothing", async ({ page }) => {
    await page.goto("/blog/tags/react");
    await page.getByRole("button", { name: `Save ${ARTICLE_TITLE}` }).click();
    const before = await stored(page);
    await page.goto("/library");
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "library.json", mimeType: "application/json", buffer: Buffer.from(before!.slice(0, 60)) });
    await expect(page.getByRole("alert")).toContainText("That file is damaged or incomplete");
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "other.json", mimeType: "application/json", buffer: Buffer.from('{"bookmarks":[]}') });
    await expect(page.getByRole("alert")).toContainText("That is not a TechHorizon library file");
    expect(await stored(page)).toBe(before);
  });

  test("two open tabs agree without a reload", async ({ page, context }) => {
    await page.goto("/blog/tags/react");
    const other = await context.newPage();
    await other.goto("/library");
    await expect(other.getByRole("heading", { name: "Your library is empty" })).toBeVisible();
    await page.getByRole("button", { name: `Save ${ARTICLE_TITLE}` }).click();
    await expect(
      other.getByRole("region", { name: /Saved articles/ }).getByRole("link", { name: ARTICLE_TITLE }),
    ).toBeVisible();
    await expect(headerLink(other)).toHaveAccessibleName("Library, 1 saved article");
  });
});

test.describe("when storage refuses", () => {
  test("blocked storage: Save says so once, nothing breaks, and /library explains", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await page.goto("/blog/tags/react");
    const save = page.getByRole("button", { name: `Save ${ARTICLE_TITLE}` });
    await save.click();
    await expect(page.getByRole("alert")).toContainText("nothing was saved");
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await page.goto("/library");
    await expect(page.getByRole("alert")).toContainText("Your browser is not letting this site keep anything");
  });

  test("a stored library that cannot be read is never overwritten by a Save", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '{"format":"techhorizon-library","version":9'), KEY);
    await page.goto("/blog/tags/react");
    await page.getByRole("button", { name: `Save ${ARTICLE_TITLE}` }).click();
    await expect(page.getByRole("alert")).toContainText("Your library could not be read");
    expect(await stored(page)).toBe('{"format":"techhorizon-library","version":9');
  });
});

test("without JavaScript the library's controls are not shown and the pages read as before", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(ARTICLE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARTICLE_TITLE);
  await expect(page.getByRole("button", { name: /^Save/ })).toHaveCount(0);
  await page.goto("/webdev/frontend");
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await page.goto("/library");
  expect(await page.getByRole("main").innerText()).toContain("needs JavaScript to show");
  await expect(page.getByText("Opening your library")).toBeHidden();
  await context.close();
});
