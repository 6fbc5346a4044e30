/**
 * Builds the site search index from the prerendered pages (what visitors read, nothing else):
 * title, headings and main text of every page, serialised with MiniSearch to
 * search-index.json in the build. The browser loads it only when the visitor starts a search.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Element } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import MiniSearch from "minisearch";
import { INDEX_OPTIONS, pageKind, SEARCH_INDEX_URL, type SearchDoc } from "../app/lib/search.ts";
import { builtPages } from "../server/pages.ts";

const MAX_TEXT = 4000;
const clean = (s: string) => s.replace(/\s+/g, " ").trim();

/** Elements that flow inside a line; the text of any other element is a block of its own. */
const INLINE = new Set("a abbr b bdi bdo cite code data dfn em i kbd mark q s samp small span strong sub sup time u var".split(" "));

/**
 * Ends every block (and `span.block`) with a space, so its text does not run into the next one's:
 * "Email" + "hello@…" read as "Email hello@…", not one long unbreakable word in a snippet.
 */
function spaceBlocks(root: Element): void {
  for (const el of selectAll("*", root)) {
    const classes = el.properties.className;
    const block = !INLINE.has(el.tagName) || (Array.isArray(classes) && classes.includes("block"));
    if (block) el.children.push({ type: "text", value: " " });
  }
}

/** Writes the index into the build at `root`; says how big it is. */
export function writeSearchIndex(root: string): string {
  const docs: SearchDoc[] = builtPages(root)
    .filter((p) => p.path !== "/search")
    .map((page) => {
      const tree = fromHtml(readFileSync(path.join(root, page.file), "utf8"));
      const main = select("main", tree);
      if (!main) throw new Error(`search-index: ${page.file} has no <main>`);
      // Screen-reader-only labels, anchor marks and navigation repeated on many pages (the course
      // sidebar and drawer) are not what a page is about.
      for (const node of selectAll(".sr-only, [aria-hidden=true], aside, nav, dialog", main)) node.children = [];
      spaceBlocks(main);
      const title = clean(toString(select("h1", main) ?? { type: "text", value: page.path }));
      const headings = selectAll("h2, h3", main).map((h) => clean(toString(h))).join(" · ");
      return { id: page.path, title, kind: pageKind(page.path), headings, text: clean(toString(main)).slice(0, MAX_TEXT) };
    });

  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS);
  index.addAll(docs);
  const json = JSON.stringify(index);
  writeFileSync(path.join(root, SEARCH_INDEX_URL), json);
  return `search-index: ${docs.length} pages, ${(json.length / 1024).toFixed(0)} KB`;
}
