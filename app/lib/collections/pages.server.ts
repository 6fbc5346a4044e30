/**
 * The copy of the fixed pages (app/content/pages/<page>.yaml). Each file is checked against its
 * page's schema; a file that is not one of the pages, or a page without its file, fails the build
 * naming the file. A button pointing to `#id` must name a section of the same page, and each AI
 * topic must name an existing AI guide.
 */
import path from "node:path";
import * as z from "zod";
import { pageIds, pageSchemas, type PageData, type PageId } from "../../content/schemas/pages.ts";
import { CONTENT_DIR, readDataEntries } from "../content/files.server.ts";
import { guideSlugs } from "./guides.server.ts";
import { fail, validate } from "../content/errors.ts";

export const PAGES_DIR = path.join(CONTENT_DIR, "pages");

export interface PageEntry<K extends PageId = PageId> {
  id: K;
  data: PageData<K>;
}

const isPage = (id: string): id is PageId => Object.hasOwn(pageSchemas, id);

/** The section ids of a page: what `#id` links on it may point to. */
function anchorsOf(data: { sections?: Record<string, unknown> }): string[] {
  return Object.values(data.sections ?? {}).flatMap((s) => (s && typeof s === "object" && "id" in s ? [String(s.id)] : []));
}

/** Every page file in `dir`; with `complete`, each page of the site must have its file. */
export function readPages(dir: string = PAGES_DIR, { complete = true } = {}): PageEntry[] {
  const entries = readDataEntries(dir, z.unknown()).map(({ id, file, data }) => {
    if (!isPage(id)) fail(file, "file name", `is not a page of the site (the pages are ${pageIds.join(", ")})`);
    const page = validate(file, pageSchemas[id] as z.ZodType<PageData<typeof id>>, data);
    const anchors = anchorsOf(page as { sections?: Record<string, unknown> });
    const actions = "hero" in page ? page.hero.actions : [];
    actions.forEach((action, i) => {
      if (action.href.startsWith("#") && !anchors.includes(action.href.slice(1)))
        fail(file, `hero.actions.${i}.href`, `must be # and the id of a section on this page (${anchors.map((a) => `#${a}`).join(", ") || "it has none"})`);
    });
    if (id === "ai") {
      const guides = guideSlugs("ai");
      (page as PageData<"ai">).sections.topics.items.forEach((topic, i) => {
        if (!guides.includes(topic.guide)) fail(file, `sections.topics.items.${i}.guide`, `must be the slug of an AI guide (${guides.join(", ")})`);
      });
    }
    return { id, data: page } as PageEntry;
  });
  if (complete) {
    const missing = pageIds.find((id) => !entries.some((e) => e.id === id));
    if (missing) fail(path.relative(process.cwd(), path.join(dir, `${missing}.yaml`)), "file", "is missing: every page of the site needs its file");
  }
  return entries;
}
