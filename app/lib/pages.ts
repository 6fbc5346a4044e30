/**
 * The copy of the fixed pages (app/content/pages/<page>.yaml), one schema per page: the content
 * layer picks a file's schema by its name (`pageSchemaById`, a file that is none of the pages
 * fails), and `checkPages` makes the checks one file alone cannot make, naming the file and the
 * field: every page has its file, a button pointing to `#id` names a section of the same page, and
 * each AI topic names an AI guide. Pure, so it is unit-tested without Astro.
 */
import * as z from "zod";
import { copySchemas } from "../content/schemas/copy.ts";
import { pageIds, pageSchemas, type PageData, type PageId } from "../content/schemas/pages.ts";
import { fail } from "./content/errors.ts";
import type { SchemaById } from "./content/check-entry.ts";
import { fileOf, type StoredEntry } from "./content/stored.ts";

const PAGES_DIR = "app/content/pages";

/** A page file's data without its `interface`: the words its islands import, checked as a module (content/copy.ts). */
function withoutInterface(data: unknown): unknown {
  if (!data || typeof data !== "object" || !("interface" in data)) return data;
  const { interface: _, ...page } = data;
  return page;
}

/**
 * The schema of each page's file, for the content layer: a page that has interface copy (its name
 * is in content/schemas/copy.ts) may have an `interface`, left to that copy's check.
 */
export const pageSchemaById: SchemaById = {
  byId: Object.fromEntries(
    Object.entries(pageSchemas).map(([id, schema]) => [
      id,
      Object.hasOwn(copySchemas, id) ? z.preprocess(withoutInterface, schema) : schema,
    ]),
  ),
  otherwise: `is not a page of the site (the pages are ${pageIds.join(", ")})`,
};

export interface PageEntry<K extends PageId = PageId> {
  id: K;
  data: PageData<K>;
}

const isPage = (id: string): id is PageId => Object.hasOwn(pageSchemas, id);

/** The section ids of a page: what `#id` links on it may point to. */
function anchorsOf(data: { sections?: Record<string, unknown> }): string[] {
  return Object.values(data.sections ?? {}).flatMap((s) =>
    s && typeof s === "object" && "id" in s ? [String(s.id)] : [],
  );
}

/**
 * Every page's entry, checked: `aiGuides` are the slugs of the AI guides. `dir` is where the files
 * are, to name a missing one.
 */
export function checkPages(
  entries: readonly StoredEntry<unknown>[],
  aiGuides: readonly string[],
  dir = PAGES_DIR,
): PageEntry[] {
  const guides = [...aiGuides].sort();
  const pages = entries.map((entry) => {
    const file = fileOf(entry, "pages");
    if (!isPage(entry.id)) fail(file, "file name", pageSchemaById.otherwise);
    const page = entry.data as PageData<PageId>;
    const anchors = anchorsOf(page as { sections?: Record<string, unknown> });
    const actions = "hero" in page ? page.hero.actions : [];
    actions.forEach((action, i) => {
      if (action.href.startsWith("#") && !anchors.includes(action.href.slice(1)))
        fail(
          file,
          `hero.actions.${i}.href`,
          `must be # and the id of a section on this page (${anchors.map((a) => `#${a}`).join(", ") || "it has none"})`,
        );
    });
    if (entry.id === "ai") {
      (page as PageData<"ai">).sections.topics.items.forEach((topic, i) => {
        if (!guides.includes(topic.guide))
          fail(file, `sections.topics.items.${i}.guide`, `must be the slug of an AI guide (${guides.join(", ")})`);
      });
    }
    return { id: entry.id, data: page } as PageEntry;
  });
  const missing = pageIds.find((id) => !pages.some((page) => page.id === id));
  if (missing) fail(`${dir}/${missing}.yaml`, "file", "is missing: every page of the site needs its file");
  return pages;
}
