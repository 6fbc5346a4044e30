import type { Locator, Page, Request } from "@playwright/test";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./support/fixtures";
import {
  blogCopy,
  contactForm,
  ERROR_TOAST_TITLE,
  fill,
  forgotPasswordCopy,
  loginCopy,
  newsletter,
  searchCopy,
  signupCopy,
} from "../tools/support/spec-texts";

/**
 * Every form and search field takes hostile text: markup that would run script if it were ever put
 * into the page as HTML, a very long unbroken string, right-to-left scripts and emoji. The text must
 * stay text, no dialog may open, nothing may be sent anywhere, the layout must hold and the
 * validation messages must stay the site's own, beside their fields.
 */
const PAYLOADS = [
  { name: "script tag", value: "<script>alert(1)</script>" },
  { name: "attribute break-out", value: '"><img src=x onerror=alert(1)>' },
  // One unbroken "word", the hardest case for wrapping: about 30,000 px wide, fifteen times the widest
  // window here. (10,000 characters checked nothing more and cost this file about 6 CPU-seconds more,
  // 63–71 against 60–64: Chromium's editing takes about 0.2 s to insert them into each field.)
  { name: "2,000 characters", value: "W".repeat(2_000) },
  { name: "Arabic", value: "مرحبا بالعالم" },
  { name: "Hebrew", value: "שלום עולם" },
  { name: "emoji", value: "🚀👩🏽‍💻✨" },
] as const;

const VALID_EMAIL = "ada@example.com";

/** Files an island or the search may fetch after load; anything else counts as sending data, except a
 *  page load (signing in opens the home page; Back returns to the form; the site search opens /search). */
const ALLOWED_PATH = /^\/(?:assets\/|images\/|pagefind(?:-blog)?\/|favicon[\w-]*\.(?:svg|png)$)/;

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function decoded(url: string): string {
  try {
    return decodeURIComponent(url.replaceAll("+", " "));
  } catch {
    return url;
  }
}

/**
 * Watches a page for the things hostile input must never cause: dialogs (alert, confirm, print) and
 * requests that carry form data or leave the site. Requests count from `arm()`, after the page loads.
 */
function watch(page: Page, origin: string) {
  const dialogs: string[] = [];
  const requests: Request[] = [];
  let armed = false;
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on("request", (request) => {
    if (armed) requests.push(request);
  });
  return {
    /** Requests count from here on; the test's own page loads before it do not. */
    arm() {
      armed = true;
    },
    disarm() {
      armed = false;
    },
    /** No dialog so far, and every request is a same-origin GET for code or data, free of the payloads. */
    verify() {
      expect(dialogs, "no dialog opens").toEqual([]);
      const bad = requests
        .filter((r) => {
          const url = new URL(r.url());
          // A page load: without a query, or the site search, a GET form by design (it works without JavaScript).
          // A page prefetched because the pointer rests on its link (speculation rules, ADR 0013) is one
          // too: errors appearing under the fields move the form's Terms link under a resting pointer.
          const page = r.resourceType() === "document" || /\bprefetch\b/.test(r.headers()["sec-purpose"] ?? "");
          if (page && url.origin === origin && r.method() === "GET" && (!url.search || url.pathname === "/search"))
            return false;
          if (url.origin !== origin || r.method() !== "GET" || !ALLOWED_PATH.test(url.pathname)) return true;
          const text = decoded(r.url());
          return PAYLOADS.some((p) => text.includes(p.value.slice(0, 40)));
        })
        .map((r) => `${r.method()} ${r.url().slice(0, 200)}`);
      expect(bad, "no request sends form data or leaves the site").toEqual([]);
    },
  };
}

/** Nothing from a payload became an element, and the page is no wider than the window. */
async function expectInert(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator("[onerror]")).toHaveCount(0);
  expect(
    await page.locator("script").evaluateAll((els) => els.filter((s) => s.textContent?.includes("alert(1)")).length),
  ).toBe(0);
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth), {
      message: "no horizontal scroll",
    })
    .toBeLessThanOrEqual(0);
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

/**
 * The toast in front says exactly `title` and `description`, none of the payload. (A toast it
 * replaced may still be fading out behind it.)
 */
async function expectToast(page: Page, title: string, description: string) {
  const toast = toasts(page).filter({ hasText: title }).filter({ hasText: description }).first();
  await expect(toast).toBeVisible();
  expect((await toast.innerText()).replace(/\s+/g, " ").trim()).toBe(`${title} ${description}`);
}

/**
 * Every field marked invalid in `form` is described by one of the site's own messages, shown
 * directly under the field (or the checkbox's row), inside the window and not clipped.
 */
async function expectErrorsBesideFields(page: Page, form: Locator, messages: readonly string[]) {
  const invalid = await form.locator('[aria-invalid="true"]').all();
  for (const field of invalid) {
    const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ");
    const errorId = ids.find((id) => id.endsWith("-error"));
    expect(errorId, "an invalid field is described by its error").toBeTruthy();
    const error = page.locator(`[id="${errorId}"]`);
    await expect(error).toBeVisible();
    expect(messages, "the error is the site's message, not the payload").toContain((await error.innerText()).trim());
    // Both boxes in one read: focusing the first invalid field may be scrolling the page.
    const { gap, dx, right, clipped } = await error.evaluate(
      (el, isCheckbox) => {
        const input = document.getElementById(el.id.replace(/-error$/, ""))!;
        const fieldBox = (isCheckbox ? input.parentElement! : input).getBoundingClientRect();
        const errorBox = el.getBoundingClientRect();
        return {
          gap: errorBox.top - fieldBox.bottom,
          dx: Math.abs(errorBox.left - fieldBox.left),
          right: errorBox.right,
          clipped: el.scrollWidth > el.clientWidth,
        };
      },
      (await field.getAttribute("type")) === "checkbox",
    );
    expect(gap, "the error sits right under its field").toBeGreaterThanOrEqual(0);
    expect(gap, "the error sits right under its field").toBeLessThan(24);
    expect(dx, "the error lines up with its field").toBeLessThanOrEqual(4);
    expect(right, "the error is inside the window").toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(clipped, "the error is not clipped").toBe(false);
  }
}

for (const [label, viewport] of [
  ["desktop", DESKTOP],
  ["phone", MOBILE],
] as const) {
  test.describe(`hostile input (${label})`, () => {
    test.use({ viewport });
    // Each test tries all six payloads in turn (a dozen sends or page loads): about 10 s on a quiet
    // machine, past 30 s when the gate shares it with another run.
    test.describe.configure({ timeout: 90_000 });

    let guard: ReturnType<typeof watch>;

    async function open(page: Page, path: string) {
      guard.disarm();
      await page.goto(path);
      await hydrated(page);
      guard.arm();
    }

    test.beforeEach(async ({ page, baseURL }) => {
      guard = watch(page, new URL(baseURL!).origin);
    });

    test.afterEach(() => guard.verify());

    test("footer 'Stay Updated' field", async ({ page }) => {
      await open(page, "/about");
      const form = page.getByRole("contentinfo");
      const field = form.getByRole("textbox", { name: newsletter.title });
      for (const { value } of PAYLOADS) {
        await field.fill(value);
        await expect(field).toHaveValue(value);
        await expectInert(page);
        await form.getByRole("button", { name: newsletter.join }).click();
        await expectToast(page, ERROR_TOAST_TITLE, newsletter.invalidEmail);
        await expect(field).toHaveValue(value);
        await expectInert(page);
      }
    });

    test("/contact: invalid email is named beside its field; a valid email sends and resets", async ({ page }) => {
      await open(page, "/contact");
      const form = page.getByRole("form", { name: contactForm.title });
      const fields = (["name", "email", "subject", "message"] as const).map((f) =>
        form.getByRole("textbox", { name: contactForm.fields[f].label, exact: true }),
      );
      const [, email] = fields as [Locator, Locator, Locator, Locator];
      const send = form.getByRole("button", { name: contactForm.submit });
      const messages = [
        contactForm.invalidEmail,
        fill(contactForm.messageTooShort, { min: contactForm.messageMinLength }),
        ...Object.values(contactForm.fields).map((f) => f.required),
      ];
      for (const { value } of PAYLOADS) {
        for (const field of fields) {
          await field.fill(value);
          await expect(field).toHaveValue(value);
        }
        await expectInert(page);
        await send.click();
        await expect(email).toHaveAttribute("aria-invalid", "true");
        await expect(email).toBeFocused();
        await expectErrorsBesideFields(page, form, messages);
        for (const field of fields) await expect(field).toHaveValue(value);
        await expectInert(page);

        // The same hostile text with a real address goes through (long enough for the message rule).
        await email.fill(VALID_EMAIL);
        await fields[3]!.fill(`${value} ${value}`);
        await send.click();
        await expectToast(page, contactForm.success.title, contactForm.success.description);
        for (const field of fields) await expect(field).toHaveValue("");
        await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
        await expectInert(page);
      }
    });

    test("/login: a hostile address is refused with the site's message; a real one signs in", async ({ page }) => {
      await open(page, "/login");
      const form = page.getByRole("form", { name: loginCopy.submit });
      const email = form.getByRole("textbox", { name: loginCopy.email.label });
      const password = form.getByLabel(loginCopy.password.label, { exact: true });
      for (const { value } of PAYLOADS) {
        await email.fill(value);
        await password.fill(value);
        await expect(email).toHaveValue(value);
        await expect(password).toHaveValue(value);
        await expectInert(page);
        await form.getByRole("button", { name: loginCopy.submit, exact: true }).click();
        await expectToast(page, ERROR_TOAST_TITLE, loginCopy.messages.invalidEmail);
        await expect(email).toBeFocused();
        await expect(page).toHaveURL(/\/login$/);
        await expectInert(page);
      }
      // A real address signs in, whatever the password holds: every payload at once (signing in
      // opens the home page, so once rather than six times).
      const hostilePassword = PAYLOADS.map((p) => p.value).join(" ");
      await email.fill(VALID_EMAIL);
      await password.fill(hostilePassword);
      await expect(password).toHaveValue(hostilePassword);
      await form.getByRole("button", { name: loginCopy.submit, exact: true }).click();
      await expectToast(page, loginCopy.messages.success.title, loginCopy.messages.success.description);
      await expect(page).toHaveURL(/\/$/);
      await expectInert(page);
    });

    test("/signup: every field takes it; errors stay the site's own, under their fields", async ({ page }) => {
      await open(page, "/signup");
      const form = page.getByRole("form", { name: signupCopy.formLabel });
      const fields = [
        form.getByRole("textbox", { name: signupCopy.fields.name.label }),
        form.getByRole("textbox", { name: signupCopy.fields.email.label }),
        form.getByLabel(signupCopy.fields.password.label, { exact: true }),
        form.getByLabel(signupCopy.fields.confirmPassword.label, { exact: true }),
      ];
      for (const { value } of PAYLOADS) {
        for (const field of fields) {
          await field.fill(value);
          await expect(field).toHaveValue(value);
        }
        await expectInert(page);
        await form.getByRole("button", { name: signupCopy.submit }).click();
        await expect(fields[1]!).toHaveAttribute("aria-invalid", "true");
        await expectErrorsBesideFields(page, form, Object.values(signupCopy.errors));
        await expect(page).toHaveURL(/\/signup$/);
        for (const field of fields) await expect(field).toHaveValue(value);
        await expectInert(page);
      }
    });

    test("/forgot-password: the email field", async ({ page }) => {
      await open(page, "/forgot-password");
      const form = page.getByRole("form", { name: forgotPasswordCopy.formLabel });
      const field = form.getByRole("textbox", { name: forgotPasswordCopy.email.label });
      for (const { value } of PAYLOADS) {
        await field.fill(value);
        await expect(field).toHaveValue(value);
        await expectInert(page);
        await form.getByRole("button", { name: forgotPasswordCopy.submit }).click();
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toBeFocused();
        await expectErrorsBesideFields(page, form, Object.values(forgotPasswordCopy.errors));
        await expect(field).toHaveValue(value);
        await expectInert(page);
      }
    });

    test("header search: the suggestions and the search page echo it as text", async ({ page }) => {
      // The first query is typed on /about; each next one in the header of the search page it led to.
      await open(page, "/about");
      for (const { value } of PAYLOADS) {
        if (viewport === MOBILE) await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
        const field = page.getByRole("banner").getByRole("combobox", { name: searchCopy.label });
        await field.fill(value);
        await expect(field).toHaveValue(value);
        const status = page.getByRole("banner").getByRole("status");
        const echo = new RegExp(
          `^(?:\\d+ results?|${escapeRegex(fill(searchCopy.noResults, { query: value.trim() }))})$`,
        );
        await expect(status).toHaveText(echo);
        await expectInert(page);
        await field.press("Enter");
        await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === value);
        const pageField = page.getByRole("main").getByRole("searchbox", { name: searchCopy.pageLabel });
        await expect(pageField).toHaveValue(value);
        await expect(page.getByRole("main").getByRole("status")).toHaveText(echo);
        await expectInert(page);
        guard.disarm();
        await hydrated(page);
        guard.arm();
      }
    });

    test("/search page field: the query and the result line stay text", async ({ page }) => {
      await open(page, "/search");
      const field = page.getByRole("main").getByRole("searchbox", { name: searchCopy.pageLabel });
      for (const { value } of PAYLOADS) {
        await field.fill(value);
        await expect(field).toHaveValue(value);
        await expect(page).toHaveURL((url) => url.searchParams.get("q") === value);
        const echo = new RegExp(
          `^(?:\\d+ results?|${escapeRegex(fill(searchCopy.noResults, { query: value.trim() }))})$`,
        );
        await expect(page.getByRole("main").getByRole("status")).toHaveText(echo);
        await field.press("Enter");
        await expect(field).toHaveValue(value);
        await expectInert(page);
      }
    });

    test("/blog search box: no match is said in the site's words", async ({ page }) => {
      await open(page, "/blog");
      const field = page.getByRole("searchbox", { name: blogCopy.searchLabel });
      for (const { value } of PAYLOADS) {
        await field.fill(value);
        await expect(field).toHaveValue(value);
        await expect(page.getByText(blogCopy.noResults, { exact: true })).toBeVisible();
        await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
        await field.press("Enter");
        await expect(field).toHaveValue(value);
        await expect(page).toHaveURL(/\/blog\?/);
        await expectInert(page);
      }
    });
  });
}
