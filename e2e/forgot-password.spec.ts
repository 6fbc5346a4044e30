import type { Page } from "@playwright/test";
import { expect, holdRequests, hydrated, test } from "./support/fixtures";
import { axeViolations } from "./support/a11y";
import { isOwnCode } from "./support/requests";

const SUCCESS = "If an account exists for that address, we've sent a reset link.";

test.beforeEach(async ({ page }) => {
  await page.goto("/forgot-password");
  await hydrated(page);
});

function parts(page: Page) {
  const form = page.getByRole("form", { name: "Request a password reset link" });
  return {
    form,
    email: form.getByRole("textbox", { name: "Email address" }),
    submit: form.getByRole("button", { name: "Send reset link" }),
    toasts: page.getByRole("region", { name: /Notifications/ }).getByRole("listitem"),
  };
}

test("an empty or invalid address shows an error next to the field, and no toast", async ({ page }) => {
  const { form, email, submit, toasts } = parts(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
  await expect(form).toHaveAttribute("novalidate", "");

  await submit.click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAttribute("aria-describedby", /reset-email-error/);
  await expect(page.locator("#reset-email-error")).toHaveText("Please enter your email address.");

  await email.fill("reader@");
  await submit.click();
  await expect(page.locator("#reset-email-error")).toHaveText(
    "Please enter a valid email address, like name@example.com.",
  );
  await expect(toasts).toHaveCount(0);

  // Correcting the address clears the error as you type.
  await email.fill("reader@example.com");
  await expect(email).not.toHaveAttribute("aria-invalid");
  await expect(page.locator("#reset-email-error")).toHaveCount(0);
});

test("a valid address shows a toast that reveals nothing, resets the field and sends nothing", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => isOwnCode(page, r) || requests.push(`${r.method()} ${r.url()}`));
  const { email, submit, toasts } = parts(page);
  await email.fill("someone@example.com");
  await submit.click();
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText("Check your inbox");
  await expect(toasts).toContainText(SUCCESS);
  await expect(toasts).toHaveAttribute("data-type", "success");
  await expect(email).toHaveValue("");
  await expect(email).not.toHaveAttribute("aria-invalid");
  expect(requests).toEqual([]);
});

test("offers a way back to sign in", async ({ page }) => {
  await page.getByRole("main").getByRole("link", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL("/login");
});

test("fits 320 px and passes axe with an error showing", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.reload();
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await parts(page).submit.click();
  expect(await axeViolations(page)).toEqual([]);
});

test("an address sent while the scripts still load gets the confirmation once they are there", async ({ page }) => {
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto("/forgot-password");
  const { email, submit, toasts } = parts(page);
  await email.fill("someone@example.com");
  await submit.click();
  await expect(page).toHaveURL("/forgot-password");
  release();
  await expect(toasts).toContainText("Check your inbox");
  await expect(email).toHaveValue("");
});
