import { expect, hydrated, test } from "./support/fixtures";
import { BRAND, ERROR_TOAST_TITLE, NEWSLETTER } from "../tools/support/spec-texts";

test.beforeEach(async ({ page }) => {
  await page.goto("/about");
  await hydrated(page);
});

test("footer links, social links and copyright", async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  const nav = footer.getByRole("navigation", { name: "Footer" });
  const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual([
    "/",
    "/motivation",
    "/ai",
    "/tech-trends",
    "/services",
    "/about",
    "/blog",
    "/contact",
    "/careers",
    "/library",
  ]);
  const social = footer.getByRole("link", { name: new RegExp(`${BRAND} on`) });
  await expect(social).toHaveCount(4);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }
  // The build writes the year in UTC (astro.config.ts), whatever the machine's time zone.
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} ${BRAND}`);
});

test("Stay Updated: empty and invalid addresses show an 'Error' toast; a valid one succeeds and clears", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  const footer = page.getByRole("contentinfo");
  const email = footer.getByRole("textbox", { name: NEWSLETTER.field });
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAccessibleDescription(/One email a week/);
  const join = footer.getByRole("button", { name: NEWSLETTER.join });

  await join.click();
  const toasts = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText(ERROR_TOAST_TITLE);
  await expect(toasts).toContainText("Please enter your email address.");
  await expect(toasts).toHaveAttribute("data-type", "error");

  await email.fill("not-an-email");
  await join.click();
  // The new toast replaces the old: one message, the latest.
  await expect(toasts.filter({ hasText: "Please enter a valid email address." })).toBeVisible();
  await expect(toasts).toHaveCount(1);

  requests.length = 0;
  await email.fill("reader@example.com");
  await join.click();
  await expect(toasts.filter({ hasText: "Subscribed!" })).toBeVisible();
  await expect(toasts).toHaveCount(1);
  await expect(toasts).not.toContainText(ERROR_TOAST_TITLE);
  await expect(email).toHaveValue("");
  expect(requests).toEqual([]);
});

test("a toast is gone after 5000 ms", async ({ page }) => {
  await page.clock.install();
  await page.reload();
  await hydrated(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: NEWSLETTER.field }).fill("reader@example.com");
  await footer.getByRole("button", { name: NEWSLETTER.join }).click();
  // sonner rightly pauses the timer while the pointer rests on a toast; move it away.
  await page.mouse.move(5, 5);
  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toBeVisible();
  await page.clock.runFor(4500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1000);
  await expect(toast).toHaveCount(0);
});

test("a toast still showing when the reader follows a link goes on on the next page", async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("button", { name: NEWSLETTER.join }).click();
  // The newsletter form hydrates on that first click; the toast is showing before the reader moves on.
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toContainText(
    ERROR_TOAST_TITLE,
  );
  await footer.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toContainText(
    ERROR_TOAST_TITLE,
  );
});
