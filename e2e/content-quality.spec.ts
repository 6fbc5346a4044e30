import type { Nodes } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { expect, test } from "./support/fixtures";
import { pagePaths, templateOf } from "../tools/support/site";
import { FONT_RANGES } from "../integration/subset-font";
import { OFFLINE_PATH } from "../app/lib/offline";

// Pages that are mostly a form (the search page is one field and its results), and the pages that
// list what the reader keeps in their browser, which the HTML leaves to an island (the library, the
// offline page): they explain themselves in fewer words.
const FORM_PAGES = new Set(["/login", "/signup", "/forgot-password", "/search", "/library", OFFLINE_PATH]);
// An author's or a tag's page is a list of article cards: as long as the articles it lists.
// Lists of articles (tag, author, category and numbered pages) are lists, not copy.
const isArchive = (path: string) => templateOf(path).startsWith("archive:");
const MIN_WORDS = 150;

const inFont = (char: string) => FONT_RANGES.some(([a, b]) => char.codePointAt(0)! >= a && char.codePointAt(0)! <= b);

/** What a browser renders of an element's text: no scripts, styles or templates, nothing hidden, closed dialogs and details shut. */
const NOT_RENDERED = new Set(["script", "style", "template", "noscript"]);
function renderedText(node: Nodes): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element" && node.type !== "root") return "";
  if (node.type === "element") {
    const { tagName, properties } = node;
    if (NOT_RENDERED.has(tagName) || properties.hidden != null || (tagName === "dialog" && properties.open == null))
      return "";
    if (tagName === "details" && properties.open == null)
      return node.children
        .filter((child) => child.type === "element" && child.tagName === "summary")
        .map(renderedText)
        .join(" ");
  }
  return node.children.map(renderedText).join(" ");
}
const wordsIn = (text: string) => text.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length;

// Read from the HTML every page is served as (the islands render the same words when they
// hydrate): no browser needed, as for the ids below.
test("every page has one h1, enough real copy, and only characters the web font has", async ({ request }) => {
  test.setTimeout(60_000);
  const thin: string[] = [];
  const outsideFont = new Set<string>();
  const h1s: string[] = [];
  for (const path of pagePaths) {
    const page = fromHtml(await (await request.get(path)).text());
    const headings = selectAll("h1", page).length;
    if (headings !== 1) h1s.push(`${path}: ${headings} h1`);
    const words = wordsIn(renderedText(select("main", page)!));
    if (!FORM_PAGES.has(path) && !isArchive(path) && words < MIN_WORDS) thin.push(`${path}: ${words} words`);
    for (const char of renderedText(select("body", page)!).replace(/\s/g, "")) {
      if (!inFont(char)) outsideFont.add(`${path}: ${char} U+${char.codePointAt(0)!.toString(16)}`);
    }
  }
  expect(h1s).toEqual([]);
  expect(thin).toEqual([]);
  // integration/subset-font.ts keeps a fixed set of characters; copy that needs more must widen it.
  expect([...outsideFont]).toEqual([]);
});

test("ids are unique on every page", async ({ request }) => {
  const duplicates: string[] = [];
  for (const path of pagePaths) {
    const html = await (await request.get(path)).text();
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) duplicates.push(`${path}: #${id}`);
      seen.add(id);
    }
  }
  expect(duplicates).toEqual([]);
});
