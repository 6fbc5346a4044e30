/**
 * The JavaScript a page may request on load and while a reader scrolls it to its end and back
 * (issues 12 and 29), by what kind of page it is: a page read, not used, requests at most 2 KB.
 */
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
  /** Gzip bytes of the stylesheets it loaded. */
  css: number;
}

/** All the CSS a page loads, gzip. */
export const CSS_BUDGET = 15 * KB;

/** Pages with a widget a reader uses as soon as they arrive: the slider, the blog filter, forms, search, course sidebars, the library, the offline page's list of kept pages. */
const WIDGET_PAGES = /^\/($|blog(\/\d+)?$|contact$|login$|signup$|forgot-password$|search$|library$|offline$|webdev\/)/;

export function jsBudgetFor(path: string): { kind: "widget" | "reading"; maxBytes: number } {
  return WIDGET_PAGES.test(path) ? { kind: "widget", maxBytes: 85 * KB } : { kind: "reading", maxBytes: 2 * KB };
}
