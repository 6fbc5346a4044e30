/**
 * The reader's library grown (issue 46), as screenshots at 390 × 844 and 1280 × 800, light and dark:
 * /library with lists and notes, its "New list" and "Send to another device" dialogs, an article with
 * the reader's note and its "Add to list" menu open, the dialog a library's link opens on another
 * device, and a series page's "Save all parts". Files go to screenshots/ (ignored by git), named
 * library-<step>-<width>-<scheme>.png. Needs a build.
 *
 *   npm run screenshots:library
 */
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { series } from "../support/articles.ts";
import { launchChromium } from "../support/chromium.ts";
import { serveSite } from "../support/serve-site.ts";
import { seriesPath } from "../support/spec-texts.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

requireSystemPackages(["chromium"]);

const ARTICLE = "react-19-features-in-practice";
const card = (slug: string, title: string, category: string, savedAt: string) => ({
  slug,
  title,
  excerpt: "Actions, the use() hook and the compiler change how everyday components are written.",
  category,
  date: "2026-11-04",
  dateText: "November 4, 2026",
  readingMinutes: 5,
  savedAt,
});
const REACT = card(ARTICLE, "React 19 in Practice: Actions, use() and the Compiler", "Tech Trends", "2026-11-20T10:00:00Z");
const WASM = card("webassembly-beyond-the-browser", "WebAssembly Beyond the Browser", "Tech Trends", "2026-11-21T10:00:00Z");
const PROMPTS = card("prompt-engineering-for-developers", "Prompt Engineering for Developers", "AI", "2026-11-22T10:00:00Z");
const LIBRARY = {
  format: "techhorizon-library",
  version: 2,
  saved: [REACT, PROMPTS],
  lists: [
    { name: "Weekend reads", createdAt: "2026-11-23T10:00:00Z", articles: [WASM, REACT] },
    { name: "For the team", createdAt: "2026-11-24T10:00:00Z", articles: [PROMPTS] },
  ],
  notes: [
    { slug: ARTICLE, text: "Try Actions in the settings form.\nAsk Sam about the compiler.", updatedAt: "2026-11-25T10:00:00Z" },
  ],
  courses: [{ slug: "frontend", title: "Frontend Development", done: [1, 2, 3], updatedAt: "2026-11-25T10:00:00Z" }],
  reading: [{ slug: WASM.slug, title: WASM.title, progress: 0.4, updatedAt: "2026-11-26T10:00:00Z" }],
};

mkdirSync("screenshots", { recursive: true });
const site = await serveSite();
const base = site.origin;
const browser = await launchChromium();
try {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const shot = (page: Page, step: string, fullPage = false) =>
        page.screenshot({ path: `screenshots/library-${step}-${viewport.width}-${colorScheme}.png`, fullPage });
      const context = await browser.newContext({ viewport, colorScheme, serviceWorkers: "block" });
      await context.addInitScript((text) => {
        if (!sessionStorage.getItem("seeded")) localStorage.setItem("techhorizon:library", text);
        sessionStorage.setItem("seeded", "1");
      }, JSON.stringify(LIBRARY));
      const page = await context.newPage();
      await page.goto(`${base}/library`);
      await page.getByRole("heading", { name: /^Weekend reads/ }).waitFor();
      await shot(page, "1-page", true);
      await page.getByRole("button", { name: "New list" }).click();
      await page.getByRole("textbox", { name: "List name" }).fill("Weekend READS");
      await page.getByRole("button", { name: "Create" }).click();
      await shot(page, "2-new-list");
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Send to another device" }).click();
      await page.getByRole("img", { name: "QR code of the link" }).waitFor();
      await shot(page, "3-send");
      const link = await page.getByRole("textbox", { name: "Link" }).inputValue();

      await page.goto(`${base}/blog/${ARTICLE}`);
      await page.getByRole("button", { name: "Add to list" }).click();
      await page.getByRole("menu").waitFor();
      await shot(page, "4-article-menu");

      const elsewhere = await browser.newContext({ viewport, colorScheme, serviceWorkers: "block" });
      const other = await elsewhere.newPage();
      await other.goto(link.replace(/^https?:\/\/[^/]+/, base));
      await other.getByRole("dialog", { name: "Add to your library?" }).waitFor();
      await shot(other, "5-link-offer");
      await elsewhere.close();

      await page.goto(base + seriesPath(series[0]!.id));
      await page.getByRole("button", { name: "Save all parts" }).click();
      await shot(page, "6-series");
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
