/**
 * The JavaScript a page may request on load and while a reader scrolls it to its end and back
 * (issues 12, 29 and 40), by what kind of page it is: a page read, not used, requests at most 2 KB;
 * a page with widgets, untouched, at most 8 KB. And what it may carry inline.
 */
import { gzipSync } from "node:zlib";

export const KB = 1024;

export interface PageJsFigures {
  path: string;
  /** Scripts requested on load, until the network is idle. */
  scripts: { url: string; gzip: number }[];
  /** Scripts requested after that, while the page was scrolled to its end and back (none when it was not scrolled). */
  scrolled?: { url: string; gzip: number }[];
  /** Scripts requested before the first contentful paint. */
  beforePaint: string[];
  /** Bytes of serialised island props in the HTML. */
  inlineProps: number;
  /** The text of each inline script in the HTML (JavaScript only: not JSON-LD or speculation rules). */
  inlineScripts: string[];
  /** Gzip bytes of the stylesheets it loaded. */
  css: number;
}

/** All the CSS a page loads, gzip. */
export const CSS_BUDGET = 15 * KB;

/**
 * All of a page's inline scripts together, gzip (issue 40): theme, Astro's island runtime and
 * directives, the library, the worker's registration and any page's own small plain script travel
 * in its HTML on every visit.
 */
export const INLINE_BUDGET = 7 * KB;

/** The raw and gzip bytes of a page's inline scripts, joined as they travel in one HTML file. */
export function inlineScriptBytes(scripts: readonly string[]): { raw: number; gzip: number } {
  const text = scripts.join("");
  return { raw: Buffer.byteLength(text), gzip: scripts.length ? gzipSync(text, { level: 9 }).length : 0 };
}

/**
 * Pages with a widget that React runs once a reader points at, focuses, types into or taps it
 * (issue 40): the home page's hero, continue card and slider, the blog list, forms, search, course
 * sidebars. Untouched, on load and while scrolled, they request at most 8 KB (AstroWind: 5.0 KB).
 */
const WIDGET_PAGES = /^\/($|blog(\/\d+)?$|contact$|login$|signup$|forgot-password$|search$|webdev\/)/;
/** Pages an island draws from the reader's own device as they open: the library, the offline page's kept pages. */
const DEVICE_PAGES = /^\/(library|offline)$/;

export type PageKind = "reading" | "widget" | "device";

export function jsBudgetFor(path: string): { kind: PageKind; maxBytes: number } {
  if (DEVICE_PAGES.test(path)) return { kind: "device", maxBytes: 85 * KB };
  if (WIDGET_PAGES.test(path)) return { kind: "widget", maxBytes: 8 * KB };
  return { kind: "reading", maxBytes: 2 * KB };
}
