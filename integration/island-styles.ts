/**
 * Astro writes its island rule (`astro-island{display:contents}`) as a `<style>` element just before
 * the first island, inside `<body>`, where HTML allows no `<style>` (the Nu HTML Checker's error on
 * every page). This moves it to the end of `<head>`, unchanged: the CSP hashes each page's inline
 * styles from the written file (shared/pages.ts), so the hash follows it, and the rule now applies
 * before anything in the body is drawn.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The element Astro writes (astro/dist/runtime/server/scripts.js, getPrescripts). */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/** The page's HTML with the island style in its head; throws when a page with islands lacks it. */
export function islandStyleInHead(html: string, file: string): string {
  const match = ISLAND_STYLE.exec(html);
  if (!match) {
    if (html.includes("<astro-island"))
      throw new Error(
        `island-styles: ${file} has islands but not Astro's island style; has Astro changed how it writes it?`,
      );
    return html;
  }
  const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  if (!without.includes("</head>")) throw new Error(`island-styles: ${file} has no </head>`);
  return without.replace("</head>", `${match[0]}</head>`);
}

/** Rewrites every built HTML file under `root`; says how many it moved. */
export function moveIslandStylesToHead(root: string): string {
  let moved = 0;
  for (const file of readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"))) {
    const full = path.join(root, file);
    const html = readFileSync(full, "utf8");
    const out = islandStyleInHead(html, file);
    if (out !== html) {
      writeFileSync(full, out);
      moved++;
    }
  }
  return `island-styles: moved to <head> in ${moved} pages`;
}
