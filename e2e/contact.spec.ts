import type { Page } from "@playwright/test";
import { expect, holdRequests, hydrated, islandHydrated, test } from "./support/fixtures";
import { testFitsAndPassesAxe } from "./support/fits";
import { isOwnCode } from "./support/requests";
import { CONTACT_EMAIL, MESSAGE_SENT } from "../tools/support/spec-texts";

const FIELDS = ["Your name", "Your email", "Subject", "Message"] as const;

const field = (page: Page, name: (typeof FIELDS)[number]) =>
  page.getByRole("main").getByRole("textbox", { name, exact: true });
const send = (page: Page) => page.getByRole("main").getByRole("button", { name: "Send Message" });
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

/** The error text a field's aria-describedby points to. */
async function describedError(page: Page, name: (typeof FIELDS)[number]) {
  const ids = (await field(page, name).getAttribute("aria-describedby")) ?? "";
  expect(ids, `${name} is described by an error`).not.toBe("");
  return page.locator(
    ids
      .split(" ")
      .map((id) => `#${id}`)
      .join(", "),
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
});

test("the heading, four labelled required fields and the contact details", async ({ page }) => {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Get In Touch");
  for (const name of FIELDS) {
    await expect(field(page, name)).toBeVisible();
    await expect(field(page, name)).toHaveAttribute("required", "");
  }
  await expect(field(page, "Your email")).toHaveAttribute("type", "email");
  await expect(main.locator("form")).toHaveAttribute("novalidate", "");

  await expect(main.getByRole("link", { name: CONTACT_EMAIL })).toHaveAttribute("href", `mailto:${CONTACT_EMAIL}`);
  await expect(main.getByRole("link", { name: "+1 (555) 010-0199" })).toHaveAttribute("href", /^tel:\+15550100199$/);
  await expect(main.getByText("Mon-Fri 9am-5pm EST", { exact: true })).toBeVisible();
  await expect(main.locator("address")).toContainText("480 Example Avenue");
});

test("an empty submit shows each error next to its field and focuses the first", async ({ page }) => {
  await send(page).click();
  const expected = {
    "Your name": "Please enter your name.",
    "Your email": "Please enter your email address.",
    Subject: "Please enter a subject.",
    Message: "Please enter a message.",
  };
  for (const [name, message] of Object.entries(expected) as [(typeof FIELDS)[number], string][]) {
    await expect(field(page, name)).toHaveAttribute("aria-invalid", "true");
    const error = await describedError(page, name);
    await expect(error).toHaveText(message);
    await expect(error).toBeVisible();
    // "Next to it": the error sits directly below its own field, above the next one. Both boxes are
    // read in one frame: focusing the first invalid field may still be scrolling the page.
    const gap = await field(page, name).evaluate((input) => {
      const error = document.getElementById(input.getAttribute("aria-describedby")!.split(" ").at(-1)!)!;
      return error.getBoundingClientRect().top - input.getBoundingClientRect().bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(24);
  }
  await expect(field(page, "Your name")).toBeFocused();
  await expect(toasts(page)).toHaveCount(0);

  // Fixing a field clears its error as you type; the next submit focuses the first field still wrong.
  await field(page, "Your name").fill("Ada Lovelace");
  await expect(field(page, "Your name")).not.toHaveAttribute("aria-invalid");
  await field(page, "Your email").fill("ada@");
  await send(page).click();
  await expect(field(page, "Your email")).toBeFocused();
  await expect(await describedError(page, "Your email")).toHaveText(/valid email address/);
});

test("a valid message shows the success toast, resets the form and sends nothing", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => isOwnCode(page, r) || requests.push(r.url()));
  await field(page, "Your name").fill("Ada Lovelace");
  await field(page, "Your email").fill("ada@example.com");
  await field(page, "Subject").fill("A correction to the React guide");
  await field(page, "Message").fill("Step 3 of the hooks section uses an API that React 19 renamed.");
  await send(page).click();

  const toast = toasts(page);
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(MESSAGE_SENT.title);
  await expect(toast).toContainText(MESSAGE_SENT.description);
  for (const name of FIELDS) await expect(field(page, name)).toHaveValue("");
  await expect(page.getByRole("main").locator("[aria-invalid=true]")).toHaveCount(0);
  expect(requests).toEqual([]);
});

test("?subject= prefills the subject without overriding what the visitor types", async ({ page }) => {
  await page.goto("/contact?subject=AI%20Consulting");
  await hydrated(page);
  const subject = field(page, "Subject");
  await expect(subject).toHaveValue("AI Consulting");
  await subject.fill("");
  await expect(subject).toHaveValue("");
  await subject.fill("Workshop for 12 people");
  await field(page, "Your name").fill("Ada");
  await expect(subject).toHaveValue("Workshop for 12 people");
});

testFitsAndPassesAxe({
  title: "errors showing: ",
  async prepare(page) {
    await send(page).click();
    await expect(field(page, "Message")).toHaveAttribute("aria-invalid", "true");
  },
});

test.describe("before the form is interactive", () => {
  test("a message written and sent while the scripts still load is validated with what was typed and sent", async ({
    page,
  }) => {
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto("/contact");
    await field(page, "Your name").fill("Ada Lovelace");
    await field(page, "Your email").fill("ada@example.com");
    await field(page, "Subject").fill("A correction");
    await field(page, "Message").fill("Step 3 of the hooks section uses an API that React 19 renamed.");
    await send(page).click();
    await expect(page).toHaveURL("/contact");
    release();
    await expect(toasts(page)).toContainText(MESSAGE_SENT.title);
    for (const name of FIELDS) await expect(field(page, name)).toHaveValue("");
  });

  test("a subject typed before the ?subject= prefill could apply is kept", async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto("/contact?subject=AI%20Consulting");
    await field(page, "Subject").fill("My own subject");
    release();
    await islandHydrated(page, "#contact-subject");
    await expect(field(page, "Subject")).toHaveValue("My own subject");
  });
});
