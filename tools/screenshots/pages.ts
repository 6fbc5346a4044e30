/**
 * Screenshots of pages at phone and desktop size, for looking at what we build:
 *   npm run screenshots:pages -- / /blog        (the built site, served for the run; BASE_URL= another server)
 *   COLOR_SCHEME=dark npm run screenshots:pages -- /   (the dark theme)
 * Files go to screenshots/ (ignored by git), named after the path and viewport.
 */
import { mkdirSync } from "node:fs";
import { launchChromium } from "../support/chromium.ts";
import { serveSite } from "../support/serve-site.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

requireSystemPackages(["chromium"]);

const site = process.env.BASE_URL ? undefined : await serveSite();
const base = process.env.BASE_URL ?? site!.origin;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const viewports = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const fullPage = process.env.FULL_PAGE !== "0";
const colorScheme = process.env.COLOR_SCHEME === "dark" ? "dark" : "light";

mkdirSync("screenshots", { recursive: true });
const browser = await launchChromium();
for (const [name, viewport] of Object.entries(viewports)) {
  const page = await browser.newPage({ viewport, colorScheme });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `screenshots/${path
      .replace(/^\/$/, "home")
      .replace(/^\//, "")
      .replace(/[/?&=]/g, "_")}-${name}${colorScheme === "dark" ? "-dark" : ""}.png`;
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  }
  await page.close();
}
await browser.close();
await site?.stop();
