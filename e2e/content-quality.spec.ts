import { expect, hydrated, test } from "./support/fixtures";
import { pagePaths } from "./support/site";

// Pages that are mostly a form (the search page is one field and its results); they explain
// themselves in fewer words.
const FORM_PAGES = new Set(["/login", "/signup", "/forgot-password", "/search"]);
const MIN_WORDS = 150;

test("every page has one h1 and enough real copy", async ({ page }) => {
  test.setTimeout(120_000);
  const thin: string[] = [];
  for (const path of pagePaths) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("h1"), path).toHaveCount(1);
    const words = (await page.getByRole("main").innerText()).split(/\s+/).filter((w) => /[a-z]/i.test(w)).length;
    if (!FORM_PAGES.has(path) && words < MIN_WORDS) thin.push(`${path}: ${words} words`);
  }
  expect(thin).toEqual([]);
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
