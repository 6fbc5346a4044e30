import { DESKTOP, expect, hydrated, MOBILE, test } from "./support/fixtures";
import { LEARNING_ROADMAP, MOTIVATION, WEBDEV_LANDING } from "../tools/support/spec-texts";

const TOPICS = [
  ["Frontend Development", "/webdev/frontend"],
  ["Backend Development", "/webdev/backend"],
  ["Database Management", "/webdev/database"],
  ["Deployment and DevOps", "/webdev/deployment"],
  ["Tools and Resources", "/webdev/toolandresourse"],
  ["Version Control", "/webdev/versioncontrol"],
] as const;

test.describe("web development landing page", () => {
  test.use({ viewport: DESKTOP });

  test.beforeEach(async ({ page }) => {
    await page.goto("/motivation");
    await hydrated(page);
  });

  test("hero: heading, lead, four benefit tiles and two actions", async ({ page }) => {
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(WEBDEV_LANDING.heading);
    const hero = page.locator("section").filter({ has: h1 });
    await expect(hero.locator("p").first()).toContainText("Build websites and applications");
    const tiles = hero.getByRole("listitem");
    await expect(tiles).toHaveCount(4);
    for (const tile of await tiles.all()) {
      await expect(tile.locator("svg")).toHaveCount(1);
      await expect(tile.locator("p")).toHaveCount(2);
    }
    // The hero's buttons Start Learning Today and View Roadmap (docs/product.md#web-development);
    // where they lead: the tests below.
    await expect(hero.getByRole("button")).toHaveText([WEBDEV_LANDING.startLearningToday, WEBDEV_LANDING.viewRoadmap]);
  });

  test("Why Choose Web Development? has the four cards", async ({ page }) => {
    const why = page.getByRole("region", { name: "Why Choose Web Development?" });
    await expect(why.getByRole("heading", { level: 2 })).toHaveText("Why Choose Web Development?");
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      "Growing Industry",
      "Problem Solving",
      "Innovation",
      "Community",
    ]);
    await expect(why.getByRole("listitem").first()).toContainText("23% from 2021 to 2031");
    await expect(why.getByRole("listitem").first()).toContainText("$70k-$150k+");
  });

  test("Master Every Aspect has six topic cards whose Start Learning links name their topic", async ({
    page,
    request,
  }) => {
    const master = page.getByRole("region", { name: "Master Every Aspect" });
    await expect(master.getByRole("heading", { level: 3 })).toHaveText(TOPICS.map(([title]) => title));
    const links = master.getByRole("link");
    await expect(links).toHaveCount(6);
    for (const [i, [title, href]] of TOPICS.entries()) {
      const link = master.getByRole("link", { name: `Start Learning ${title}`, exact: true });
      await expect(link).toHaveAttribute("href", href);
      await expect(links.nth(i)).toHaveAttribute("href", href);
      // The topic is for screen readers; the visible label is the same on every card.
      await expect(link).toContainText("Start Learning");
      expect((await link.getByText(title).boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
      const card = master.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(card.getByRole("listitem")).toHaveCount(4);
      await expect(card.locator("svg").first()).toBeVisible();
      expect((await request.get(href)).status(), href).toBe(200);
    }
    await master.getByRole("link", { name: "Start Learning Database Management" }).click();
    await expect(page).toHaveURL("/webdev/database");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Database Management");
  });

  test("closing call to action: two buttons and the three claims, word for word", async ({ page }) => {
    const cta = page.getByRole("region", { name: "Start building for the web today" });
    await expect(cta.getByRole("button")).toHaveText([
      WEBDEV_LANDING.startFreeCourse,
      WEBDEV_LANDING.viewSuccessStories,
    ]);
    await expect(cta.getByRole("listitem")).toHaveText([
      "50,000+ Students Enrolled",
      "95% Success Rate",
      "24/7 Support Available",
    ]);
  });

  test("View Roadmap lands at the Learning Roadmap heading of the frontend guide", async ({ page }) => {
    await page.getByRole("button", { name: WEBDEV_LANDING.viewRoadmap, exact: true }).click();
    // A form sends the button there, so the address keeps the form's empty query.
    await expect(page).toHaveURL(/\/webdev\/frontend\??#learning-roadmap$/);
    const heading = page.getByRole("heading", { name: LEARNING_ROADMAP, level: 2 });
    await expect(heading).toBeInViewport();
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(300);
  });

  test("Start Learning Today opens the frontend guide", async ({ page }) => {
    await page.getByRole("button", { name: WEBDEV_LANDING.startLearningToday }).click();
    await expect(page).toHaveURL(/\/webdev\/frontend\??$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frontend Development");
  });

  test("Start Free Course opens the frontend guide, View Success Stories the blog's Motivation articles", async ({
    page,
  }) => {
    await page.getByRole("button", { name: WEBDEV_LANDING.startFreeCourse }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frontend Development");
    await page.goBack();
    await page.getByRole("button", { name: WEBDEV_LANDING.viewSuccessStories }).click();
    await expect(page).toHaveURL("/blog?category=Motivation");
    await hydrated(page);
    await expect(page.getByRole("button", { name: MOTIVATION, exact: true })).toHaveAttribute("aria-pressed", "true");
  });

  test("ids are unique", async ({ page }) => {
    const duplicates = await page.evaluate(() => {
      const ids = [...document.querySelectorAll("[id]")].map((el) => el.id);
      return ids.filter((id, i) => ids.indexOf(id) !== i);
    });
    expect(duplicates).toEqual([]);
  });
});

test.describe("web development landing page on a phone", () => {
  test.use({ viewport: MOBILE });

  test("fits the screen without horizontal scrolling", async ({ page }) => {
    await page.goto("/motivation");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });
});
