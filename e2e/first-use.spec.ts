import type { Page } from "@playwright/test";
import { DESKTOP, expect, MOBILE, test } from "./support/fixtures";
import { signInLog } from "./support/sign-in";
import { articles } from "../tools/support/articles";
import { AI_INSIGHTS, ERROR_TOAST_TITLE, LOGIN_MISSING_FIELDS, REMEMBER_ME } from "../tools/support/spec-texts";

// Issue 40: widget pages load React when a reader first uses a widget, never before. Each first use
// here is made the moment the page is parsed, on a CPU slowed four times, with no script requested
// yet; it must take effect as if React had been there (client:interaction holds and replays it,
// native controls answer at once, the plain scripts keep what they show).

/** Opens `path` on a 4× slowed CPU and returns once it is parsed, having checked that no script was requested. */
async function openAtParse(page: Page, path: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(scripts, "scripts requested before any use").toEqual([]);
  return scripts;
}

const island = (page: Page, inside: string) => page.locator(`astro-island:has(${inside})`);
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

test.describe("on a phone", () => {
  test.use({ viewport: MOBILE, hasTouch: true });

  test("a tap on the slider's Next arrow shows the next slide, its dot in step", async ({ page }) => {
    const scripts = await openAtParse(page, "/");
    const carousel = page.getByRole("region", { name: "Editor's Picks" });
    await carousel.getByRole("button", { name: "Next slide" }).tap();
    await expect(carousel.getByRole("group", { name: "2 of 3" })).toBeVisible();
    await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
    await expect(carousel.getByRole("button", { name: "Go to slide 1" })).not.toHaveAttribute("aria-current", /.*/);
    await expect(island(page, "#highlights")).not.toHaveAttribute("ssr");
    expect(scripts.length, "React came with the tap").toBeGreaterThan(0);
  });

  test('"Remember me" ticked is checked at once and read by the sign-in', async ({ page }) => {
    await openAtParse(page, "/login");
    const main = page.getByRole("main");
    const remember = main.getByRole("checkbox", { name: REMEMBER_ME });
    await remember.tap();
    expect(await remember.isChecked()).toBe(true);
    await expect(island(page, "input[name='remember']")).not.toHaveAttribute("ssr");
    await expect(remember).toBeChecked();
    expect(await signInLog(page)).toContain('"rememberMe":true');
  });

  test("a tap on an article's 'Add to list' opens its menu, and a tap in it puts the article in the list", async ({
    page,
  }) => {
    const scripts = await openAtParse(page, "/blog/react-19-features-in-practice");
    await page.getByRole("button", { name: "Add to list" }).tap();
    const menu = page.getByRole("menu", { name: "Add to list" });
    await expect(menu.getByRole("menuitemcheckbox", { name: "Saved articles" })).toBeFocused();
    await menu.getByRole("menuitemcheckbox", { name: "Saved articles" }).tap();
    await expect(page.getByRole("button", { name: "Save this article" })).toHaveAttribute("aria-pressed", "true");
    expect(scripts.length, "React came with the tap").toBeGreaterThan(0);
  });

  test("a course step marked done stays done, counts and is kept", async ({ page }) => {
    await openAtParse(page, "/webdev/frontend");
    const step = page.getByRole("checkbox", { name: "Done: HTML Basics" });
    await step.tap();
    await expect(step).toBeChecked();
    await expect(page.getByText("1 of 5 steps done").first()).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem("techhorizon:library") ?? "{}").courses?.[0]?.done),
      )
      .toEqual([1]);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("a word typed into the blog's search filters the list", async ({ page }) => {
    await openAtParse(page, "/blog");
    await page.getByRole("searchbox", { name: "Search articles" }).pressSequentially("webassembly", { delay: 30 });
    const titles = page.getByRole("list", { name: "Articles" }).getByRole("heading", { level: 2 });
    await expect(titles).toHaveText(["WebAssembly Beyond the Browser"]);
    await expect(page).toHaveURL("/blog?q=webassembly");
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("webassembly");
  });

  test("a category chosen filters the list on the page, not by leaving it", async ({ page }) => {
    await openAtParse(page, "/blog");
    await page.getByRole("group", { name: "Category" }).getByRole("button", { name: AI_INSIGHTS, exact: true }).click();
    await expect(page).toHaveURL("/blog?category=AI+Insights");
    await expect(
      page.getByRole("group", { name: "Category" }).getByRole("button", { name: AI_INSIGHTS, exact: true }),
    ).toHaveAttribute("aria-pressed", "true");
    const expected = articles.filter((a) => a.category === AI_INSIGHTS).map((a) => a.title);
    await expect(page.getByRole("list", { name: "Articles" }).getByRole("heading", { level: 2 })).toHaveText(expected);
  });

  test("the sign-in form sent empty shows the fixed error toast and sends nothing", async ({ page }) => {
    await openAtParse(page, "/login");
    await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
    const toast = toasts(page);
    await expect(toast.getByText(ERROR_TOAST_TITLE, { exact: true })).toBeVisible();
    await expect(toast.getByText(LOGIN_MISSING_FIELDS, { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/login");
  });

  test("the contact form sent empty shows its errors and focuses the first field", async ({ page }) => {
    await openAtParse(page, "/contact");
    await page.getByRole("main").getByRole("button", { name: "Send Message" }).click();
    const name = page.getByRole("main").getByRole("textbox", { name: "Your name", exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(name).toBeFocused();
    await expect(page).toHaveURL("/contact");
  });

  test("words typed on the search page bring the field and the results together", async ({ page }) => {
    await openAtParse(page, "/search");
    await page.getByRole("searchbox", { name: "Search the site" }).pressSequentially("webassembly", { delay: 30 });
    await expect(page.getByRole("main").getByRole("link", { name: "WebAssembly Beyond the Browser" })).toBeVisible();
    await expect(page).toHaveURL("/search?q=webassembly");
  });
});

// What a link asks for is a use: the island starts at once, after the first paint.
test.describe("opened from a link", () => {
  test.use({ viewport: DESKTOP });

  test("/blog?q=…&category=… shows the filtered list without a touch", async ({ page }) => {
    await page.goto("/blog?q=react&category=Tech+Trends");
    await expect(page.getByRole("list", { name: "Articles" }).getByRole("heading", { level: 2 })).toHaveText([
      "React 19 in Practice: Actions, use() and the Compiler",
    ]);
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("react");
  });

  test("/contact?subject=… has the subject in its field without a touch", async ({ page }) => {
    await page.goto("/contact?subject=Workshops");
    await expect(page.getByRole("main").getByRole("textbox", { name: "Subject", exact: true })).toHaveValue(
      "Workshops",
    );
  });
});
