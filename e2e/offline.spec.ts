/**
 * Offline reading (issue 32, ADR 0036), in Chromium against `npm start` with the service worker
 * allowed (the rest of the suite blocks it, so that what it measures is the page alone): what a
 * reader saved opens with the network cut, text and images, and goes when they remove it; a page
 * not kept answers with the offline page, which lists what is kept; /library opens offline and marks
 * what is available offline; a course with progress, a visited page and its form work offline;
 * search says it needs a connection. Then deploys: a new build's worker waits and says so in a toast
 * whose Reload brings the new pages, and the retiring worker removes the worker and its caches.
 */
import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { layoutShift, recordLayoutShifts } from "./support/layout-shift";
import { deployed, nextBuild, untilControlled } from "../tools/support/deploys";
import { MESSAGE_SENT, offlineCopy, offlinePage, searchCopy } from "../tools/support/spec-texts";

test.use({ serviceWorkers: "allow" });

const ARTICLE = "/blog/react-19-features-in-practice";
const ARTICLE_TITLE = "React 19 in Practice: Actions, use() and the Compiler";
const OTHER_ARTICLE = "/blog/prompt-engineering-for-developers";
const RETIRE_WORKER = new URL("../deploy/retire-service-worker.js", import.meta.url);

const isKept = (page: Page, path: string) =>
  page.evaluate(async (p) => !!(await (await caches.open("th-saved")).match(p)), path);

async function offline(context: BrowserContext, run: () => Promise<void>) {
  await context.setOffline(true);
  try {
    await run();
  } finally {
    await context.setOffline(false);
  }
}

const offlineHeading = (page: Page) => page.getByRole("heading", { level: 1, name: offlinePage.hero.heading });

test("a saved article opens offline with its text and images; another answers with the offline page listing it; removed, it goes", async ({
  page,
  context,
}) => {
  await page.goto(ARTICLE);
  await untilControlled(page);
  const save = page.getByRole("button", { name: "Save this article" });
  await save.click();
  await expect.poll(() => isKept(page, ARTICLE), { timeout: 15_000 }).toBe(true);

  await offline(context, async () => {
    await page.goto(ARTICLE);
    await expect(page.getByRole("heading", { level: 1, name: ARTICLE_TITLE })).toBeVisible();
    const image = page.getByRole("main").getByRole("img").first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Its stylesheet came too: the page is laid out, not bare HTML.
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe("flex");

    await page.goto(OTHER_ARTICLE);
    await expect(offlineHeading(page)).toBeVisible();
    await expect(page).toHaveURL(OTHER_ARTICLE);
    const kept = page.getByRole("region", { name: offlineCopy.kept.title });
    await expect(kept.getByRole("link", { name: ARTICLE_TITLE })).toHaveAttribute("href", ARTICLE);

    await page.goto("/library");
    await expect(page.getByRole("heading", { level: 1, name: "Your library" })).toBeVisible();
    const saved = page.getByRole("region", { name: /Saved articles/ });
    await expect(saved.getByText(offlineCopy.available)).toBeVisible();
    // Lists, notes and the link need no network: their code, the QR library too, is in the shell.
    await page.getByRole("button", { name: "New list" }).click();
    await page.getByRole("textbox", { name: "List name" }).fill("On the train");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("heading", { name: "On the train (0)" })).toBeVisible();
    await saved.getByRole("button", { name: "Add note" }).click();
    await saved.getByRole("textbox", { name: "Note" }).fill("Read offline.");
    await saved.getByRole("button", { name: "Save note" }).click();
    await expect(saved.getByText("Read offline.")).toBeVisible();
    await page.getByRole("button", { name: "Send to another device" }).click();
    const send = page.getByRole("dialog", { name: "Send to another device" });
    await expect(send.getByRole("textbox", { name: "Link" })).toHaveValue(/\/library#v1\./);
    await expect(send.getByRole("img", { name: "QR code of the link" })).toBeVisible();
  });

  await page.goto(ARTICLE);
  await page.getByRole("button", { name: "Save this article" }).click();
  await expect.poll(() => isKept(page, ARTICLE), { timeout: 15_000 }).toBe(false);
  // On a phone, the offline page finding nothing kept says so in the place its first words held:
  // nothing below them moves (the footer moved by 0.021 before, in Lighthouse's phone).
  await page.setViewportSize({ width: 412, height: 823 });
  await recordLayoutShifts(page);
  await offline(context, async () => {
    await page.goto(OTHER_ARTICLE);
    await expect(page.getByRole("region", { name: offlineCopy.kept.title })).toContainText(offlineCopy.kept.empty);
    expect(await layoutShift(page), "layout shift as the offline page learns nothing is kept").toBe(0);
  });
});

test("a course with a step done, and a page merely visited, open offline; the visited page's form still sends", async ({
  page,
  context,
}) => {
  await page.goto("/webdev/frontend");
  await untilControlled(page);
  await page
    .getByRole("checkbox", { name: /^Done: / })
    .first()
    .check();
  await expect.poll(() => isKept(page, "/webdev/frontend"), { timeout: 15_000 }).toBe(true);
  await page.goto("/contact");
  // Kept as visited, with the scripts of its islands (they load on first use, which comes offline).
  const islands = await page
    .locator("astro-island[component-url]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("component-url")!));
  await page.waitForFunction(
    async (urls) =>
      !!(await caches.match("/contact")) && (await Promise.all(urls.map((url) => caches.match(url)))).every(Boolean),
    islands,
  );

  await offline(context, async () => {
    await page.goto("/webdev/frontend");
    await expect(page.getByRole("checkbox", { name: /^Done: / }).first()).toBeChecked();
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("Ada Lovelace");
    await page.getByLabel("Your email").fill("ada@example.com");
    await page.getByLabel("Subject").fill("Offline on a train");
    await page.getByLabel("Message").fill("The form works without a network, as it sends nothing anywhere.");
    await page.getByRole("main").getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(MESSAGE_SENT.title)).toBeVisible();
  });
});

test.describe("search", () => {
  // The browser's own line for the index chunk that could not be fetched offline: the search expects
  // it and says so on the page.
  // Pagefind logs the chunk it could not fetch and searches on with the chunks it has (a word whose
  // prefix spans a kept chunk and a missing one), so its own line is expected too.
  // (One expression: Playwright reads a two-item array as a value and its fixture options.)
  test.use({
    allowConsole: [
      /^(Failed to load resource: net::ERR_FAILED|Failed to load the index chunk \/pagefind\/index\/[\w.]+:\nTypeError: Failed to fetch)$/,
    ],
  });

  test("offline, search answers what it fetched before and says it needs a connection for other words", async ({
    page,
    context,
  }) => {
    await page.goto("/about");
    await untilControlled(page);
    const query = (words: string) => `/search?q=${encodeURIComponent(words)}`;
    const results = page.getByRole("main").getByRole("link", { name: ARTICLE_TITLE });
    await page.goto(query("React 19 Actions"));
    await expect(results.first()).toBeVisible();
    await offline(context, async () => {
      await page.goto(query("React 19 Actions"));
      await expect(results.first()).toBeVisible();
      await page.goto(query("kubernetes"));
      await expect(page.getByRole("main").getByText(searchCopy.offline)).toBeVisible();
    });
  });
});

test.describe("deploys", () => {
  /** Reloads onto the new build: the page offers it in a toast, and Reload hands over to the waiting worker. */
  async function takeUpdate(page: Page) {
    await page.reload();
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: offlineCopy.update.reload }).click();
    await reloaded;
  }

  test("a new build's worker waits with a toast; Reload brings the new pages, offline too", async ({
    page,
    context,
  }) => {
    const marker = (text: string) => text.replace("</main>", '<p id="deploy-2">The second deploy</p></main>');
    const second = await nextBuild({ "index.html": marker, "library/index.html": marker });
    const site = await deployed();
    try {
      await page.goto(site.origin + "/");
      await untilControlled(page);
      await site.deploy(second);
      await takeUpdate(page);
      await expect(page.locator("#deploy-2")).toBeVisible();
      // The old shell is gone: /library, never visited since, comes from the new precache.
      await offline(context, async () => {
        await page.goto(site.origin + "/library");
        await expect(page.locator("#deploy-2")).toBeVisible();
      });
    } finally {
      await site.stop();
    }
  });

  test.describe("retiring", () => {
    // Chromium's own line when the browser's check of /sw.js for the page it is loading finds the
    // registration gone under it: the worker removed itself, as it was put there to do.
    test.use({ allowConsole: [/^An unknown error occurred when fetching the script\.$/] });

    test("the retiring worker, put in place of /sw.js, takes over from the toast, clears every cache and unregisters itself", async ({
      page,
    }) => {
      const retired = await nextBuild({ "sw.js": () => readFileSync(RETIRE_WORKER, "utf8") }, { worker: false });
      const site = await deployed();
      try {
        await page.goto(site.origin + ARTICLE);
        await untilControlled(page);
        await page.getByRole("button", { name: "Save this article" }).click();
        await expect.poll(() => isKept(page, ARTICLE), { timeout: 15_000 }).toBe(true);
        await site.deploy(retired);
        await takeUpdate(page);
        await expect
          .poll(
            () =>
              page.evaluate(async () => ({
                caches: await caches.keys(),
                workers: (await navigator.serviceWorker.getRegistrations()).length,
              })),
            { timeout: 20_000 },
          )
          .toEqual({ caches: [], workers: 0 });
        // The next page comes from the network, as if there had never been a worker.
        await page.goto(site.origin + OTHER_ARTICLE);
        await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(offlinePage.hero.heading);
      } finally {
        await site.stop();
      }
    });
  });
});
