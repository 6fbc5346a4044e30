import type { Page } from "@playwright/test";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./support/fixtures";
import { axeViolations } from "./support/a11y";
import { watchPageHealth } from "./support/page-health";
import { inChunks, onePerTemplate, templatePaths } from "../tools/support/site";
import { BROWSE_TECHNOLOGIES, NEWSLETTER } from "../tools/support/spec-texts";

const violations = (page: Page) => axeViolations(page);

const CHUNK = 6;
// Every page (one of each archive kind) in the light theme at desktop size; at phone size and in the
// dark theme, one page of each template: what those settings change (layout, colours) is the
// template's, and the pages of a template differ in their copy, which the first pass checked. The
// first pass also checks what e2e/console.spec.ts checks on one page per template, since it loads
// every page anyway: no request to another origin, no CSP violation, a visible h1 (the fixture
// guards the console).
const settings = [
  { name: "light theme at desktop size", use: { viewport: DESKTOP }, paths: templatePaths, health: true },
  { name: "light theme at phone size", use: { viewport: MOBILE }, paths: onePerTemplate, health: false },
  {
    name: "dark theme at desktop size",
    use: { viewport: DESKTOP, colorScheme: "dark" as const },
    paths: onePerTemplate,
    health: false,
  },
];

// Pages are split into chunks so the workers share them.
for (const setting of settings) {
  test.describe(`axe, ${setting.name}`, () => {
    test.use(setting.use);
    for (const chunk of inChunks(setting.paths, CHUNK)) {
      test(`no violations${setting.health ? ", own origin only, no CSP violation" : ""}: ${chunk[0]} …`, async ({
        page,
        baseURL,
      }) => {
        // axe takes 5–9 s on a long page (an article with its copy bars, a series part) when the gate
        // loads both cores: six pages did not fit 30 s, so three times the default limit.
        test.slow();
        const health = setting.health ? await watchPageHealth(page, new URL(baseURL!).origin) : undefined;
        const found: string[] = [];
        for (const path of chunk) {
          await page.goto(path);
          await hydrated(page);
          for (const v of await violations(page)) found.push(`${path}: ${v}`);
          if (health) {
            await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
            for (const v of await health.cspViolations()) found.push(`${path}: CSP ${v}`);
          }
        }
        expect(found).toEqual([]);
        expect(health?.foreign ?? []).toEqual([]);
      });
    }
  });
}

test.describe("axe in open states", () => {
  test("the course drawer open with a filter panel expanded", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/webdev/frontend");
    await hydrated(page);
    await page.getByRole("button", { name: BROWSE_TECHNOLOGIES }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: /Show CSS filters/ }).click();
    expect(await violations(page)).toEqual([]);
  });

  test("a course filter panel open on desktop", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/webdev/backend");
    await hydrated(page);
    await page
      .getByRole("complementary")
      .getByRole("button", { name: /Show React filters/ })
      .click();
    expect(await violations(page)).toEqual([]);
  });

  test("form errors showing", async ({ page }) => {
    for (const path of ["/contact", "/signup", "/forgot-password"]) {
      await page.goto(path);
      await hydrated(page);
      await page
        .getByRole("main")
        .getByRole("button", { name: /Send|Create|reset/i })
        .first()
        .click();
      await expect(page.getByRole("main").locator("[aria-invalid=true]").first()).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
  });

  test("a header dropdown open", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "More in Web Development" }).click();
    await expect(page.locator("#menu-web-development")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the mobile menu open", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "More in AI Insights" }).click();
    expect(await violations(page)).toEqual([]);
  });

  test("a toast showing", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("button", { name: NEWSLETTER.join }).click();
    await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

// A field's label names that field alone on its page: the footer's field is named 'Stay Updated'
// and the password toggle by its text, so a reader's tool (voice control: "click Password") and a
// lookup by label land on the one field they mean.
test("each form field is the only thing its label names on its page", async ({ page }) => {
  const fields: Record<string, (string | RegExp)[]> = {
    "/login": ["Email address", "Password", /email/i],
    "/signup": ["Email address", /email/i],
    "/forgot-password": ["Email address", /email/i],
    "/contact": ["Your name", "Your email", "Subject", "Message", /email/i],
  };
  for (const [path, labels] of Object.entries(fields)) {
    await page.goto(path);
    await hydrated(page);
    for (const label of labels) {
      await expect(page.getByLabel(label), `${path}: ${label}`).toHaveCount(1);
      await expect(page.getByLabel(label), `${path}: ${label}`).toBeEditable();
    }
  }
  await expect(page.getByRole("contentinfo").getByRole("textbox", { name: NEWSLETTER.field })).toHaveAttribute(
    "type",
    "email",
  );
});
