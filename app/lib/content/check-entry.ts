/**
 * How the content layer checks one entry's data (loader.ts), and the tests' readers the same way
 * (files.testing.ts): its `{brand}` and `{email}` filled in, then its schema, chosen by the entry's
 * id in a collection whose files each have their own (the pages). A mistake fails with one line
 * naming the file and the field. An entry's id, its file name, must be a slug.
 */
import type * as z from "zod";
import { slugPattern } from "../../content/schemas/shared.ts";
import { fail, validate } from "./errors.ts";
import { withBrand } from "./placeholders.ts";

/**
 * `id` when each of its parts ("tools", or "ai/tools" in a folder with sections) is a slug, so a
 * file's name can be its page's address; otherwise fails naming `file`.
 */
export function slugId(id: string, file: string): string {
  if (!id.split("/").every((part) => slugPattern.test(part)))
    fail(file, "file name", "must be lowercase words joined by hyphens, e.g. my-new-page.md");
  return id;
}

/** A schema for each file name, for a collection whose files differ (the pages). */
export interface SchemaById {
  byId: Readonly<Record<string, z.ZodType>>;
  /** What a file whose name is none of them is told, after `"file name"`. */
  otherwise: string;
}

export type EntrySchema = z.ZodType | SchemaById;

/** The schema `id`'s file is checked against; an id `schema` has none for fails naming the file. */
export function schemaOf(schema: EntrySchema, id: string, file: string): z.ZodType {
  if (!("byId" in schema)) return schema;
  return Object.hasOwn(schema.byId, id) ? schema.byId[id]! : fail(file, "file name", schema.otherwise);
}

/** `data` of the entry `id` (from `file`) with its placeholders filled in and checked. */
export function checkEntryData(file: string, id: string, data: unknown, schema: EntrySchema): unknown {
  return validate(file, schemaOf(schema, id, file), withBrand(data));
}
