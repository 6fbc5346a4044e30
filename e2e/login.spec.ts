import type { Page } from "@playwright/test";
import { expect, holdRequests, hydrated, islandHydrated, test } from "./support/fixtures";
import { isOwnCode } from "./support/requests";
import {
  ERROR_TOAST_TITLE,
  LOGIN_HEADING,
  LOGIN_MISSING_FIELDS,
  LOGIN_SUCCESS,
  REMEMBER_ME,
} from "../tools/support/spec-texts";

const main = (page: Page) => page.getByRole("main");
const email = (page: Page) => main(page).getByRole("textbox", { name: "Email address" });
const password = (page: Page) => main(page).getByLabel("Password", { exact: true });
const signIn = (page: Page) => main(page).getByRole("button", { name: "Sign in", exact: true });
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

test.beforeEach(async ({ page }) => {
  await page.goto("/login");
  await hydrated(page);
});

test("heading, required fields, remember me and the account and legal links", async ({ page }) => {
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(LOGIN_HEADING);
  await expect(email(page)).toHaveAttribute("type", "email");
  await expect(email(page)).toHaveAttribute("required", "");
  await expect(password(page)).toHaveAttribute("type", "password");
  await expect(password(page)).toHaveAttribute("required", "");
  await expect(main(page).locator("form")).toHaveAttribute("novalidate", "");
  await expect(main(page).getByRole("checkbox", { name: REMEMBER_ME })).not.toBeChecked();
  const links = {
    "Forgot your password?": "/forgot-password",
    "create a new account": "/signup",
    "Terms of Use": "/terms",
    "Privacy Policy": "/privacy",
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(main(page).getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("the toggle shows and hides the password and says what it will do", async ({ page }) => {
  await password(page).fill("correct horse");
  await main(page).getByRole("button", { name: "Show password" }).click();
  await expect(password(page)).toHaveAttribute("type", "text");
  const hide = main(page).getByRole("button", { name: "Hide password" });
  await expect(hide).toBeVisible();
  await hide.click();
  await expect(password(page)).toHaveAttribute("type", "password");
  await expect(main(page).getByRole("button", { name: "Show password" })).toBeVisible();
  await expect(password(page)).toHaveValue("correct horse");
});

test("a missing email or password gives the 'Error' toast with the fixed text", async ({ page }) => {
  const cases: [string, string][] = [
    ["", ""],
    ["ada@example.com", ""],
    ["", "correct horse"],
  ];
  for (const [e, p] of cases) {
    await email(page).fill(e);
    await password(page).fill(p);
    await signIn(page).click();
    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute("data-type", "error");
    await expect(toast.getByText(ERROR_TOAST_TITLE, { exact: true })).toBeVisible();
    await expect(toast.getByText(LOGIN_MISSING_FIELDS, { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/login");
    // Dismiss, so the next case must raise its own toast.
    await toast.getByRole("button", { name: /close/i }).click();
    await expect(toast).toHaveCount(0);
  }
});

test("a malformed email asks for a valid address", async ({ page }) => {
  await email(page).fill("ada@");
  await password(page).fill("correct horse");
  await signIn(page).click();
  const toast = toasts(page);
  await expect(toast).toHaveAttribute("data-type", "error");
  await expect(toast).toContainText(ERROR_TOAST_TITLE);
  await expect(toast).toContainText("Please enter a valid email address.");
  await expect(page).toHaveURL("/login");
  await expect(email(page)).toBeFocused();
});

test("success logs the attempt without the password, confirms and goes home with the toast", async ({ page }) => {
  const logs: string[] = [];
  page.on("console", (msg) => logs.push(msg.text()));
  const requests: { method: string; url: string; body: string }[] = [];
  page.on("request", (r) => requests.push({ method: r.method(), url: r.url(), body: r.postData() ?? "" }));

  await email(page).fill("ada@example.com");
  await password(page).fill("s3cret-Passw0rd");
  // check() wants the box ticked at once; before hydration the tick is held and replayed. The fills above started hydration.
  await islandHydrated(page, "#login-email");
  await main(page).getByRole("checkbox", { name: REMEMBER_ME }).check();
  await signIn(page).click();

  await expect(page).toHaveURL("/");
  const toast = toasts(page);
  await expect(toast).toContainText(LOGIN_SUCCESS.title);
  await expect(toast).toContainText(LOGIN_SUCCESS.description);
  const entry = logs.find((l) => l.includes("ada@example.com"));
  expect(entry).toBeDefined();
  expect(entry).toContain('"rememberMe":true');
  expect(logs.join("\n")).not.toContain("s3cret-Passw0rd");
  // Going home may fetch that page's code and icon from our own host; nothing is sent anywhere.
  const origin = new URL(page.url()).origin;
  for (const r of requests) {
    expect(r.method, r.url).toBe("GET");
    expect(r.url.startsWith(origin), r.url).toBe(true);
    expect(r.url + r.body, r.url).not.toMatch(/ada@example|s3cret/);
  }
});

test("without remember me the entry says so", async ({ page }) => {
  const logs: string[] = [];
  page.on("console", (msg) => logs.push(msg.text()));
  await email(page).fill("grace@example.com");
  await password(page).fill("another-secret");
  await signIn(page).click();
  await expect(page).toHaveURL("/");
  expect(logs.find((l) => l.includes("grace@example.com"))).toContain('"rememberMe":false');
});

test("Sign in with Google explains it is unavailable and stays on the page", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => isOwnCode(page, r) || requests.push(r.url()));
  await main(page).getByRole("button", { name: "Sign in with Google" }).click();
  const toast = toasts(page);
  await expect(toast).toHaveAttribute("data-type", "info");
  await expect(toast).toContainText("Google sign-in is not available");
  await expect(page).toHaveURL("/login");
  expect(requests).toEqual([]);
});

test.describe("before the page is interactive", () => {
  test("a sign-in filled and sent while the scripts still load goes through once they are there", async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto("/login");
    await email(page).fill("ada@example.com");
    await password(page).fill("s3cret-Passw0rd");
    await signIn(page).click();
    await expect(page).toHaveURL("/login");
    release();
    await expect(page).toHaveURL("/");
    await expect(toasts(page)).toContainText(LOGIN_SUCCESS.title);
  });

  test("Sign in with Google pressed at once still explains itself", async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto("/login");
    await main(page).getByRole("button", { name: "Sign in with Google" }).click();
    release();
    await expect(toasts(page)).toContainText("Google sign-in is not available");
  });
});
