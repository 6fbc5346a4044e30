import { expect, hydrated, test } from "./support/fixtures";
import { CONTACT_EMAIL } from "../tools/support/spec-texts";

const DOCUMENTS = [
  {
    path: "/terms",
    heading: "Terms of Use",
    updated: ["2026-11-20", "20 November 2026"],
    other: { name: "Read the Privacy Policy", href: "/privacy" },
  },
  {
    path: "/privacy",
    heading: "Privacy Policy",
    updated: ["2026-11-27", "27 November 2026"],
    other: { name: "Read the Terms of Use", href: "/terms" },
  },
];

for (const doc of DOCUMENTS) {
  test(`${doc.path}: heading, last-updated date, contents, sections and the no-tracking statement`, async ({
    page,
  }) => {
    await page.goto(doc.path);
    await hydrated(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(doc.heading);

    const updated = main.locator("time");
    await expect(updated).toHaveAttribute("datetime", doc.updated[0]!);
    await expect(updated).toHaveText(doc.updated[1]!);
    await expect(main.getByText(/Last updated/)).toBeVisible();

    const contents = main.getByRole("navigation", { name: "On this page" }).getByRole("link");
    expect(await contents.count()).toBeGreaterThanOrEqual(6);
    for (const link of await contents.all()) {
      const id = (await link.getAttribute("href"))!.slice(1);
      await expect(
        main.getByRole("region", { name: (await link.textContent())!, exact: true }).getByRole("heading", { level: 2 }),
      ).toHaveId(id);
    }

    await expect(main).toContainText("no cookies, no analytics and no tracking of any kind");
    const email = main.getByRole("link", { name: CONTACT_EMAIL });
    expect(await email.count()).toBeGreaterThanOrEqual(1);
    for (const link of await email.all()) await expect(link).toHaveAttribute("href", `mailto:${CONTACT_EMAIL}`);
    await expect(main.getByRole("link", { name: doc.other.name })).toHaveAttribute("href", doc.other.href);
  });
}

test("the privacy policy is true to the site: simulated forms, no third parties, preferences kept in the browser", async ({
  page,
}) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  await expect(main).toContainText("our pages make no requests to third parties");
  await expect(main).toContainText("The forms on this site are simulated in your browser and send nothing anywhere.");
  for (const form of ["contact form", "sign-in form", "sign-up form", "newsletter", "password reset form"]) {
    await expect(main.getByRole("region", { name: "Forms on this site" })).toContainText(form);
  }
  await expect(main).toContainText("preferences such as your colour theme, kept only in your browser");
});

test("a contents link moves to its section", async ({ page }) => {
  await page.goto("/terms");
  await hydrated(page);
  await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Liability" }).click();
  await expect(page).toHaveURL(/#liability$/);
  await expect(page.getByRole("heading", { level: 2, name: "Liability" })).toBeInViewport();
});
