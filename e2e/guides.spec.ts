import { guideData } from "../app/data/testing/collection-files.testing.ts";
import { guidePlace, inGuideOrder } from "../app/lib/guides.ts";
import { expect, hydrated, test } from "./support/fixtures";

const guides = inGuideOrder(guideData()).map((entry) => ({ ...entry.data, ...guidePlace(entry.id) }));
const SECTIONS = ["Introduction", "Key concepts", "Tools and practices", "Common mistakes", "Further reading"];

for (const guide of guides) {
  test(`${guide.path}: heading, sections, concepts and further reading that resolves`, async ({ page, request }) => {
    await page.goto(guide.path);
    await hydrated(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(guide.title);
    for (const name of SECTIONS) await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();

    const terms = page.locator("#key-concepts dl dt");
    expect(await terms.count()).toBeGreaterThanOrEqual(4);
    await expect(page.locator("#key-concepts dl dd")).toHaveCount(await terms.count());
    expect(await page.locator("#common-mistakes li").count()).toBeGreaterThanOrEqual(3);

    // Every contents entry points at a section that exists.
    const toc = main.getByRole("navigation", { name: "In this guide" }).getByRole("link");
    await expect(toc).toHaveCount(SECTIONS.length);
    for (const link of await toc.all()) {
      const id = (await link.getAttribute("href"))!.slice(1);
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }

    const reading = main.getByRole("navigation", { name: "Further reading" }).getByRole("link");
    expect(await reading.count()).toBeGreaterThanOrEqual(3);
    for (const link of await reading.all()) {
      const href = (await link.getAttribute("href"))!;
      expect(href, "further reading stays on this site").toMatch(/^\/[a-z]/);
      expect(href).not.toBe(guide.path);
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
    }
  });
}

test("a contents link jumps to its section", async ({ page }) => {
  await page.goto("/tech/security");
  await hydrated(page);
  await page
    .getByRole("navigation", { name: "In this guide" })
    .getByRole("link", { name: /Common mistakes/ })
    .click();
  await expect(page).toHaveURL(/#common-mistakes$/);
  await expect(page.getByRole("heading", { level: 2, name: "Common mistakes" })).toBeInViewport();
});

test("a further-reading link navigates within the site", async ({ page }) => {
  await page.goto("/ai/tools");
  await hydrated(page);
  await page
    .getByRole("navigation", { name: "Further reading" })
    .getByRole("link", { name: /Chatbots/ })
    .click();
  await expect(page).toHaveURL("/ai/chatbots");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chatbots");
});

test("the guides a site search will look for mention their topics", async ({ page }) => {
  await page.goto("/tech/cloud");
  await expect(page.getByRole("main")).toContainText("Kubernetes");
  await expect(page.getByRole("main")).toContainText("containers");
  for (const path of ["/ai/chatbots", "/ai/tools"]) {
    await page.goto(path);
    await expect(page.getByRole("main")).toContainText(/prompts?/);
  }
});

test("unknown guides, and guides under the wrong section, are not found", async ({ request }) => {
  for (const path of ["/ai/quantum", "/tech/chatbots", "/ai/cloud"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});
