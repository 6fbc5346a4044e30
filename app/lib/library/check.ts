/**
 * The library's schema, checked on every read and on import: a hand-edited, truncated, foreign or
 * future-version document is refused whole, never half-read. Written out rather than with zod/mini
 * because it runs on reading pages, whose JavaScript budget is 2 KB: zod/mini alone is 5.3 KB gzip
 * for this schema (ADR 0035).
 */
import {
  COURSE_STEPS,
  LIBRARY_FORMAT,
  LIBRARY_VERSION,
  LIST_NAME_MAX,
  LISTS_MAX,
  NOTE_MAX,
  type CourseProgress,
  type Library,
  type NamedList,
  type Note,
  type ReadingPosition,
  type SavedArticle,
  emptyLibrary,
} from "./format.ts";

/** Why a document was refused: not JSON (truncated, damaged), not ours, newer than this site, or wrong inside. */
export type Problem = "damaged" | "foreign" | "future" | "invalid";
export type Checked = { ok: true; library: Library } | { ok: false; problem: Problem };

type Shape = Record<string, "string" | "number" | "date" | "steps" | "share" | "note">;

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const shapes = {
  saved: {
    title: "string",
    excerpt: "string",
    category: "string",
    date: "string",
    dateText: "string",
    readingMinutes: "number",
    savedAt: "date",
  },
  courses: { title: "string", done: "steps", updatedAt: "date" },
  reading: { title: "string", progress: "share", updatedAt: "date" },
  notes: { text: "note", updatedAt: "date" },
} satisfies Record<"saved" | "courses" | "reading" | "notes", Shape>;

function fits(value: unknown, kind: Shape[string]): boolean {
  switch (kind) {
    case "string":
      return typeof value === "string" && value.length <= 2000;
    case "number":
      return typeof value === "number" && Number.isFinite(value) && value >= 0;
    case "date":
      return typeof value === "string" && !Number.isNaN(Date.parse(value));
    case "note":
      return typeof value === "string" && value.trim() !== "" && value.length <= NOTE_MAX;
    case "share":
      return typeof value === "number" && value >= 0 && value <= 1;
    case "steps":
      return (
        Array.isArray(value) &&
        value.every((n, i) => Number.isInteger(n) && n >= 1 && n <= COURSE_STEPS && (i === 0 || n > value[i - 1]))
      );
  }
}

/** Each entry an object with a slug and exactly the fields of its shape, each slug once. */
function entries<T>(list: unknown, shape: Shape): list is T[] {
  if (!Array.isArray(list)) return false;
  const slugs = new Set<string>();
  return list.every((entry: unknown) => {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return false;
    const record = entry as Record<string, unknown>;
    const keys = Object.keys(record);
    if (typeof record.slug !== "string" || !SLUG.test(record.slug) || slugs.has(record.slug)) return false;
    slugs.add(record.slug);
    return (
      keys.length === Object.keys(shape).length + 1 &&
      Object.entries(shape).every(([key, kind]) => fits(record[key], kind))
    );
  });
}

/** A list's name as the library keeps it: trimmed, not empty, not too long. */
export const isListName = (name: unknown): name is string =>
  typeof name === "string" && name === name.trim() && name !== "" && name.length <= LIST_NAME_MAX;

/** The key two list names are one list by: the same words, whatever the case. */
export const listKey = (name: string) => name.toLocaleLowerCase("en");

/** Named lists: each with a name no other list has (whatever the case), its date and its articles. */
function namedLists(lists: unknown): lists is NamedList[] {
  if (!Array.isArray(lists) || lists.length > LISTS_MAX) return false;
  const names = new Set<string>();
  return lists.every((list: unknown) => {
    if (typeof list !== "object" || list === null || Array.isArray(list)) return false;
    const { name, createdAt, articles, ...rest } = list as Record<string, unknown>;
    if (!isListName(name) || names.has(listKey(name))) return false;
    names.add(listKey(name));
    return Object.keys(rest).length === 0 && fits(createdAt, "date") && entries<SavedArticle>(articles, shapes.saved);
  });
}

/** `value`, a parsed document, as a library, or why not. */
export function checkLibrary(value: unknown): Checked {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, problem: "foreign" };
  const doc = value as Record<string, unknown>;
  if (doc.format !== LIBRARY_FORMAT) return { ok: false, problem: "foreign" };
  if (typeof doc.version !== "number" || !Number.isInteger(doc.version) || doc.version < 1)
    return { ok: false, problem: "invalid" };
  if (doc.version > LIBRARY_VERSION) return { ok: false, problem: "future" };
  const library = migrate(doc);
  const valid =
    entries<SavedArticle>(library.saved, shapes.saved) &&
    entries<CourseProgress>(library.courses, shapes.courses) &&
    entries<ReadingPosition>(library.reading, shapes.reading) &&
    namedLists(library.lists) &&
    entries<Note>(library.notes, shapes.notes);
  return valid
    ? {
        ok: true,
        library: {
          format: LIBRARY_FORMAT,
          version: LIBRARY_VERSION,
          saved: library.saved,
          lists: library.lists,
          notes: library.notes,
          courses: library.courses,
          reading: library.reading,
        } as Library,
      }
    : { ok: false, problem: "invalid" };
}

/**
 * An older version's document in today's shape, so what a reader kept under an older site, or
 * exported from it, still opens. A later version adds its step after these.
 */
export function migrate(doc: Record<string, unknown>): Record<string, unknown> {
  // Version 1 had no named lists and no notes (ADR 0046): its saved articles are "Saved articles".
  if (doc.version === 1) doc = { ...doc, version: 2, lists: [], notes: [] };
  return doc;
}

/** The text stored or imported, as a library: nothing stored is an empty library. */
export function parseLibrary(text: string | null): Checked {
  if (text === null) return { ok: true, library: emptyLibrary() };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: "damaged" };
  }
  return checkLibrary(value);
}
