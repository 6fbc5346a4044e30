/**
 * The topic guides: app/content/guides/ai/*.md make /ai/{slug}, app/content/guides/tech/*.md make
 * /tech/{slug}. Each file's frontmatter is checked against the guide schema, its body (the
 * Introduction section) is rendered to HTML, and every Further reading link must be a page of this
 * site. Not cached: `astro dev` calls it again when a guide is saved.
 */
import path from "node:path";
import { CONTENT_DIR, entryIds, readMarkdownEntries } from "../content/files.server.ts";
import { fail } from "../content/errors.ts";
import { renderMarkdown } from "../content/markdown.server.ts";
import { countWords } from "../reading-time.ts";
import { pagePaths } from "../routes.ts";
import { GUIDE_SECTIONS, guideSchema, type Guide, type GuideFrontmatter, type GuideSection } from "../../content/schemas/guides.ts";

export const GUIDES_DIR = path.join(CONTENT_DIR, "guides");

export function guidesDir(section: GuideSection, root = GUIDES_DIR): string {
  return path.join(root, section);
}

/** The slugs of one section's guides (file names), without reading them: for the route table. */
export function guideSlugs(section: GuideSection, root = GUIDES_DIR): string[] {
  return entryIds(guidesDir(section, root), [".md"]);
}

/** Words a reader meets in a guide: its intro, its body and every list (not the links). */
export function guideWordCount(data: GuideFrontmatter, bodyWords: number): number {
  const parts = [
    data.intro,
    ...data.concepts.flatMap((c) => [c.term, c.definition]),
    ...data.practices.flatMap((p) => [p.title, p.text]),
    ...data.mistakes.flatMap((m) => [m.title, m.text]),
  ];
  return parts.reduce((sum, part) => sum + countWords(part), bodyWords);
}

export interface ReadGuidesOptions {
  /** The folder holding ai/ and tech/; tests point it at fixtures. */
  root?: string;
  /**
   * Whether a path is a page of this site, for Further reading. Defaults to the route table (which
   * takes the guides' slugs from guideSlugs(), so the import cycle is only between functions).
   */
  isPage?: (href: string) => boolean;
}

function routeTablePages(): (href: string) => boolean {
  const pages = new Set(pagePaths());
  return (href) => pages.has(href.split("#")[0]!);
}

/** Every guide of both sections, each section in menu order. */
export function readGuides({ root = GUIDES_DIR, isPage }: ReadGuidesOptions = {}): Guide[] {
  // The guides in `root` are pages too, even when `root` is not the site's own folder (tests).
  const guidePaths = new Set(GUIDE_SECTIONS.flatMap((section) => guideSlugs(section, root).map((slug) => `/${section}/${slug}`)));
  const sitePage = isPage ?? routeTablePages();
  const known = (href: string) => guidePaths.has(href.split("#")[0]!) || sitePage(href);
  return GUIDE_SECTIONS.flatMap((section) =>
    readMarkdownEntries(guidesDir(section, root), guideSchema)
      .map(({ id, file, data, body }): Guide => {
        const path = `/${section}/${id}`;
        data.furtherReading.forEach((link, i) => {
          if (link.href === path) fail(file, `furtherReading.${i}.href`, "points at this guide itself; link to another page");
          if (!known(link.href)) fail(file, `furtherReading.${i}.href`, `is not a page of this site: "${link.href}"`);
        });
        const { html, words } = renderMarkdown(file, body);
        return { ...data, section, slug: id, path, html, words: guideWordCount(data, words) };
      })
      .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug)),
  );
}
