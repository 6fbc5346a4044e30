import { expect, hydrated, test } from "./support/fixtures";
import { pagePaths, templateOf } from "./support/site";
import { FONT_RANGES } from "../integration/subset-font";
import { OFFLINE_PATH } from "../app/lib/offline";

// Pages that are mostly a form (the search page is one field and its results), and the offline page
// (a short message and the list of pages kept on the device); they explain themselves in fewer words.
const FORM_PAGES = new Set(["/login", "/signup", "/forgot-password", "/search", OFFLINE_PATH]);
// An author's or a tag's page is a list of article cards: as long as the articles it lists.
// Lists of articles (tag, author, category and numbered pages) are lists, not copy.
const isArchive = (path: string) => templateOf(path).startsWith("archive:");
const MIN_WORDS = 150;

const inFont = (char: string) => FONT_RANGES.some(([a, b]) => char.codePointAt(0)! >= a && char.codePointAt(0)! <= b);

test("every page has one h1, enough real copy, and only characters the web font has", async ({ page }) => {
  test.setTimeout(120_000);
  const thin: string[] = [];
  const outsideFont = new Set<string>();
  for (const path of pagePaths) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("h1"), path).toHaveCount(1);
    const words = (await page.getByRole("main").innerText()).split(/\s+/).filter((w) => /[a-z]/i.test(w)).length;
    if (!FORM_PAGES.has(path) && !isArchive(path) && words < MIN_WORDS) thin.push(`${path}: ${words} words`);
    for (const char of (await page.locator("body").innerText()).replace(/\s/g, "")) {
      if (!inFont(char)) outsideFont.add(`${path}: ${char} U+${char.codePointAt(0)!.toString(16)}`);
    }
  }
  expect(thin).toEqual([]);
  // integration/subset-font.ts keeps a fixed set of characters; copy that needs more must widen it.
  expect([...outsideFont]).toEqual([]);
});

test("ids are unique on every page", async ({ request }) => {
  const duplicates: string[] = [];
  for (const path of pagePaths) {
    const html = await (await request.get(path)).text();
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) duplicates.push(`${path}: #${id}`);
      seen.add(id);
    }
  }
  expect(duplicates).toEqual([]);
});
