/**
 * For tests: a collection's folder read the way Astro's content layer checks it (check-entry.ts):
 * YAML/JSON entries, or Markdown entries with YAML frontmatter, an entry's id its file name without
 * the extension, its data with `{brand}` and `{email}` filled in and checked against its schema. The
 * build never runs this: there the content layer reads each file once (loader.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type * as z from "zod";
import { checkEntryData, slugId, type EntrySchema } from "../../lib/content/check-entry.ts";
import { fail } from "../../lib/content/errors.ts";

export const CONTENT_DIR = path.resolve(process.cwd(), "app/content");

export interface Entry<T> {
  /** The file name without its extension: the entry's slug. */
  id: string;
  /** The file's path from the repository root, as error messages name it. */
  file: string;
  data: T;
}

export interface MarkdownEntry<T> extends Entry<T> {
  /** The Markdown after the frontmatter. */
  body: string;
}

const DATA_EXTENSIONS = [".yaml", ".yml", ".json"];

function relative(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

/** Files in `dir` with one of `extensions`, in name order; a name that is not a slug fails. */
function filesIn(dir: string, extensions: readonly string[]): { id: string; file: string; absolute: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => extensions.includes(path.extname(name)))
    .sort()
    .map((name) => {
      const absolute = path.join(dir, name);
      const file = relative(absolute);
      return { id: slugId(path.basename(name, path.extname(name)), file), absolute, file };
    });
}

function parseYamlOrJson(file: string, source: string, field: string): unknown {
  try {
    return file.endsWith(".json") ? JSON.parse(source) : parseYaml(source);
  } catch (error) {
    fail(
      file,
      field,
      `is not valid ${file.endsWith(".json") ? "JSON" : "YAML"} (${(error as Error).message.split("\n")[0]})`,
    );
  }
}

/** The ids of a collection's entries (file names), without reading them. */
export function entryIds(dir: string, extensions: readonly string[] = [...DATA_EXTENSIONS, ".md"]): string[] {
  return filesIn(dir, extensions).map((f) => f.id);
}

/** One YAML or JSON file checked against `schema`. */
export function readDataFile<T>(file: string, schema: z.ZodType<T> | EntrySchema): T {
  return parseDataFile(relative(file), readFileSync(file, "utf8"), schema);
}

/** A YAML or JSON file's text (`file` names it in a mistake) checked against `schema`, as the loader checks it. */
export function parseDataFile<T>(file: string, source: string, schema: z.ZodType<T> | EntrySchema): T {
  return checkEntryData(
    file,
    path.basename(file, path.extname(file)),
    parseYamlOrJson(file, source, "file"),
    schema,
  ) as T;
}

/** Every YAML/JSON entry in `dir`, each checked against `schema` (or its own schema in it). */
export function readDataEntries<T>(dir: string, schema: z.ZodType<T> | EntrySchema): Entry<T>[] {
  return filesIn(dir, DATA_EXTENSIONS).map(({ id, file, absolute }) => ({
    id,
    file,
    data: checkEntryData(file, id, parseYamlOrJson(file, readFileSync(absolute, "utf8"), "file"), schema) as T,
  }));
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A Markdown file's frontmatter (checked against `schema`) and body. */
export function parseMarkdown<T>(
  file: string,
  source: string,
  schema: z.ZodType<T> | EntrySchema,
): { data: T; body: string } {
  const match = FRONTMATTER.exec(source);
  if (!match) fail(file, "frontmatter", "is missing: the file must start with a --- block of fields");
  const data = checkEntryData(
    file,
    path.basename(file, ".md"),
    parseYamlOrJson(file, match[1]!, "frontmatter") ?? {},
    schema,
  ) as T;
  return { data, body: source.slice(match[0].length) };
}

/** Every Markdown entry in `dir`, its frontmatter checked against `schema`. */
export function readMarkdownEntries<T>(dir: string, schema: z.ZodType<T> | EntrySchema): MarkdownEntry<T>[] {
  return filesIn(dir, [".md"]).map(({ id, file, absolute }) => ({
    id,
    file,
    ...parseMarkdown(file, readFileSync(absolute, "utf8"), schema),
  }));
}
