import { expect, hydrated, test } from "./support/fixtures";

const TOPICS = [
  ["Introduction to AI", "/ai/trends"],
  ["Machine Learning", "/ai/ml-basics"],
  ["Deep Learning", "/ai/tools"],
  ["NLP", "/ai/chatbots"],
  ["Computer Vision", "/ai/image-generation"],
  ["Ethics of AI", "/ai/business"],
] as const;

test.beforeEach(async ({ page }) => {
  await page.goto("/ai");
  await hydrated(page);
});

test("hero, stats with the fixed claims and four reasons", async ({ page }) => {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("AI Insights");
  const stats = main.getByRole("region", { name: "AI Insights in numbers" });
  await expect(stats.getByRole("listitem")).toHaveCount(4);
  await expect(stats).toContainText("100,000+ AI enthusiasts");
  await expect(stats).toContainText("500+ resources");
  const reasons = main.getByRole("region", { name: "Why learn AI now?" }).getByRole("listitem");
  await expect(reasons).toHaveCount(4);
});

test("six topic cards, each one link to its /ai/* guide", async ({ page }) => {
  const topics = page.getByRole("region", { name: "Explore the core topics" });
  await expect(topics.getByRole("link")).toHaveCount(6);
  await expect(topics.getByRole("heading", { level: 3 })).toHaveText(TOPICS.map(([title]) => title));
  for (const [title, href] of TOPICS) {
    await expect(topics.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", href);
  }
  // The whole card is the link: a click on its description opens the guide.
  const card = topics.getByRole("article").filter({ hasText: "Natural language processing" });
  const box = (await card.boundingBox())!;
  await card.click({ position: { x: box.width / 2, y: box.height - 12 } });
  await expect(page).toHaveURL("/ai/chatbots");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chatbots");
});

test("the closing call to action starts the learning path", async ({ page }) => {
  const cta = page.getByRole("region", { name: "Build your first AI project this month" });
  await cta.getByRole("link", { name: "Start Learning AI" }).click();
  await expect(page).toHaveURL("/ai/ml-basics");
});
