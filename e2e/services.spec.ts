import { expect, hydrated, test } from "./support/fixtures";

const FEATURED = [
  ["AI Consulting", "/services/ai-consulting"],
  ["Motivational Workshops", "/services/motivational-workshops"],
  ["Tech Briefings", "/services/tech-briefings"],
  ["Career Coaching", "/services/coaching"],
] as const;

test.beforeEach(async ({ page }) => {
  await page.goto("/services");
  await hydrated(page);
});

test("four service cards, each with a distinguishable Learn More link", async ({ page }) => {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Services");
  const cards = main.getByRole("region", { name: "What we offer" }).getByRole("article");
  await expect(cards).toHaveCount(4);
  await expect(main.getByRole("link", { name: /^Learn More/ })).toHaveCount(4);
  for (const [i, [title, href]] of FEATURED.entries()) {
    await expect(cards.nth(i).getByRole("heading", { level: 3 })).toHaveText(title);
    const learnMore = main.getByRole("link", { name: `Learn More about ${title}` });
    await expect(learnMore).toHaveAttribute("href", href);
    await expect(learnMore).toContainText("Learn More");
  }
});

test("Learn More opens the service page", async ({ page }) => {
  await page.getByRole("link", { name: "Learn More about Tech Briefings" }).click();
  await expect(page).toHaveURL("/services/tech-briefings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tech Briefings");
});

test("the All services list links every service page", async ({ page }) => {
  const list = page.getByRole("region", { name: "All services" });
  for (const slug of ["consulting", "development", "design", "support", "marketing", "training"]) {
    await expect(list.locator(`a[href="/services/${slug}"]`)).toBeVisible();
  }
  await expect(list.getByRole("link")).toHaveCount(10);
});

test("Contact Us goes to /contact; asking about a service prefills the subject", async ({ page }) => {
  const contactUs = page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true });
  await expect(contactUs).toHaveAttribute("href", "/contact");
  await page.getByRole("link", { name: "Ask about AI Consulting" }).click();
  await expect(page).toHaveURL("/contact?subject=AI%20Consulting");
  await expect(page.getByRole("main").getByRole("textbox", { name: "Subject" })).toHaveValue("AI Consulting");
  await page.goBack();
  await page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("main").getByRole("textbox", { name: "Subject" })).toHaveValue("");
});
