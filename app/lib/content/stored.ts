/**
 * What the content layer keeps of an entry, and the helpers every collection's pure functions use
 * to read it: the file to name in a mistake, the body the Markdown pipeline rendered with what its
 * plugins recorded, and the writers' `order`.
 */
import { fail } from "./errors.ts";
import type { TocEntry } from "../../content/schemas/blog.ts";

/** What the Markdown pipeline (data/markdown-plugins.ts, collectOutline) records about a body, beside its HTML. */
export interface Outline {
  /** The h2 sections, for a table of contents. */
  toc: TocEntry[];
  /** Words of the prose, code left out. */
  words: number;
}

/** What the content layer keeps of an entry (Astro's CollectionEntry, narrowed to what is used here). */
export interface StoredEntry<T> {
  id: string;
  /** The file, from the project's root. */
  filePath?: string;
  data: T;
  rendered?: { html: string; metadata?: Record<string, unknown> };
}

/** The file a mistake in `entry` is reported against (an entry not made from a file: its collection and id). */
export function fileOf(entry: Pick<StoredEntry<unknown>, "id" | "filePath">, collection: string): string {
  return entry.filePath ?? `${collection} → ${entry.id}`;
}

/** The entry's rendered body and what the Markdown pipeline recorded (markdown-plugins.ts, collectOutline) when it rendered it once. */
export function renderedBody(entry: StoredEntry<unknown>, file: string): { html: string; outline: Outline } {
  const { rendered } = entry;
  const outline = (rendered?.metadata?.frontmatter as { outline?: Outline } | undefined)?.outline;
  // Astro logs a rendering error and stores the entry without its HTML; the build stops here.
  if (!rendered || !outline) fail(file, "body", "could not be rendered (the error is above)");
  return { html: rendered.html, outline };
}

/** Lists follow the writers' `order`, lowest first, then the file name. */
export function byOrder(a: OrderedEntry, b: OrderedEntry): number {
  return a.data.order - b.data.order || a.id.localeCompare(b.id, "en");
}

type OrderedEntry = Pick<StoredEntry<{ order: number }>, "id" | "data">;
