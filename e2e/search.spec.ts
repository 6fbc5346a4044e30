import type { Page } from "@playwright/test";
import { DESKTOP, expect, holdRequests, hydrated, MOBILE, test } from "./support/fixtures";
import { layoutShift, recordLayoutShifts } from "./support/layout-shift";
import { HEADER_SEARCH } from "../tools/support/spec-texts";
import { expectArticlesBeforeLists, searchOrder } from "./support/search-order";

test.use({ viewport: DESKTOP });

const field = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: HEADER_SEARCH });
const options = (page: Page) => page.getByRole("listbox", { name: "Search results" }).getByRole("option");

async function open(page: Page) {
  await page.goto("/about");
  await hydrated(page);
}

test("nothing of search is requested until the visitor uses the field", async ({ page }) => {
  const searchRequests: string[] = [];
  page.on(
    "request",
    (r) => new URL(r.url()).pathname.startsWith("/pagefind") && searchRequests.push(new URL(r.url()).pathname),
  );
  await open(page);
  expect(searchRequests).toEqual([]);
  await field(page).focus();
  await expect.poll(() => searchRequests).toContain("/pagefind/pagefind.js");
});

for (const [query, expected] of [
  ["hooks", /React/],
  ["kubernetes", /Deployment/],
  ["prompt", /Prompt|Chatbots|AI Tools/],
  ["raect", /React/],
] as const) {
  test(`"${query}" finds ${expected} among the first results`, async ({ page }) => {
    await open(page);
    await field(page).fill(query);
    await expect(options(page).first()).toBeVisible();
    const top = (await options(page).allInnerTexts()).slice(0, 3).map((text) => text.split("\n")[0]!);
    expect(
      top.some((title) => expected.test(title)),
      top.join(" | "),
    ).toBe(true);
    await expect(options(page).first().locator("mark").first()).toBeVisible();
  });
}

test("a question in plain words fetches the index of the words it means, not of 'how', 'to' or 'with'", async ({
  browser,
  baseURL,
}) => {
  async function chunksFor(query: string) {
    // A context each: nothing cached between the two.
    const context = await browser.newContext({ viewport: DESKTOP, baseURL });
    const page = await context.newPage();
    const chunks = new Set<string>();
    page.on(
      "request",
      (r) => new URL(r.url()).pathname.startsWith("/pagefind/index/") && chunks.add(new URL(r.url()).pathname),
    );
    await open(page);
    await field(page).fill(query);
    await expect(options(page).first()).toBeVisible();
    const first = (await options(page).first().innerText()).split("\n")[0];
    await context.close();
    return { chunks: [...chunks].sort(), first };
  }
  const plain = await chunksFor("how to deploy with kubernetes");
  const meant = await chunksFor("deploy kubernetes");
  expect(plain.first).toBe(meant.first);
  expect(plain.chunks).toEqual(meant.chunks);
});

test("arrow keys move through the results, Enter opens one, Esc closes the list", async ({ page }) => {
  await open(page);
  const input = field(page);
  await input.fill("deployment");
  await expect(input).toHaveAttribute("aria-expanded", "true");
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(options(page).first()).toHaveAttribute("aria-selected", "true");
  await expect(input).toHaveAttribute("aria-activedescendant", (await options(page).first().getAttribute("id"))!);
  await page.keyboard.press("ArrowDown");
  await expect(options(page).nth(1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowUp");
  const target = await options(page).first().locator("span").first().innerText();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(target.split("\n")[0]!);

  await input.fill("react");
  await expect(input).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(input).toHaveAttribute("aria-expanded", "false");
});

test("Enter with no result selected opens the search page", async ({ page }) => {
  await open(page);
  await field(page).fill("react hooks");
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/search?q=react%20hooks");
  await expect(page.getByRole("status").filter({ hasText: /results?$/ })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
});

test("/ and Ctrl+K focus the search field", async ({ page }) => {
  await open(page);
  await page.keyboard.press("/");
  await expect(field(page)).toBeFocused();
  await page.getByRole("main").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("Control+k");
  await expect(field(page)).toBeFocused();
});

test("the search page works when opened directly, updates the URL and says when nothing matches", async ({ page }) => {
  await page.goto("/search?q=python");
  await hydrated(page);
  const input = page.getByRole("searchbox", { name: "Search the site" });
  await expect(input).toHaveValue("python");
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: /Tech Trends|Programming/ })
      .first(),
  ).toBeVisible();
  await input.fill("qwxyzzy");
  await expect(page).toHaveURL("/search?q=qwxyzzy");
  await expect(page.getByText('No results for "qwxyzzy"')).toBeVisible();
  await expect(page.getByRole("link", { name: "Kubernetes" })).toBeVisible();
});

test("a link to a search opens on its results without moving what is in view, on a phone and a desktop", async ({
  page,
}) => {
  // The page is built without a query: it arrives with the suggestions, which "Searching…" and then
  // the results replace. The footer rose into view and was pushed out again (0.52 on a phone), and
  // the results' box moved up by the suggestions' margin as the status line was first written.
  await recordLayoutShifts(page);
  for (const viewport of [MOBILE, DESKTOP]) {
    for (const [query, found] of [
      ["react", page.getByRole("status").filter({ hasText: /\d+ results?$/ })],
      ["qwxyzzy", page.getByText('No results for "qwxyzzy"')],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/search?q=${query}`);
      await expect(found).toBeVisible();
      expect(await layoutShift(page), `${query} at ${viewport.width} px`).toBe(0);
    }
  }
});

test("the search page: words typed while the scripts still load show their results once they are there", async ({
  page,
}) => {
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto("/search");
  const input = page.getByRole("searchbox", { name: "Search the site" });
  await input.fill("webassembly");
  release();
  await expect(page).toHaveURL("/search?q=webassembly");
  await expect(page.getByRole("main").getByRole("link", { name: "WebAssembly Beyond the Browser" })).toBeVisible();
  await expect(input).toHaveValue("webassembly");
});

for (const [query, tagPage] of [
  ["react", "/blog/tags/react"],
  ["webassembly", "/blog/tags/webassembly"],
] as const) {
  test(`"${query}", a tag's name, lists the articles and guides before the tag, author, category and list pages`, async ({
    page,
  }) => {
    expectArticlesBeforeLists(await searchOrder(page, `/search?q=${query}`), tagPage);
  });
}
