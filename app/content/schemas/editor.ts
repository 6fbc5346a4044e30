/**
 * What the editor (Keystatic, `npm run dev` at /keystatic, ADR 0048) needs to know about a field
 * beyond its rules: its label when its key does not say it, a line of help, a picture's folder, or
 * the collection an id names. The schemas carry these hints themselves, so the editor's forms are
 * made from the schemas (integration/editor/fields.ts) and the two cannot drift apart. Hints never
 * change what a file may hold: the build ignores them.
 */
import * as z from "zod";

/** The collections whose entries another entry may name by id (its file name). */
export type EntryCollection = "articles" | "authors" | "categories" | "series" | "tags" | "services";

export interface EditorHints {
  /** The field's name in the form; made from its key otherwise ("lookFor" → "Look for"). */
  label?: string;
  /** A line under the field: what it is for, where it shows. */
  help?: string;
  /** Several lines of text (a paragraph) rather than one. */
  multiline?: boolean;
  /** The value is the id of an entry of this collection: the form offers its entries. */
  entryOf?: EntryCollection;
  /** The value is the file name of an AI guide (app/content/guides/ai/<name>.md). */
  aiGuide?: boolean;
  /** A picture uploaded in the editor into public/images/<folder>/, with its description (alt). */
  picture?: { folder: string };
}

export const editorHints = z.registry<EditorHints>();

/** `schema`, copied, with its hints for the editor (a copy: a shared rule such as `text` keeps none). */
export function hinted<S extends z.ZodType>(schema: S, hints: EditorHints): S {
  const copy = schema.clone();
  editorHints.add(copy as z.ZodType, hints);
  return copy;
}
