import { expect, hydrated, test } from "./support/fixtures";
import { BRAND, CONTACT_EMAIL } from "../tools/support/spec-texts";

const ROLES = ["Technical Writer (AI)", "Frontend Engineer", "Developer Educator", "Community Editor"];

test.beforeEach(async ({ page }) => {
  await page.goto("/careers");
  await hydrated(page);
});

test("lists the open roles, each with the work, what we look for, location and a mailto apply link", async ({
  page,
}) => {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(`Careers at ${BRAND}`);
  const roles = page.locator("#open-roles article");
  await expect(roles.getByRole("heading", { level: 3 })).toHaveText(ROLES);

  for (const title of ROLES) {
    const role = main.getByRole("article", { name: title });
    await expect(role.getByRole("heading", { name: "What the work is" })).toBeVisible();
    await expect(role.getByRole("heading", { name: "What we look for" })).toBeVisible();
    await expect(role).toContainText("Remote");
    const apply = role.getByRole("link", { name: `Apply for ${title}` });
    const href = (await apply.getAttribute("href"))!;
    expect(href).toBe(`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(`Application: ${title}`)}`);
    expect(href.startsWith(`mailto:${CONTACT_EMAIL}?subject=Application%3A%20`), href).toBe(true);
    expect(new URLSearchParams(href.split("?")[1]).get("subject")).toBe(`Application: ${title}`);
  }
});

test("explains how hiring works, in order", async ({ page }) => {
  const hiring = page.getByRole("region", { name: "How hiring works" });
  const steps = hiring.locator("ol > li");
  expect(await steps.count()).toBeGreaterThanOrEqual(3);
  await expect(steps.first()).toContainText("Send a short email");
});

test("the hero button jumps to the open roles", async ({ page }) => {
  await page.getByRole("main").getByRole("link", { name: "See the 4 open roles" }).click();
  await expect(page).toHaveURL(/#open-roles$/);
  await expect(page.getByRole("heading", { level: 2, name: "Open roles" })).toBeInViewport();
});
