import type { Page } from "@playwright/test";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./support/fixtures";
import { ERROR_TOAST_TITLE } from "../tools/support/spec-texts";

/** One article (it links to an external site, for the printed URL) and one guide. */
const PAGES = [
  {
    kind: "article",
    path: "/blog/running-small-language-models-locally",
    share: "Share this article",
    contents: "On this page",
  },
  { kind: "guide", path: "/ai/tools", share: "Share this guide", contents: "In this guide" },
] as const;

const GUIDE_SECTIONS = ["Introduction", "Key concepts", "Tools and practices", "Common mistakes", "Further reading"];

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

/**
 * Print hides things with display: none, which also takes them out of the accessibility tree; these
 * still find them by role and name, so "hidden" means present but not shown (not simply absent).
 */
const hidden = { includeHidden: true } as const;

/** The page's canonical URL, which is what a share must point at (the public site, not this test server). */
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href");

/** Headless Chromium on Linux has no share sheet; this makes sure of it, so the copy path runs. */
const withoutShareSheet = () => {
  delete (Navigator.prototype as Partial<Navigator>).share;
  delete (Navigator.prototype as Partial<Navigator>).canShare;
};

/** A share sheet that records what it was given and completes (or is closed, with `abort`). */
const withShareSheet = (abort: boolean) => {
  const w = window as unknown as { shares: ShareData[] };
  w.shares = [];
  Navigator.prototype.canShare = () => true;
  Navigator.prototype.share = (data?: ShareData) => {
    w.shares.push(data ?? {});
    return abort ? Promise.reject(new DOMException("Share canceled", "AbortError")) : Promise.resolve();
  };
};

/**
 * The toaster and sonner load with a page's first toast (components/layout/notify.ts), not with the
 * page. Counts the page's requests from here on, so `settle` can wait for whatever an action fetched.
 */
function trackRequests(page: Page) {
  let started = 0;
  let finished = 0;
  page.on("request", () => started++);
  page.on("requestfinished", () => finished++);
  page.on("requestfailed", () => finished++);
  return { started: () => started, inFlight: () => started - finished };
}

/**
 * Lets a toast that was going to appear do so: a few frames pass and the requests they started
 * (the toaster's scripts) arrive, until a round starts no request. Check for "no toast" with a
 * one-off count afterwards: a retrying toHaveCount(0) would pass once a wrong toast timed out.
 */
async function settle(page: Page, requests: ReturnType<typeof trackRequests>) {
  let seen = -1;
  while (seen !== requests.started()) {
    seen = requests.started();
    for (let i = 0; i < 3; i++)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect.poll(requests.inFlight).toBe(0);
  }
}

for (const p of PAGES) {
  test.describe(`${p.kind} ${p.path}`, () => {
    test.use({ viewport: DESKTOP });

    test("has a Share button beside the title, named for what it shares", async ({ page }) => {
      await page.goto(p.path);
      await hydrated(page);
      const button = page.getByRole("main").getByRole("button", { name: p.share });
      await expect(button).toBeVisible();
      await expect(button).toHaveText("Share");
      // It belongs with the heading: just below the h1 on the first screen.
      const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      const box = (await button.boundingBox())!;
      expect(box.y).toBeGreaterThan(heading.y);
      expect(box.y + box.height).toBeLessThan(DESKTOP.height);
    });

    test("without a share sheet, Share copies the canonical URL and says so", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.addInitScript(withoutShareSheet);
      await page.goto(p.path);
      await hydrated(page);
      const url = await canonical(page);
      expect(url).toMatch(new RegExp(`^https://[^/]+${p.path}$`));

      await page.getByRole("button", { name: p.share }).click();
      await expect(toasts(page)).toHaveCount(1);
      await expect(toasts(page)).toContainText("Link copied");
      await expect(toasts(page)).toContainText("The link to this page is on your clipboard.");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    });

    test("with a share sheet, Share opens it with the title and canonical URL and shows no toast", async ({ page }) => {
      await page.addInitScript(withShareSheet, false);
      const requests = trackRequests(page);
      await page.goto(p.path);
      await hydrated(page);
      await page.getByRole("button", { name: p.share }).click();
      await page.waitForFunction(() => (window as unknown as { shares: unknown[] }).shares.length > 0);
      const shares = await page.evaluate(() => (window as unknown as { shares: ShareData[] }).shares);
      expect(shares).toEqual([{ title: await page.title(), url: await canonical(page) }]);
      await settle(page, requests);
      expect(await toasts(page).count(), "no toast").toBe(0);
    });
  });
}

test.describe("sharing, when things do not go to plan", () => {
  test("closing the share sheet is not an error: no toast, nothing copied", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(withShareSheet, true);
    const requests = trackRequests(page);
    await page.goto(PAGES[1].path);
    await hydrated(page);
    await page.evaluate(() => navigator.clipboard.writeText("what the reader copied before"));
    await page.getByRole("button", { name: PAGES[1].share }).click();
    await page.waitForFunction(() => (window as unknown as { shares: unknown[] }).shares.length > 0);
    await settle(page, requests);
    expect(await toasts(page).count(), "no toast").toBe(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("what the reader copied before");
  });

  test("a refused clipboard shows an error toast that says so", async ({ page }) => {
    await page.addInitScript(withoutShareSheet);
    await page.addInitScript(() => {
      Clipboard.prototype.writeText = () =>
        Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
    });
    await page.goto(PAGES[0].path);
    await hydrated(page);
    await page.getByRole("button", { name: PAGES[0].share }).click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText(ERROR_TOAST_TITLE);
    await expect(toasts(page)).toContainText("did not allow copying the link");
  });
});

test.describe("guide heading links", () => {
  test.use({ viewport: DESKTOP });

  test("every section heading has a # link named for it that points at the section", async ({ page }) => {
    await page.goto(PAGES[1].path);
    await hydrated(page);
    const main = page.getByRole("main");
    for (const name of GUIDE_SECTIONS) {
      const link = main.getByRole("link", { name: `Link to section: ${name}`, exact: true });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveText("#");
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(/^#[a-z-]+$/);
      const target = page.locator(`[id="${href.slice(1)}"]`);
      await expect(target).toHaveCount(1);
      // The link targets the section that holds the heading, and the heading keeps its own clean name.
      const heading = main.getByRole("heading", { level: 2, name, exact: true });
      await expect(heading).toHaveCount(1);
      await expect(target.getByRole("heading", { level: 2, name, exact: true })).toHaveCount(1);
    }
    // The contents box and the heading links agree on where each section is.
    const hrefs = (links: Element[]) => links.map((a) => a.getAttribute("href"));
    const tocTargets = await main
      .getByRole("navigation", { name: "In this guide" })
      .getByRole("link")
      .evaluateAll(hrefs);
    expect(await main.getByRole("link", { name: /^Link to section: / }).evaluateAll(hrefs)).toEqual(tocTargets);
  });

  test("with a mouse, the # shows on hover and focus, and a click puts the section in the URL", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(PAGES[1].path);
    await hydrated(page);
    const link = page.getByRole("link", { name: "Link to section: Common mistakes" });
    await expect(link).toHaveCSS("opacity", "0");
    await page.getByRole("heading", { level: 2, name: "Common mistakes" }).hover();
    await expect(link).toHaveCSS("opacity", "1");
    await link.click();
    await expect(page).toHaveURL(/\/ai\/tools#common-mistakes$/);
    await expect(page.getByRole("heading", { level: 2, name: "Common mistakes" })).toBeInViewport();

    await page.mouse.move(5, 5);
    const other = page.getByRole("link", { name: "Link to section: Key concepts" });
    await expect(other).toHaveCSS("opacity", "0");
    await other.focus();
    await expect(other).toHaveCSS("opacity", "1");
  });
});

test.describe("guide heading links on a touch screen", () => {
  test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });

  test("show without hover", async ({ page }) => {
    await page.goto(PAGES[1].path);
    await hydrated(page);
    for (const name of GUIDE_SECTIONS) {
      await expect(page.getByRole("link", { name: `Link to section: ${name}` })).toHaveCSS("opacity", "1");
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });
});

test.describe("printing", () => {
  test.use({ viewport: DESKTOP });

  for (const p of PAGES) {
    test(`${p.kind}: only the content prints`, async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.addInitScript(withoutShareSheet);
      await page.goto(p.path);
      await hydrated(page);
      // A toast on screen when the reader prints stays off the paper too.
      await page.getByRole("button", { name: p.share }).click();
      await expect(toasts(page)).toHaveCount(1);

      const main = page.getByRole("main");
      const body = p.kind === "article" ? page.locator(".prose") : page.locator("#introduction p").first();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(main.getByRole("navigation", { name: p.contents })).toBeVisible();

      await page.emulateMedia({ media: "print" });
      const hiddenOnPaper = [
        page.getByRole("banner", hidden),
        page.getByRole("contentinfo", hidden),
        page.getByRole("link", { name: "Skip to main content", ...hidden }),
        page.getByRole("region", { name: /Notifications/, ...hidden }).getByRole("listitem", hidden),
        main.getByRole("button", { name: p.share, ...hidden }),
        main.getByRole("navigation", { name: p.contents, ...hidden }),
      ];
      for (const locator of hiddenOnPaper) {
        await expect(locator).toHaveCount(1);
        await expect(locator).toBeHidden();
      }
      const anchors = main.getByRole("link", { name: /^Link to section: /, ...hidden });
      expect(await anchors.count()).toBeGreaterThanOrEqual(5);
      for (const anchor of await anchors.all()) await expect(anchor).toBeHidden();

      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(body).toBeVisible();
      // Black on white, whatever the theme.
      expect(await body.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(0, 0, 0)");
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");

      if (p.kind === "article") {
        const onward = [
          main.getByRole("navigation", { name: "More articles", ...hidden }),
          main.getByRole("region", { name: "Related articles", ...hidden }),
          // Paper keeps nothing: its Save toggle goes with the other controls.
          main.getByRole("button", { name: "Save this article", ...hidden }),
        ];
        for (const locator of onward) {
          await expect(locator).toHaveCount(1);
          await expect(locator).toBeHidden();
        }
        // An external link says where it went; an in-site one does not.
        const external = page.locator('.prose a[href^="http"]').first();
        const href = await external.getAttribute("href");
        expect(await external.evaluate((a) => getComputedStyle(a, "::after").content)).toBe(`" (${href})"`);
        const internal = page.locator('.prose a[href^="/"]').first();
        expect(await internal.evaluate((a) => getComputedStyle(a, "::after").content)).toBe("none");
        const code = page.locator(".prose pre").first();
        expect(await code.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("pre-wrap");
      } else {
        const further = main.getByRole("navigation", { name: "Further reading", ...hidden });
        await expect(further).toHaveCount(1);
        await expect(further).toBeHidden();
        await expect(main.getByRole("heading", { level: 2, name: "Common mistakes" })).toBeVisible();
      }

      await page.emulateMedia({ media: "screen" });
      await expect(page.getByRole("banner")).toBeVisible();
    });
  }

  test("dark theme prints black on white", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(PAGES[0].path);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).not.toBe("rgb(0, 0, 0)");
    await page.emulateMedia({ media: "print", colorScheme: "dark" });
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(0, 0, 0)");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
  });
});
