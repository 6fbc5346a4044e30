/**
 * The smoke suites' checks of the reader's library grown (issue 46; tools/check/smoke.ts in Firefox,
 * tools/check/webkit.ts in WebKit): an article's "Add to list" answers its first tap before React
 * and ticks a list, and the article shows the reader's note as text; a series' "Save all parts"
 * saves every part; "Send to another device" makes the link (the engine's CompressionStream) and
 * its QR code, and the link opened again offers its library and adds it (DecompressionStream). The
 * Chromium suite covers them in depth (e2e/library.spec.ts, e2e/series.spec.ts).
 */
import { series } from "./articles.ts";
import { DESKTOP, MOBILE, type SmokeDriver, until } from "./smoke-support.ts";
import { seriesPath } from "./spec-texts.ts";

const KEY = "techhorizon:library";
const ARTICLE = "react-19-features-in-practice";
const NOTE = 'Read again. <img src=x onerror="document.title=1">';

/** A library with the article saved, a list "Weekend" without it, a note on it and a course begun. */
const LIBRARY = JSON.stringify({
  format: "techhorizon-library",
  version: 2,
  saved: [
    {
      slug: ARTICLE,
      title: "React 19 in Practice: Actions, use() and the Compiler",
      excerpt: "What the article is about.",
      category: "Tech Trends",
      date: "2026-11-04",
      dateText: "November 4, 2026",
      readingMinutes: 4,
      savedAt: "2026-11-20T10:00:00.000Z",
    },
  ],
  lists: [{ name: "Weekend", createdAt: "2026-11-21T10:00:00.000Z", articles: [] }],
  notes: [{ slug: ARTICLE, text: NOTE, updatedAt: "2026-11-22T10:00:00.000Z" }],
  courses: [{ slug: "frontend", title: "Frontend Development", done: [1, 2], updatedAt: "2026-11-22T10:00:00.000Z" }],
  reading: [],
});

const store = (key: string, text: string) => localStorage.setItem(key, text);
const library = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? "null") as {
    saved: { slug: string }[];
    lists: { name: string; articles: { slug: string }[] }[];
    notes: { text: string }[];
  } | null;

/** Marks the button of the page whose text is `text` with data-smoke, for a real click on it. */
const mark = (text: string) => {
  const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === text);
  button?.setAttribute("data-smoke", text);
  return Boolean(button);
};

async function clickButton(driver: SmokeDriver, text: string) {
  if (!(await driver.run(mark, text))) throw new Error(`no button "${text}"`);
  await driver.click(`button[data-smoke="${text}"]`);
}

export const libraryBehaviours: { name: string; run: (driver: SmokeDriver) => Promise<void> }[] = [
  {
    name: "the library: an article shows the reader's note as text, and 'Add to list' answers its first tap and ticks a list",
    async run(driver) {
      await driver.load(`/blog/${ARTICLE}`, MOBILE);
      await driver.run(store, KEY, LIBRARY);
      await driver.load(`/blog/${ARTICLE}`, MOBILE);
      const note = await driver.run(() => {
        const box = document.querySelector<HTMLElement>("[data-note-for]");
        return { shown: box?.hidden === false, text: box?.lastChild?.textContent, markup: box?.querySelector("img") };
      });
      if (!note.shown || note.text !== NOTE || note.markup)
        throw new Error(`the note shows ${note.shown ? `as "${note.text}"` : "not at all"}`);
      const BUTTON = "main button[aria-haspopup='menu']";
      const built = await driver.run(
        (sel) => document.querySelector(sel)?.closest("astro-island")?.hasAttribute("ssr") === true,
        BUTTON,
      );
      if (!built) throw new Error("'Add to list' had hydrated before any use");
      await driver.click(BUTTON);
      await until(
        driver,
        "the first tap did not open the menu",
        () => document.querySelectorAll("[role='menu'] [role='menuitemcheckbox']").length === 2,
      );
      await driver.click("[role='menu'] [role='menuitemcheckbox']:nth-child(2)");
      await until(
        driver,
        "the tap on 'Weekend' did not put the article in it",
        (key: string, slug: string) =>
          document
            .querySelector("[role='menu'] [role='menuitemcheckbox']:nth-child(2)")
            ?.getAttribute("aria-checked") === "true" &&
          JSON.parse(localStorage.getItem(key) ?? "{}").lists?.[0]?.articles?.[0]?.slug === slug,
        KEY,
        ARTICLE,
      );
      await driver.run((key) => localStorage.removeItem(key), KEY);
    },
  },
  {
    name: "the library: a series' 'Save all parts' saves every part and shows pressed",
    async run(driver) {
      const one = series.find((s) => s.parts.length >= 2);
      if (!one) throw new Error("no series of two parts or more");
      await driver.load(seriesPath(one.id), DESKTOP);
      await driver.run((key) => localStorage.removeItem(key), KEY);
      await driver.load(seriesPath(one.id), DESKTOP);
      await driver.click("button[data-save-all]");
      await until(
        driver,
        "'Save all parts' did not save every part",
        (count: number) =>
          document.querySelector("[data-save-all]")?.getAttribute("aria-pressed") === "true" &&
          [...document.querySelectorAll("#series-parts [data-save-slug]")].every(
            (b) => b.getAttribute("aria-pressed") === "true",
          ) &&
          JSON.parse(localStorage.getItem("techhorizon:library") ?? "{}").saved?.length === count,
        one.parts.length,
      );
      await driver.run((key) => localStorage.removeItem(key), KEY);
    },
  },
  {
    name: "the library: 'Send to another device' makes the link and its QR code, and the link opened adds the library",
    async run(driver) {
      await driver.load("/library", DESKTOP);
      await driver.run(store, KEY, LIBRARY);
      await driver.load("/library", DESKTOP);
      await until(driver, "/library did not show the list 'Weekend'", () =>
        [...document.querySelectorAll("h2")].some((h) => h.textContent?.startsWith("Weekend")),
      );
      await clickButton(driver, "Send to another device");
      await until(
        driver,
        "no link and QR code",
        () =>
          /\/library#v1\.[\w-]+$/.test(
            document.querySelector<HTMLInputElement>("dialog[open] input[readonly]")?.value ?? "",
          ) && document.querySelector("dialog[open] svg[role='img'] path") !== null,
      );
      const link = await driver.run(
        () => document.querySelector<HTMLInputElement>("dialog[open] input[readonly]")!.value,
      );
      await driver.run((key) => localStorage.removeItem(key), KEY);
      // Another page first: the link opened from /library itself would only change the fragment.
      await driver.load("/about", DESKTOP);
      await driver.load(new URL(link).pathname + new URL(link).hash, DESKTOP);
      await until(driver, "the link offered nothing", () =>
        Boolean(document.querySelector("dialog[open]")?.textContent?.includes("Add to your library?")),
      );
      if (await driver.run(library, KEY)) throw new Error("the library changed before Add");
      await clickButton(driver, "Add");
      await until(
        driver,
        "Add did not bring the library",
        (key: string, note: string) => {
          const kept = JSON.parse(localStorage.getItem(key) ?? "null");
          return kept?.saved?.length === 1 && kept.lists?.[0]?.name === "Weekend" && kept.notes?.[0]?.text === note;
        },
        KEY,
        NOTE,
      );
      await driver.run((key) => localStorage.removeItem(key), KEY);
    },
  },
];
