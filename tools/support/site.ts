import { SITE_ROOT } from "../../shared/build-layout.ts";
import { builtPages } from "../../shared/pages.ts";

/**
 * Every page of the built site, as the build wrote them (the build checks they are the route
 * table's, the sitemap's and those kept out of search engines' indexes), so the tests cover every
 * page a reader can reach.
 */
export const pagePaths: string[] = builtPages(SITE_ROOT).map((page) => page.path);

/**
 * The template a page is made from: pages of one kind share it (an article, a course page, an AI or a
 * tech guide, a service, a legal page, one archive list and its numbered pages); any other page is
 * its own.
 */
export function templateOf(path: string): string {
  const archive =
    /^\/blog\/(tags|authors|category|categories|page)\//.exec(path) ??
    (/^\/blog\/\d+$/.test(path) ? ["", "page"] : null);
  if (archive) return `archive:${archive[1]}`;
  if (/^\/blog\/[^/]+$/.test(path)) return "article";
  const family = /^\/(webdev|ai|tech|services)\/[^/]+$/.exec(path);
  if (family) return family[1]!;
  if (path === "/terms" || path === "/privacy") return "legal";
  return path;
}

const isArchive = (path: string) => templateOf(path).startsWith("archive:");

/** The first page of each template, in the sitemap's order (one pass: the sitemap grows with the archive). */
function firstOfEachTemplate(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const template = templateOf(path);
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}

/**
 * One page of each template: for the passes that repeat a suite in another setting (phone size,
 * dark theme, the second server) once every page has had it in the first.
 */
export const onePerTemplate: string[] = firstOfEachTemplate(pagePaths);
const firsts = new Set(onePerTemplate);

/**
 * Every page but the archive lists, and one page of each archive kind: for the suites that check
 * what a page's template makes (axe, reflow, console), which every tag, author and numbered list
 * page shares; the suites about what pages say (links, metadata, copy, CSP hashes) check them all.
 */
export const templatePaths: string[] = pagePaths.filter((path) => !isArchive(path) || firsts.has(path));

/** `paths` in runs of `size`, one test each, so the workers share a long list of pages. */
export function inChunks(paths: readonly string[], size: number): string[][] {
  return Array.from({ length: Math.ceil(paths.length / size) }, (_, i) => paths.slice(i * size, (i + 1) * size));
}
