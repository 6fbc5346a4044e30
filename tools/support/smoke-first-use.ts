/**
 * First uses in other engines (issue 40): widget pages load React only when a reader uses a widget,
 * so each of these acts on an island still as built (its `ssr` mark checked first) and must take
 * effect as if React had been there: client:interaction holds and replays the tap or the submission,
 * and text typed meanwhile is kept. Run by tools/check/smoke.ts (Firefox) and tools/check/webkit.ts
 * (WebKit) beside smoke-support.ts's behaviours; "Remember me" and a course step ticked before
 * hydration are among those. The Chromium suite makes them at parse time on a slowed CPU
 * (e2e/first-use.spec.ts).
 */
import { AI_INSIGHTS, LOGIN_MISSING_FIELDS } from "./spec-texts.ts";
import { DESKTOP, MOBILE, type SmokeDriver, until } from "./smoke-support.ts";

/** A driver that can also type into a field, key by key. */
export type FirstUseDriver = SmokeDriver & { type(selector: string, text: string): Promise<void> };

/** Fails unless the island around `selector` is still as built: the use comes before React. */
async function untouched(driver: SmokeDriver, selector: string) {
  const built = await driver.run(
    (sel) => document.querySelector(sel)?.closest("astro-island")?.hasAttribute("ssr") === true,
    selector,
  );
  if (!built) throw new Error(`the island around ${selector} had already hydrated, before any use`);
}

const blogCards = () => [...document.querySelectorAll("main article")].map((card) => card.textContent ?? "");

export const firstUses: { name: string; run: (driver: FirstUseDriver) => Promise<void> }[] = [
  {
    name: "first use: a tap on the slider's Next arrow shows slide 2, its dot in step",
    async run(driver) {
      const NEXT = "#highlights ul + button";
      await driver.load("/", MOBILE);
      await untouched(driver, NEXT);
      await driver.click(NEXT);
      const second = () => {
        const slides = document.querySelectorAll("#highlights [aria-roledescription='slide']");
        const dots = document.querySelectorAll("#highlights [data-slider-dot]");
        return (
          !slides[1]?.hasAttribute("inert") &&
          Boolean(slides[0]?.hasAttribute("inert")) &&
          dots[1]?.getAttribute("aria-current") === "true" &&
          !dots[0]?.hasAttribute("aria-current")
        );
      };
      await until(driver, "Next did not show slide 2 with its dot", second);
    },
  },
  {
    name: "first use: a word typed into the blog's search filters the list",
    async run(driver) {
      await driver.load("/blog", DESKTOP);
      await untouched(driver, "#blog-search");
      await driver.type("#blog-search", "webassembly");
      const filtered = () => {
        const cards = [...document.querySelectorAll("main article")];
        return (
          new URL(location.href).searchParams.get("q") === "webassembly" &&
          cards.length === 1 &&
          Boolean(cards[0]?.textContent?.includes("WebAssembly"))
        );
      };
      await until(driver, "the typed word did not filter the list to its one article", filtered);
    },
  },
  {
    name: "first use: a category chosen filters the list on the page",
    async run(driver) {
      await driver.load("/blog", DESKTOP);
      const button = await driver.run((name) => {
        const index = [...document.querySelectorAll("fieldset button")].findIndex(
          (b) => b.textContent?.trim() === name,
        );
        return index === -1 ? "" : `fieldset div > button:nth-of-type(${index + 1})`;
      }, AI_INSIGHTS);
      if (!button) throw new Error(`no ${AI_INSIGHTS} button`);
      await untouched(driver, button);
      await driver.click(button);
      const shown = (category: string) =>
        location.pathname === "/blog" &&
        new URL(location.href).searchParams.get("category") === category &&
        document.querySelector("[aria-busy='false'] article") !== null;
      await until(driver, `${AI_INSIGHTS} did not filter /blog in place`, shown, AI_INSIGHTS);
      const cards = await driver.run(blogCards);
      if (!cards.length || !cards.every((text) => text.includes(AI_INSIGHTS)))
        throw new Error(`cards: ${cards.length}, not all ${AI_INSIGHTS}`);
    },
  },
  {
    name: "first use: the sign-in form sent empty shows the fixed error toast and sends nothing",
    async run(driver) {
      const SIGN_IN = "main form button[type='submit']";
      await driver.load("/login", MOBILE);
      await untouched(driver, SIGN_IN);
      await driver.click(SIGN_IN);
      const toast = (text: string) =>
        Boolean(document.querySelector("[data-sonner-toast]")?.textContent?.includes(text));
      await until(driver, "no error toast", toast, LOGIN_MISSING_FIELDS);
      if (await driver.run(() => location.search || location.pathname !== "/login"))
        throw new Error("the form was sent");
    },
  },
  {
    name: "first use: the contact form sent empty marks its fields and focuses the first",
    async run(driver) {
      const SEND = "main form[aria-labelledby] button[type='submit']";
      await driver.load("/contact", MOBILE);
      await untouched(driver, SEND);
      await driver.click(SEND);
      const marked = () =>
        document.querySelector("#contact-name")?.getAttribute("aria-invalid") === "true" &&
        document.activeElement?.id === "contact-name";
      await until(driver, "the empty form was not marked, or focus is not on its first field", marked);
      if (await driver.run(() => location.pathname !== "/contact")) throw new Error("the form was sent");
    },
  },
];
