import { serviceEntries } from "../app/data/testing/collection-files.testing.ts";
import { toServices } from "../app/lib/services.ts";
import { expect, hydrated, test } from "./support/fixtures";
import { NOT_FOUND } from "../tools/support/spec-texts";

const SECTIONS = ["What it is", "Who it is for", "What you get", "How we work together", "Frequently asked questions"];

const services = toServices(serviceEntries()).map((s) => ({ slug: s.id, ...s.data }));

for (const service of services) {
  test(`/services/${service.slug}: heading, sections, ordered steps, contact CTA and related services`, async ({
    page,
  }) => {
    await page.goto(`/services/${service.slug}`);
    await hydrated(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(service.title);
    for (const name of SECTIONS) await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();

    const steps = page.locator("#how-we-work ol > li");
    expect(await steps.count()).toBeGreaterThanOrEqual(3);

    const faq = page.locator("#faq details");
    expect(await faq.count()).toBeGreaterThanOrEqual(3);
    expect(await faq.count()).toBeLessThanOrEqual(4);

    const cta = main.getByRole("region", { name: service.cta.title });
    const enquire = cta.getByRole("link", { name: `Enquire about ${service.title}` });
    const href = await enquire.getAttribute("href");
    expect(href).toBe(`/contact?subject=${encodeURIComponent(service.title)}`);
    expect(new URL(href!, "http://x").searchParams.get("subject")).toBe(service.title);

    const related = page.getByRole("navigation", { name: "Related services" }).getByRole("link");
    expect(await related.count()).toBeGreaterThan(0);
    for (const link of await related.all()) {
      const to = await link.getAttribute("href");
      expect(to).toMatch(/^\/services\/[a-z-]+$/);
      expect(to).not.toBe(`/services/${service.slug}`);
    }
  });
}

test("FAQ answers open and close by click", async ({ page }) => {
  await page.goto("/services/coaching");
  await hydrated(page);
  const item = page.locator("#faq details").first();
  const question = item.locator("summary");
  const answer = item.locator("p");
  await expect(answer).toBeHidden();
  await question.click();
  await expect(item).toHaveAttribute("open", "");
  await expect(answer).toBeVisible();
  await question.click();
  await expect(item).not.toHaveAttribute("open");
  await expect(answer).toBeHidden();
});

test("FAQ answers open and close from the keyboard", async ({ page }) => {
  await page.goto("/services/development");
  await hydrated(page);
  const item = page.locator("#faq details").nth(1);
  const question = item.locator("summary");
  await question.focus();
  await expect(question).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(item).toHaveAttribute("open", "");
  await expect(item.locator("p")).toBeVisible();
  await page.keyboard.press("Space");
  await expect(item).not.toHaveAttribute("open");
  // Tab moves on to the next question, which opens the same way.
  await page.keyboard.press("Tab");
  const next = page.locator("#faq details").nth(2);
  await expect(next.locator("summary")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(next).toHaveAttribute("open", "");
});

test("the call to action opens the contact page with the service as subject", async ({ page }) => {
  await page.goto("/services/design");
  await hydrated(page);
  await page.locator("#cta").getByRole("link", { name: "Enquire about UX & UI Design" }).click();
  await expect(page).toHaveURL("/contact?subject=UX%20%26%20UI%20Design");
});

test("a related service link leads to that service", async ({ page }) => {
  await page.goto("/services/ai-consulting");
  await hydrated(page);
  await page
    .getByRole("navigation", { name: "Related services" })
    .getByRole("link", { name: /Tech Briefings/ })
    .click();
  await expect(page).toHaveURL("/services/tech-briefings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tech Briefings");
});

test("an unknown service is the not-found page with status 404", async ({ request }) => {
  const response = await request.get("/services/time-travel");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(NOT_FOUND.heading);
});
