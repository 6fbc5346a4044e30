/**
 * What the site search lists for a query, in order, as the search page shows it: each result's kind
 * ("Article", "Guide" …) and address, every "Show more results" taken. docs/product.md#search:
 * articles and guides come before the tag, author, category and list pages.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated } from "./fixtures";
import { searchCopy } from "../../tools/support/copy";

/** The lists of articles: the blog and its pages, each category, tag and author. */
export const isListPage = (path: string) => /^\/blog(\/\d+)?$|^\/blog\/(tags|authors|category)\//.test(path);

export async function searchOrder(page: Page, searchUrl: string): Promise<{ kind: string; path: string }[]> {
  await page.goto(searchUrl);
  await hydrated(page);
  const results = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(results.first()).toBeVisible();
  const more = page.getByRole("button", { name: searchCopy.more });
  while (await more.isVisible()) {
    const shown = await results.count();
    await more.click();
    await expect.poll(() => results.count()).toBeGreaterThan(shown);
  }
  return results.evaluateAll((items) =>
    items.map((item) => ({
      kind: item.querySelector("p")!.textContent!,
      path: item.querySelector("h2 a")!.getAttribute("href")!,
    })),
  );
}

/** Every article and guide in `found` comes before the first list page, and `listPage` is among them. */
export function expectArticlesBeforeLists(found: { kind: string; path: string }[], listPage: string) {
  const order = found.map((r) => `${r.kind} ${r.path}`).join(" | ");
  expect(
    found.map((r) => r.path),
    order,
  ).toContain(listPage);
  expect(found[0]!.kind, order).toBe("Article");
  const lastContent = found.findLastIndex((r) => r.kind === "Article" || r.kind === "Guide");
  expect(lastContent, order).toBeLessThan(found.findIndex((r) => isListPage(r.path)));
}
