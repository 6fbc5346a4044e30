import type { Page, Request } from "@playwright/test";
import { DESKTOP, expect, holdRequests, hydrated, islandHydrated, MOBILE, test } from "./support/fixtures";
import { axeViolations } from "./support/a11y";

const RULE = "At least 8 characters, with a letter and a number.";

function form(page: Page) {
  const f = page.getByRole("form", { name: "Create your account" });
  return {
    form: f,
    name: f.getByRole("textbox", { name: "Full name" }),
    email: f.getByRole("textbox", { name: "Email address" }),
    password: f.getByLabel("Password", { exact: true }),
    confirm: f.getByLabel("Confirm password"),
    terms: f.getByRole("checkbox", { name: /I agree to the Terms of Use and the Privacy Policy/ }),
    submit: f.getByRole("button", { name: "Create account" }),
  };
}

/** Fills the form with Ada's name and email and `password`, confirmed. */
async function fillIn(f: ReturnType<typeof form>, password: string) {
  await f.name.fill("Ada Lovelace");
  await f.email.fill("ada@example.com");
  await f.password.fill(password);
  await f.confirm.fill(password);
}

/** Fills the form as fillIn does, ticks the terms and sends it; returns the form. */
async function signUp(page: Page, password: string) {
  const f = form(page);
  await fillIn(f, password);
  // check() wants the box ticked at once; before hydration the tick is held and replayed. The fills above started hydration.
  await islandHydrated(page, "#signup-terms");
  await f.terms.check();
  await f.submit.click();
  return f;
}

/** The field's error: referenced by aria-describedby, marked invalid, and showing the text. */
async function expectFieldError(page: Page, field: ReturnType<Page["locator"]>, text: string | RegExp) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const ids = (await field.getAttribute("aria-describedby"))?.split(" ") ?? [];
  const errorId = ids.find((id) => id.endsWith("-error"));
  expect(errorId, "the error is linked to its field").toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(text);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/signup");
  await hydrated(page);
});

test("shows the password rule before anything is typed, linked to the field", async ({ page }) => {
  const { password } = form(page);
  const hint = page.getByText(RULE);
  await expect(hint).toBeVisible();
  const hintId = await hint.getAttribute("id");
  expect(await password.getAttribute("aria-describedby")).toContain(hintId!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
  await expect(form(page).form).toHaveAttribute("novalidate", "");
});

test("an empty submit shows each error next to its field and focuses the first", async ({ page }) => {
  const f = form(page);
  await f.submit.click();
  await expect(f.name).toBeFocused();
  await expectFieldError(page, f.name, "Please enter your name.");
  await expectFieldError(page, f.email, "Please enter your email address.");
  await expectFieldError(page, f.password, "Please choose a password.");
  await expectFieldError(page, f.confirm, "Please enter your password again.");
  await expectFieldError(page, f.terms, /Please accept the Terms of Use/);
  await expect(page).toHaveURL("/signup");
});

test("focus goes to the first invalid field in form order", async ({ page }) => {
  const f = form(page);
  await f.name.fill("Ada Lovelace");
  await f.email.fill("ada@");
  await f.submit.click();
  await expect(f.email).toBeFocused();
  await expectFieldError(page, f.email, /valid email address/);
  await expect(f.name).not.toHaveAttribute("aria-invalid");
});

test("a password that breaks the rule, and a confirmation that differs, are reported", async ({ page }) => {
  const f = await signUp(page, "letters-only");
  await expect(f.password).toBeFocused();
  await expectFieldError(page, f.password, /at least 8 characters, with at least one letter and one number/);

  await f.password.fill("engine42notes");
  await f.confirm.fill("engine42Notes");
  await f.submit.click();
  await expect(f.confirm).toBeFocused();
  await expectFieldError(page, f.confirm, "The passwords do not match. Please type the same password twice.");
  await expect(f.password).not.toHaveAttribute("aria-invalid");
});

test("the terms must be accepted; the label links to both documents", async ({ page }) => {
  const f = form(page);
  await expect(f.form.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
  await expect(f.form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await fillIn(f, "engine42notes");
  await f.submit.click();
  await expect(f.terms).toBeFocused();
  await expectFieldError(page, f.terms, "Please accept the Terms of Use and Privacy Policy to create an account.");
  // Ticking the box clears its error straight away.
  await f.terms.check();
  await expect(f.terms).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText(/Please accept the Terms of Use/)).toHaveCount(0);
});

test("the strength hint follows what is typed", async ({ page }) => {
  const { password } = form(page);
  const meter = page.locator("#signup-password-strength");
  await expect(meter).toContainText("Start typing");
  await password.pressSequentially("abc1");
  await expect(meter).toContainText("Weak");
  await password.fill("river7stone");
  await expect(meter).toContainText("Fair");
  await password.fill("River7stone-bay");
  await expect(meter).toContainText("Strong");
  await password.fill("");
  await expect(meter).toContainText("Start typing");
});

test("the show-password toggle reveals and hides the password", async ({ page }) => {
  const f = form(page);
  await f.password.fill("engine42notes");
  await expect(f.password).toHaveAttribute("type", "password");
  const toggle = f.form.getByRole("button", { name: "Show password" }).first();
  await toggle.click();
  await expect(f.password).toHaveAttribute("type", "text");
  await f.form.getByRole("button", { name: "Hide password" }).click();
  await expect(f.password).toHaveAttribute("type", "password");
});

test.describe("a valid sign-up", () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("shows a success toast, moves to /login and sends nothing", async ({ page }) => {
        const sent: Request[] = [];
        page.on("request", (r) => sent.push(r));
        await signUp(page, "engine42notes");

        await expect(page).toHaveURL("/login");
        const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
        await expect(toast).toContainText("Account created!");
        await expect(toast).toHaveAttribute("data-type", "success");
        // Moving on loads /login and the code of both pages; nothing may carry what was typed.
        for (const r of sent) {
          expect(r.method(), r.url()).toBe("GET");
          expect(new URL(r.url()).origin).toBe(new URL(page.url()).origin);
          expect(decodeURIComponent(r.url())).not.toContain("ada@example.com");
          expect(r.url()).not.toContain("engine42notes");
          if (r.resourceType() === "document") expect(r.url(), "the only page loaded is /login").toBe(page.url());
          else expect(r.resourceType(), r.url()).not.toMatch(/fetch|xhr/);
        }
      });
    });
  }
});

test("the sign-up page fits 320 px, has a way to sign in, and passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.reload();
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  await form(page).submit.click();
  expect(await axeViolations(page)).toEqual([]);
});

test("filled and sent while the scripts still load, the sign-up goes through with what was typed", async ({ page }) => {
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto("/signup");
  const f = form(page);
  await fillIn(f, "river7stone");
  // A checkbox ticked before hydration is held and replayed, so its state changes only then.
  await f.terms.click();
  await f.submit.click();
  await expect(page).toHaveURL("/signup");
  release();
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toContainText(
    "Account created!",
  );
});

test("a password typed before the form is interactive shows its strength once it is", async ({ page }) => {
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto("/signup");
  await form(page).password.fill("river7stone");
  release();
  await expect(page.locator("#signup-password-strength")).toContainText("Fair");
  await expect(form(page).password).toHaveValue("river7stone");
});
