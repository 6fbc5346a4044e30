import { DESKTOP, expect, holdRequests, hydrated, MOBILE, test } from "./support/fixtures";
import type { Page } from "@playwright/test";
import { BROWSE_TECHNOLOGIES, LEARNING_ROADMAP } from "../tools/support/spec-texts";

const TOPICS = [
  ["frontend", "Frontend Development"],
  ["backend", "Backend Development"],
  ["database", "Database Management"],
  ["deployment", "Deployment and DevOps"],
  ["toolandresourse", "Tools and Resources"],
  ["versioncontrol", "Version Control"],
] as const;

const ROADMAP = ["HTML Basics", "CSS Fundamentals", "JavaScript Core", "React Framework", "Advanced Topics"];
const STATS = ["50+ Interactive Lessons", "20+ Hands-on Projects", "100% Practical Learning"];
const TECHNOLOGIES = ["HTML", "CSS", "JavaScript", "React", "Tailwind"];
const FILTERS: Record<string, string[]> = {
  HTML: ["Semantic HTML", "Forms", "Accessibility", "SEO Basics"],
  CSS: ["Flexbox", "Grid", "Animations", "Responsive Design"],
  JavaScript: ["ES6+", "DOM Manipulation", "Async/Await", "APIs"],
  React: ["Components", "Hooks", "State Management", "Router"],
  Tailwind: ["Utility Classes", "Components", "Responsive", "Dark Mode"],
};

async function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((el) => el.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
}

test.describe("course guide content", () => {
  test.use({ viewport: DESKTOP });

  test("all six guides: heading, roadmap, their own four points, six learn items and the statistics", async ({
    page,
  }) => {
    const firstPoints = new Set<string>();
    for (const [slug, title] of TOPICS) {
      await page.goto(`/webdev/${slug}`);
      await hydrated(page);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 }), slug).toHaveText(title);
      await expect(main.getByText("Complete Course Guide", { exact: true })).toBeVisible();

      const roadmap = main.getByRole("region", { name: LEARNING_ROADMAP });
      await expect(roadmap).toHaveAttribute("id", "learning-roadmap");
      const steps = roadmap.locator("ol > li");
      await expect(steps).toHaveCount(5);
      // Each step reads as docs/product.md#course-guides writes it, "1 HTML Basics", then its description.
      await expect(steps).toHaveText(ROADMAP.map((name, i) => new RegExp(`^${i + 1} ${name}\\s*\\S`)));
      for (const [i, name] of ROADMAP.entries()) await expect(roadmap.getByText(`${i + 1} ${name}`)).toHaveCount(1);
      await expect(roadmap.getByRole("heading", { level: 3 })).toHaveText(ROADMAP);

      const why = main.getByRole("region", { name: `Why ${title} is Important?` });
      await expect(why.getByRole("heading", { level: 2 })).toHaveText(`Why ${title} is Important?`);
      const points = why.getByRole("listitem");
      await expect(points).toHaveCount(4);
      firstPoints.add((await points.first().textContent()) ?? "");

      const learn = main.getByRole("region", { name: "What You'll Learn" });
      await expect(learn.locator("ol")).toHaveCount(1);
      await expect(learn.locator("ol > li")).toHaveCount(6);

      await expect(main.getByRole("region", { name: "Course Statistics" }).getByRole("listitem")).toHaveText(STATS);

      const onward = main.getByRole("navigation", { name: "More course guides" }).getByRole("link");
      await expect(onward).toHaveCount(5);
      await expect(onward.filter({ hasText: title })).toHaveCount(0);

      expect(await duplicateIds(page), slug).toEqual([]);
    }
    expect(firstPoints.size, "each topic has its own importance points").toBe(6);
  });

  test("a mixed-case address redirects to the canonical guide", async ({ page }) => {
    await page.goto("/webdev/Frontend");
    await expect(page).toHaveURL("/webdev/frontend");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frontend Development");
  });
});

test.describe("Technologies sidebar on desktop", () => {
  test.use({ viewport: DESKTOP });

  test.beforeEach(async ({ page }) => {
    await page.goto("/webdev/backend");
    await hydrated(page);
  });

  const sidebar = (page: Page) => page.getByRole("complementary", { name: "Technologies" });
  const row = (page: Page, name: string) => sidebar(page).getByRole("button", { name, exact: true });

  test("lists the five technologies once each, HTML selected, no panel open", async ({ page }) => {
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole("button", { name: BROWSE_TECHNOLOGIES })).toBeHidden();
    await expect(sidebar(page).locator(":scope > ul > li")).toHaveCount(5);
    for (const name of TECHNOLOGIES) {
      await expect(row(page, name)).toHaveCount(1);
      if (name === "HTML") await expect(row(page, name)).toHaveAttribute("aria-current", "true");
      else await expect(row(page, name)).not.toHaveAttribute("aria-current");
      await expect(row(page, name).locator("svg")).toHaveCount(1);
      await expect(sidebar(page).getByRole("button", { name: `Show ${name} filters` })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
    }
    await expect(sidebar(page).getByRole("group")).toHaveCount(0);
  });

  test("clicking a row selects it and toggles its Filter Options panel", async ({ page }) => {
    await row(page, "CSS").click();
    await expect(row(page, "CSS")).toHaveAttribute("aria-current", "true");
    await expect(row(page, "HTML")).not.toHaveAttribute("aria-current");
    const panel = sidebar(page).getByRole("group", { name: "CSS filter options" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("Filter Options");
    const toggle = sidebar(page).getByRole("button", { name: "Hide CSS filters" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    await row(page, "React").click();
    await expect(row(page, "React")).toHaveAttribute("aria-current", "true");
    await expect(sidebar(page).getByRole("group")).toHaveCount(1);
    await expect(sidebar(page).getByRole("group", { name: "React filter options" })).toBeVisible();

    await row(page, "React").click();
    await expect(row(page, "React")).toHaveAttribute("aria-current", "true");
    await expect(sidebar(page).getByRole("group")).toHaveCount(0);
  });

  test("the plus button toggles its panel, controls it by id, and one panel is open at a time", async ({ page }) => {
    const show = sidebar(page).getByRole("button", { name: "Show JavaScript filters" });
    const panelId = await show.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();
    await show.click();
    const hide = sidebar(page).getByRole("button", { name: "Hide JavaScript filters" });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    await expect(hide).toHaveAttribute("aria-controls", panelId!);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute("role", "group");
    // The button opens the panel without changing the selection.
    await expect(row(page, "HTML")).toHaveAttribute("aria-current", "true");

    await sidebar(page).getByRole("button", { name: "Show Tailwind filters" }).click();
    await expect(panel).toBeHidden();
    await expect(sidebar(page).getByRole("button", { name: "Show JavaScript filters" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(sidebar(page).getByRole("group")).toHaveCount(1);

    await sidebar(page).getByRole("button", { name: "Hide Tailwind filters" }).click();
    await expect(sidebar(page).getByRole("group")).toHaveCount(0);
  });

  test("each panel has the exact filter names as toggle buttons", async ({ page }) => {
    for (const name of TECHNOLOGIES) {
      await sidebar(page)
        .getByRole("button", { name: `Show ${name} filters` })
        .click();
      const buttons = sidebar(page)
        .getByRole("group", { name: `${name} filter options` })
        .getByRole("button");
      await expect(buttons).toHaveText(FILTERS[name]!);
      for (const button of await buttons.all()) await expect(button).toHaveAttribute("aria-pressed", "false");
    }
  });

  test("a filter button toggles only its own pressed state", async ({ page }) => {
    await row(page, "HTML").click();
    const group = sidebar(page).getByRole("group", { name: "HTML filter options" });
    const forms = group.getByRole("button", { name: "Forms" });
    await forms.click();
    await expect(forms).toHaveAttribute("aria-pressed", "true");
    for (const other of ["Semantic HTML", "Accessibility", "SEO Basics"]) {
      await expect(group.getByRole("button", { name: other })).toHaveAttribute("aria-pressed", "false");
    }
    await expect(group).toBeVisible();
    await expect(row(page, "HTML")).toHaveAttribute("aria-current", "true");
    await forms.click();
    await expect(forms).toHaveAttribute("aria-pressed", "false");
    expect(await duplicateIds(page)).toEqual([]);
  });
});

test.describe("Technologies drawer on a phone", () => {
  test.use({ viewport: MOBILE });

  test.beforeEach(async ({ page }) => {
    await page.goto("/webdev/database");
    await hydrated(page);
  });

  const browse = (page: Page) => page.getByRole("button", { name: BROWSE_TECHNOLOGIES });
  const drawer = (page: Page) => page.getByRole("dialog", { name: "Technologies" });
  const focusInDrawer = (page: Page) => page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));

  test("the sidebar is hidden; Browse Technologies opens a modal dialog that keeps focus and closes on Esc", async ({
    page,
  }) => {
    await expect(page.getByRole("complementary", { name: "Technologies" })).toBeHidden();
    await expect(drawer(page)).toBeHidden();
    await browse(page).click();
    await expect(drawer(page)).toBeVisible();
    expect(await drawer(page).evaluate((el) => el.matches(":modal"))).toBe(true);
    expect(await focusInDrawer(page)).toBe(true);
    await expect(drawer(page).locator("ul").first().locator(":scope > li")).toHaveCount(5);
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInDrawer(page)).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await focusInDrawer(page)).toBe(true);
    expect(await duplicateIds(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    await expect(browse(page)).toBeFocused();
  });

  test("the close button and a click on the backdrop close it", async ({ page }) => {
    await browse(page).click();
    await drawer(page).getByRole("button", { name: "Close technologies" }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(browse(page)).toBeFocused();

    await browse(page).click();
    await expect(drawer(page)).toBeVisible();
    const box = (await drawer(page).boundingBox())!;
    expect(box.width).toBeLessThan(MOBILE.width - 20);
    await page.mouse.click(MOBILE.width - 10, MOBILE.height / 2);
    await expect(drawer(page)).toBeHidden();
    await expect(browse(page)).toBeFocused();
  });

  test("a row click selects it and collapses panels; the plus button toggles its panel", async ({ page }) => {
    await browse(page).click();
    const d = drawer(page);
    await expect(d.getByRole("button", { name: "HTML", exact: true })).toHaveAttribute("aria-current", "true");

    await d.getByRole("button", { name: "Show CSS filters" }).click();
    await expect(d.getByRole("group", { name: "CSS filter options" })).toBeVisible();
    await expect(d.getByRole("button", { name: "Hide CSS filters" })).toHaveAttribute("aria-expanded", "true");
    await expect(d.getByRole("button", { name: "HTML", exact: true })).toHaveAttribute("aria-current", "true");

    await d.getByRole("button", { name: "JavaScript", exact: true }).click();
    await expect(d.getByRole("button", { name: "JavaScript", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(d.getByRole("button", { name: "HTML", exact: true })).not.toHaveAttribute("aria-current");
    await expect(d.getByRole("group")).toHaveCount(0);
    await expect(d).toBeVisible();

    // Clicking the selected row does not open its panel in the drawer.
    await d.getByRole("button", { name: "JavaScript", exact: true }).click();
    await expect(d.getByRole("group")).toHaveCount(0);

    const show = d.getByRole("button", { name: "Show JavaScript filters" });
    await show.click();
    const hide = d.getByRole("button", { name: "Hide JavaScript filters" });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    const group = page.locator(`[id="${await hide.getAttribute("aria-controls")}"]`);
    await expect(group.getByRole("button")).toHaveText(FILTERS.JavaScript!);
    await group.getByRole("button", { name: "Async/Await" }).click();
    await expect(group.getByRole("button", { name: "Async/Await" })).toHaveAttribute("aria-pressed", "true");
    await hide.click();
    await expect(group).toBeHidden();
  });

  test("the drawer does not slide under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const x = await page.evaluate(async (label) => {
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.includes(label))!;
      button.click();
      await new Promise(requestAnimationFrame);
      return document.querySelector("dialog[open]")!.getBoundingClientRect().x;
    }, BROWSE_TECHNOLOGIES);
    expect(x).toBe(0);
    expect(await drawer(page).evaluate((el) => getComputedStyle(el).transitionProperty)).not.toMatch(
      /transform|translate/,
    );
  });

  test("fits the screen without horizontal scrolling", async ({ page }) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });
});

test.describe("before the page is interactive", () => {
  test("on a phone, Browse Technologies opens the drawer with no script, and a row tapped in it is selected once it is there", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto("/webdev/frontend");
    await page.getByRole("button", { name: BROWSE_TECHNOLOGIES }).click();
    const drawer = page.getByRole("dialog", { name: "Technologies" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "CSS", exact: true }).click();
    release();
    await expect(drawer.getByRole("button", { name: "CSS", exact: true })).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("on a desktop, a row clicked while the scripts still load opens its panel once they are there", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto("/webdev/backend");
    const sidebar = page.getByRole("complementary", { name: "Technologies" });
    await sidebar.getByRole("button", { name: "React", exact: true }).click();
    release();
    await expect(sidebar.getByRole("group", { name: "React filter options" })).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "React", exact: true })).toHaveAttribute("aria-current", "true");
  });
});
