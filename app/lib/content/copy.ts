/**
 * Where the interface copy lives and how it is checked as it is read, by the build's module plugin
 * (integration/copy-modules.ts) and by the readers outside it (data/copy-files.ts). A screen's words
 * have one home, its page file: the words its islands need in the browser are that file's
 * `interface` (app/content/pages/login.yaml); the words of parts shown on many screens (header,
 * footer, Save buttons…) are app/content/copy/<name>.yaml (ADR 0043). Either way: `{brand}` and
 * `{email}` filled in, then the schema the name selects (content/schemas/copy.ts); a mistake fails
 * with one line naming the file and the field.
 */
import * as z from "zod";
import { copySchemas, type Copy, type CopyName } from "../../content/schemas/copy.ts";
import { pageSchemas } from "../../content/schemas/pages.ts";
import { schemaOf } from "./check-entry.ts";
import { validate } from "./errors.ts";
import { withBrand } from "./placeholders.ts";

/** The copy file's name without folder and extension: "login" for app/content/pages/login.yaml. */
export function copyNameOf(file: string): string {
  return file.replace(/^.*[\\/]/, "").replace(/\.ya?ml$/, "");
}

/** Whether `name`'s words are a page's `interface` (in its page file) rather than a file of copy/. */
const isPageCopy = (name: string): boolean => Object.hasOwn(pageSchemas, name);

/** The file of the copy `name`, relative to the project: app/content/pages/<name>.yaml or app/content/copy/<name>.yaml. */
export function copyFileOf(name: CopyName): string {
  return `app/content/${isPageCopy(name) ? "pages" : "copy"}/${name}.yaml`;
}

const byName = {
  byId: copySchemas,
  otherwise: `must be one of ${Object.keys(copySchemas).join(", ")} (a new one needs its schema in app/content/schemas/copy.ts)`,
};

/**
 * `data`, read from the copy's file `file`, with its placeholders filled in and checked against its
 * schema; from a page file, its `interface` only (the page's own words are the pages collection's).
 */
export function checkCopy<N extends CopyName>(file: string, data: unknown): Copy<N> {
  const name = copyNameOf(file);
  const schema = schemaOf(byName, name, file);
  if (!isPageCopy(name)) return validate(file, schema, withBrand(data)) as Copy<N>;
  return validate(file, z.object({ interface: schema }), withBrand(data)).interface as Copy<N>;
}
