/**
 * The JavaScript a page may request on load and while a reader scrolls it to its end and back
 * (issues 12, 29 and 40), by what kind of page it is: a page read, not used, requests at most 2 KB;
 * a page with widgets, untouched, at most 8 KB. And what it may carry inline.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { builtPages } from "../../shared/pages.ts";

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

/**
 * What each page type may carry in its HTML and load as a stylesheet, gzip level 9 (issue 47, ADR
 * 0047). Each page's own CSS travels in its HTML (inline CSS, part of the HTML's bytes); the linked
 * stylesheet holds only what a pointer, paper or a script's later rendering needs, shared by every
 * page. Before issue 47 every page linked one 13.5 KB stylesheet; with it, each type's HTML and
 * stylesheet together stay below what its HTML and that stylesheet were (docs/performance.md).
 */
export interface PageBytesBudget {
  /** The page's HTML, its inline CSS and scripts included. */
  html: number;
  /** The CSS in its `<style>` elements. */
  inlineCss: number;
  /** The stylesheets it loads. */
  externalCss: number;
}

export type BytesPageType = "home" | "list" | "article" | "course" | "other";

const LINKED_CSS = 3.5 * KB;
export const PAGE_BYTES_BUDGETS: Readonly<Record<BytesPageType, PageBytesBudget>> = {
  // Before: 18.6 KB HTML + 13.5 KB stylesheet.
  home: { html: 26 * KB, inlineCss: 8 * KB, externalCss: LINKED_CSS },
  // /blog, its numbered pages, tag, author, category and series lists. Before: /blog 15.9 + 13.5 KB.
  list: { html: 22 * KB, inlineCss: 7.5 * KB, externalCss: LINKED_CSS },
  // Before: the longest article 21.6 + 13.5 KB.
  article: { html: 30 * KB, inlineCss: 8 * KB, externalCss: LINKED_CSS },
  // The course guides (/webdev/*). Before: /webdev/frontend 18.9 + 13.5 KB.
  course: { html: 27 * KB, inlineCss: 8.5 * KB, externalCss: LINKED_CSS },
  // Every other page (about, services, guides, forms, legal, library, 404). Before: 13.2–17.9 + 13.5 KB.
  other: { html: 24 * KB, inlineCss: 7.5 * KB, externalCss: LINKED_CSS },
};

/** A page's type for its bytes budget, from its template (tools/support/site.ts's templateOf). */
export function bytesPageType(template: string): BytesPageType {
  if (template === "/") return "home";
  if (template === "/blog" || template.startsWith("archive:") || template.startsWith("/blog/series/")) return "list";
  if (template === "article") return "article";
  if (template === "webdev") return "course";
  return "other";
}

/** A page's HTML and the CSS of its `<style>` elements, raw and gzip level 9. */
export function pageBytes(html: string): { html: number; htmlRaw: number; inlineCss: number; inlineCssRaw: number } {
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body).join("");
  return {
    html: gzipSync(html, { level: 9 }).length,
    htmlRaw: Buffer.byteLength(html),
    inlineCss: css ? gzipSync(css, { level: 9 }).length : 0,
    inlineCssRaw: Buffer.byteLength(css),
  };
}

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

export type PageKind = "reading" | "widget" | "device";

/** The JavaScript a page of each kind may request on load and while scrolled, untouched, gzip. */
export const JS_BUDGETS: Readonly<Record<PageKind, number>> = {
  // A page read, not used (issue 29).
  reading: 2 * KB,
  // A widget React runs once a reader points at, focuses, types into or taps it (issue 40): the home
  // page's hero and slider, the blog list, forms, search, course sidebars. AstroWind: 5.0 KB.
  widget: 8 * KB,
  // An island drawn from the reader's own device as the page opens: the library, the offline page's kept pages.
  device: 85 * KB,
};

/** One `<astro-island>` of a built page: its component, its directive and the directive's value. */
export interface Island {
  component: string;
  client: string;
  value: unknown;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&quot;", '"').replaceAll("&amp;", "&");

/** The islands in a built page's HTML, in order. */
export function islandsIn(html: string): Island[] {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => {
    let value: unknown;
    try {
      value = (JSON.parse(attribute(tag, "opts") ?? "{}") as { value?: unknown }).value;
    } catch {
      value = undefined;
    }
    return { component: attribute(tag, "component-export") ?? "", client: attribute(tag, "client") ?? "", value };
  });
}

/**
 * Islands that leave a page a reading page: small controls beside what is read, on the reading
 * templates (articles, the AI and tech pages), which load nothing until used.
 */
const READING_CONTROLS = new Set(["ShareButton", "AddToList"]);

/** Directives that hydrate as the page opens, not on a reader's first use. */
const ON_OPENING = new Set(["load", "only", "visible", "idle"]);

/** Whether an island hydrates as the page opens: Astro's own directives, or `client:interaction` with "visible" or "idle". */
function hydratesOnOpening({ client, value }: Island): boolean {
  if (ON_OPENING.has(client)) return true;
  return client === "interaction" && typeof value === "string" && /\b(visible|idle)\b/.test(value);
}

/**
 * Each built page's kind, found from the islands the build wrote into it (ADR 0044): an island on
 * every page is the frame's (the header, the newsletter form, the toasts) and says nothing of the
 * page; of the others, one that hydrates as the page opens makes a device page, one that React runs
 * on first use (`client:interaction`) a widget page, unless it is a reading control; a page with
 * neither is read. A path not among the pages (the 404 page) is read.
 */
export function pageKinds(pages: readonly { path: string; html: string }[]): Map<string, PageKind> {
  const islands = pages.map((page) => ({ path: page.path, islands: islandsIn(page.html) }));
  const onPages = new Map<string, number>();
  for (const page of islands)
    for (const component of new Set(page.islands.map((i) => i.component)))
      onPages.set(component, (onPages.get(component) ?? 0) + 1);
  const frame = (island: Island) => pages.length > 1 && onPages.get(island.component) === pages.length;
  return new Map(
    islands.map(({ path, islands }) => {
      const own = islands.filter((island) => !frame(island));
      if (own.some(hydratesOnOpening)) return [path, "device"];
      if (own.some((i) => i.client === "interaction" && !READING_CONTROLS.has(i.component))) return [path, "widget"];
      return [path, "reading"];
    }),
  );
}

/** The kind of every page of a build (shared/pages.ts's list); `kindOf` answers "reading" for any other path. */
export function builtPageKinds(siteRoot: string): (path: string) => PageKind {
  const kinds = pageKinds(
    builtPages(siteRoot).map((page) => ({
      path: page.path,
      html: readFileSync(path.join(siteRoot, page.file), "utf8"),
    })),
  );
  return (pagePath) => kinds.get(pagePath) ?? "reading";
}
