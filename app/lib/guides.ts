/**
 * The topic guides as the pages and the header's menu use them, made from the entries the content
 * layer stored (app/content/guides/ai/*.md make /ai/{slug}, guides/tech/*.md make /tech/{slug}; an
 * entry's id is "ai/tools"). Pure, so it is unit-tested without Astro. What one entry alone cannot
 * check is checked here, in the same one-line form as a schema mistake: every Further reading link
 * is a page of this site, and not the guide itself.
 */
import { GUIDE_SECTIONS, type Guide, type GuideFrontmatter, type GuideSection } from "../content/schemas/guides.ts";
import { fail } from "./content/errors.ts";
import { byOrder, fileOf, renderedBody, type StoredEntry } from "./content/stored.ts";
import { countWords } from "./reading-time.ts";

/** Where a guide lives, from its entry's id ("ai/tools"): its section, slug and page. */
export function guidePlace(id: string): { section: GuideSection; slug: string; path: string } {
  const [section, slug] = id.split("/") as [GuideSection, string];
  return { section, slug, path: `/${id}` };
}

/** The guides' entries in menu order: the AI section, then tech, each by `order`, then file name. */
export function inGuideOrder<T extends StoredEntry<Pick<GuideFrontmatter, "order">>>(entries: readonly T[]): T[] {
  const sectionOf = (entry: T) => GUIDE_SECTIONS.indexOf(guidePlace(entry.id).section);
  return [...entries].sort((a, b) => sectionOf(a) - sectionOf(b) || byOrder(a, b));
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

/**
 * Every guide of both sections in menu order, with its rendered Introduction and its words; `isPage`
 * says whether a path is a page of this site, `publicFile` whether a path names a file in public/.
 */
export function toGuides(
  entries: readonly StoredEntry<GuideFrontmatter>[],
  isPage: (path: string) => boolean,
  publicFile: (path: string) => boolean = () => true,
): Guide[] {
  const guidePaths = new Set(entries.map((entry) => guidePlace(entry.id).path));
  const known = (href: string) => guidePaths.has(href.split("#")[0]!) || isPage(href.split("#")[0]!);
  return inGuideOrder(entries).map((entry): Guide => {
    const file = fileOf(entry, "guides");
    const { data } = entry;
    const place = guidePlace(entry.id);
    data.furtherReading.forEach((link, i) => {
      if (link.href === place.path)
        fail(file, `furtherReading.${i}.href`, "points at this guide itself; link to another page");
      if (!known(link.href)) fail(file, `furtherReading.${i}.href`, `is not a page of this site: "${link.href}"`);
    });
    if (data.image && !publicFile(data.image.src))
      fail(file, "image.src", `names ${data.image.src}, which does not exist in public/`);
    const { html, outline } = renderedBody(entry, file);
    return { ...data, ...place, html, words: guideWordCount(data, outline.words) };
  });
}
