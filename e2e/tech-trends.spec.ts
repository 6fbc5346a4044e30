import { expect, hydrated, test } from "./support/fixtures";

const LANGUAGES = ["Python", "JavaScript", "C++", "PHP", "C#", "Java"];

test.beforeEach(async ({ page }) => {
  await page.goto("/tech-trends");
  await hydrated(page);
});

test("stats carry the fixed job growth and salary claims", async ({ page }) => {
  const stats = page.getByRole("region", { name: "Programming careers in numbers" });
  await expect(stats.getByRole("listitem")).toHaveCount(4);
  await expect(stats).toContainText("23% growth in developer jobs from 2021 to 2031");
  await expect(stats).toContainText("$70k-$150k+");
});

test("six language cards, each with features, a labelled popularity meter, salary and jobs", async ({ page }) => {
  const section = page.getByRole("region", { name: "Six languages worth learning" });
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(LANGUAGES);
  for (const [i, name] of LANGUAGES.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("list").getByRole("listitem")).toHaveCount(4);
    const meter = card.getByRole("meter");
    await expect(meter).toHaveAccessibleName(new RegExp(`^${name.replace(/[+#]/g, "\\$&")} Popularity: \\d+%$`));
    await expect(meter).toHaveAttribute("min", "0");
    await expect(meter).toHaveAttribute("max", "100");
    const value = Number(await meter.getAttribute("value"));
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThanOrEqual(100);
    await expect(card.getByText(`Popularity: ${value}%`)).toBeVisible();
    await expect(card.getByRole("term").filter({ hasText: "Average salary (US)" })).toBeVisible();
    await expect(card.getByRole("definition").first()).toHaveText(/^\$\d{2,3},\d{3}$/);
    await expect(card.getByRole("term").filter({ hasText: "Open jobs (US)" })).toBeVisible();
    await expect(card.getByRole("definition").nth(1)).toHaveText(/^\d{1,3},\d{3}\+$/);
  }
  await expect(page.getByRole("meter")).toHaveCount(6);
});

test("the call to action leads to the web development courses", async ({ page }) => {
  const cta = page.getByRole("region", { name: "Pick a language and start building" });
  await cta.getByRole("link", { name: "Start Learning Today" }).click();
  await expect(page).toHaveURL("/motivation");
});
