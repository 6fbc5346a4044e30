import type { Page } from "@playwright/test";
import { NOTHING_SENT_PAGE } from "../app/lib/posted-form";
import { expect, test } from "./support/fixtures";
import { SERVERS } from "../tools/support/nginx";
import { writtenCode } from "../tools/support/articles";
import {
  AI_INSIGHTS,
  COPY_BUTTONS,
  FEATURED_CONTENT,
  HEADER_ITEMS,
  HEADER_LOGIN,
  HEADER_SEARCH,
  HERO_ACTIONS,
  LEARNING_ROADMAP,
  NEWSLETTER,
  WEBDEV_LANDING,
} from "../tools/support/spec-texts";

// No form puts what a visitor typed in a URL, also when JavaScript is off (or has not loaded:
// client:interaction holds the form until then, before-hydration.spec). The browser then sends the
// form itself, by POST, to the page that says nothing was sent (app/lib/posted-form.ts), which both
// servers answer with status 405. The browser logs that status; it is the expected one.
test.use({ javaScriptEnabled: false, allowConsole: [/status of 405/] });

/** The tests below that need one server use npm start's. */
const NPM_START = `http://localhost:${SERVERS[0].port}`;

/** What each form asks for, and the secret-looking words typed into it that must stay out of URLs. */
const forms: { path: string; submit: string; fill: (page: Page) => Promise<void> }[] = [
  {
    path: "/login",
    submit: "Sign in",
    fill: async (page) => {
      await page.getByRole("main").getByRole("textbox", { name: /Email/ }).fill("ada@example.com");
      await page.getByRole("main").getByLabel("Password", { exact: true }).fill("hunter2-secret");
    },
  },
  {
    path: "/signup",
    submit: "Create account",
    fill: async (page) => {
      await page.getByRole("main").getByRole("textbox", { name: /Email/ }).fill("ada@example.com");
      await page.getByRole("main").getByLabel("Password", { exact: true }).fill("hunter2-secret");
    },
  },
  {
    path: "/contact",
    submit: "Send Message",
    fill: async (page) => {
      const main = page.getByRole("main");
      await main.getByRole("textbox", { name: /Your name/ }).fill("Ada hunter2-secret");
      await main.getByRole("textbox", { name: /Your email/ }).fill("ada@example.com");
      await main.getByRole("textbox", { name: /Subject/ }).fill("hunter2-secret subject");
      await main.getByRole("textbox", { name: /Message/ }).fill("My hunter2-secret message");
    },
  },
  {
    path: "/forgot-password",
    submit: "Send reset link",
    fill: (page) => page.getByRole("main").getByRole("textbox", { name: /Email/ }).fill("ada@example.com"),
  },
  {
    path: "/about",
    submit: NEWSLETTER.join,
    fill: (page) =>
      page.getByRole("contentinfo").getByRole("textbox", { name: NEWSLETTER.field }).fill("ada@example.com"),
  },
];

for (const server of SERVERS) {
  for (const form of forms) {
    test(`${server.name}: ${form.path} sent without JavaScript puts nothing typed in a URL and says nothing was sent`, async ({
      page,
    }) => {
      const origin = `http://localhost:${server.port}`;
      const requests: string[] = [];
      page.on("request", (r) => requests.push(`${r.method()} ${decodeURIComponent(r.url())}`));
      await page.goto(origin + form.path);
      await form.fill(page);
      const scope = form.path === "/about" ? page.getByRole("contentinfo") : page.getByRole("main");
      await scope.getByRole("button", { name: form.submit, exact: true }).click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nothing was sent");
      await expect(page.getByRole("main")).toContainText("Nothing you typed was stored");
      expect(requests).toContain(`POST ${origin}${NOTHING_SENT_PAGE}`);
      expect(page.url()).toBe(origin + NOTHING_SENT_PAGE);
      expect(requests.join("\n")).not.toMatch(/hunter2|ada@example|password=|email=/);
      expect(await page.content()).not.toMatch(/hunter2|ada@example/);
    });
  }
}

test("npm start: the header's search sends the words to /search, which still offers a way on", async ({ page }) => {
  const searchRequests: string[] = [];
  page.on("request", (r) => r.url().includes("/pagefind") && searchRequests.push(r.url()));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${NPM_START}/about`);
  const field = page.getByRole("banner").getByRole("combobox", { name: HEADER_SEARCH });
  await field.fill("react hooks");
  await field.press("Enter");
  await expect(page).toHaveURL(`${NPM_START}/search?q=react+hooks`);
  // Without JavaScript nothing can be searched; the page offers its suggestions and the sections.
  await expect(page.getByRole("searchbox", { name: "Search the site" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "React hooks" })).toHaveAttribute(
    "href",
    "/search?q=React%20hooks",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Kubernetes" })).toBeVisible();
  expect(searchRequests).toEqual([]);
});

test.describe("npm start: on a phone", () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });

  test("the menu stands open in the page, without the buttons that need a script", async ({ page }) => {
    await page.goto(`${NPM_START}/about`);
    const banner = page.getByRole("banner");
    // Nothing is offered that cannot work: the menu button, the lists' toggles, the theme button.
    await expect(banner.getByRole("button")).toHaveCount(0);
    const nav = banner.getByRole("navigation", { name: "Main" });
    for (const name of HEADER_ITEMS) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(banner.getByRole("link", { name: HEADER_LOGIN })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await nav.getByRole("link", { name: "Blog", exact: true }).tap();
    await expect(page).toHaveURL(`${NPM_START}/blog`);
    // The blog's live search needs its script and is not shown; the categories are links.
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveCount(0);
    await page.getByRole("button", { name: AI_INSIGHTS }).tap();
    await expect(page).toHaveURL(new RegExp(`^${NPM_START}/blog/category/ai-insights\\??$`));
  });
});

test("npm start: a reader whose system is dark gets the dark theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(`${NPM_START}/`);
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(11, 16, 32)");
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
});

test("npm start: the named buttons take the reader where they lead, without a script", async ({ page }) => {
  await page.goto(`${NPM_START}/`);
  await page.getByRole("button", { name: HERO_ACTIONS.getStarted }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(WEBDEV_LANDING.heading);
  await page.getByRole("button", { name: WEBDEV_LANDING.viewSuccessStories }).click();
  await expect(page).toHaveURL(`${NPM_START}/blog?category=Motivation`);
  await page.goBack();
  await page.getByRole("button", { name: WEBDEV_LANDING.viewRoadmap }).click();
  await expect(page.getByRole("heading", { name: LEARNING_ROADMAP, level: 2 })).toBeInViewport();
  await page.goto(`${NPM_START}/`);
  await page.getByRole("button", { name: HERO_ACTIONS.learnMore }).click();
  await expect(page.getByRole("heading", { name: FEATURED_CONTENT, level: 2 })).toBeInViewport();
});

test("npm start: an article offers no copy button that could not work, and its code reads as written", async ({
  page,
}) => {
  await page.goto(`${NPM_START}/blog/react-19-features-in-practice`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByRole("button", { name: COPY_BUTTONS.code })).toHaveCount(0);
  await expect(main.getByRole("button", { name: COPY_BUTTONS.markdown })).toHaveCount(0);
  const blocks = page.locator(".prose pre");
  const code = writtenCode("react-19-features-in-practice");
  await expect(blocks).toHaveCount(code.length);
  for (const [index, written] of code.entries()) expect(await blocks.nth(index).textContent()).toBe(written);
});
