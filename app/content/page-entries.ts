/** A fixed page's copy from the pages collection (app/content/pages/<page>.yaml, see content.config.ts). */
import { getEntry } from "astro:content";
import type { PageData, PageId } from "./schemas/pages.ts";

/** `await getPage("about")`: the About page's title, description, hero and sections. */
export async function getPage<K extends PageId>(id: K): Promise<PageData<K>> {
  const entry = await getEntry("pages", id);
  if (!entry) throw new Error(`app/content/pages/${id}.yaml: "file" is missing`);
  return entry.data as unknown as PageData<K>;
}
