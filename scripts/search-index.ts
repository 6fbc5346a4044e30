/**
 * Builds the site search index from the prerendered pages (what visitors read, nothing else):
 * title, headings and main text of every page, serialised with MiniSearch to
 * build/client/search-index.json. The browser loads it only when the visitor starts a search.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import MiniSearch from "minisearch";
import { INDEX_OPTIONS, pageKind, SEARCH_INDEX_URL, type SearchDoc } from "../app/lib/search.ts";
import { builtPages } from "../server/pages.ts";
import { SITE_ROOT } from "../server/build-layout.ts";

const root = SITE_ROOT;
const MAX_TEXT = 4000;
const clean = (s: string) => s.replace(/\s+/g, " ").trim();

const docs: SearchDoc[] = builtPages(root)
  .filter((p) => p.path !== "/search")
  .map((page) => {
    const tree = fromHtml(readFileSync(path.join(root, page.file), "utf8"));
    const main = select("main", tree);
    if (!main) throw new Error(`search-index: ${page.file} has no <main>`);
    // Screen-reader-only labels, anchor marks and navigation repeated on many pages (the course
    // sidebar and drawer) are not what a page is about.
    for (const node of selectAll(".sr-only, [aria-hidden=true], aside, nav, dialog", main)) node.children = [];
    const title = clean(toString(select("h1", main) ?? { type: "text", value: page.path }));
    const headings = selectAll("h2, h3", main).map((h) => clean(toString(h))).join(" · ");
    return { id: page.path, title, kind: pageKind(page.path), headings, text: clean(toString(main)).slice(0, MAX_TEXT) };
  });

const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS);
index.addAll(docs);
const json = JSON.stringify(index);
writeFileSync(path.join(root, SEARCH_INDEX_URL), json);
console.log(`search-index: ${docs.length} pages, ${(json.length / 1024).toFixed(0)} KB`);
