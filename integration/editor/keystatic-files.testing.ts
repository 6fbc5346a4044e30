/**
 * How Keystatic's editor reads an entry's files into its form and writes the form back, run in
 * Node for the tests (ADR 0048): Keystatic's own functions from the installed @keystatic/core
 * (parseProps, serializeProps, loadDataFile, the format of each collection, js-yaml's dump), joined
 * as its editor joins them in dist/keystatic-core-ui.js (parseEntry and serializeEntryToFiles, which
 * it does not export). `gluesMatch` checks that installed file still joins them this way, so an
 * upgrade that changes how Keystatic writes fails the tests instead of passing them unseen.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../shared/build-layout.ts";

const DIST = path.join(REPO_ROOT, "node_modules/@keystatic/core/dist");
type Fn = (...args: never[]) => unknown;
const load = async (file: string) => (await import(path.join(DIST, file))) as Record<string, Fn>;

// The chunks of @keystatic/core 0.6.9 that hold the functions its editor uses (package.json pins it).
const ui = await load("index-3c244051.js");
const base = await load("index-5d64e651.js");
const requiredFiles = await load("required-files-bd819871.js");
// The js-yaml Keystatic imports (it has no types of its own, hence the name in a variable).
const JS_YAML = "js-yaml";
const { dump } = (await import(JS_YAML)) as { dump(value: unknown): string };

const parseProps = ui.p as unknown as (
  schema: unknown,
  value: unknown,
  path: string[],
  pathWithArrayFieldSlugs: string[],
  parseFormField: (schema: FormField, value: unknown, path: string[], pathWithArrayFieldSlugs: string[]) => unknown,
  validateArrayFieldLength: boolean,
) => unknown;
const serializeProps = ui.c as unknown as (
  value: unknown,
  schema: unknown,
  slugField: string | undefined,
  slug: string | undefined,
  suggestFilenamePrefix: boolean,
) => { value: unknown; extraFiles: { path: string; parent?: string; contents: Uint8Array }[] };
const toFormattedFormDataError = ui.t as unknown as (error: unknown) => Error;
const clientSideValidateProp = ui.m as unknown as (schema: unknown, value: unknown, slugField: unknown) => boolean;
const getEntryDataFilepath = base.g as unknown as (dir: string, format: FormatInfo) => string;
const getCollectionFormat = base.v as unknown as (config: unknown, key: string) => FormatInfo;
const getSingletonFormat = base.ab as unknown as (config: unknown, key: string) => FormatInfo;
const loadDataFile = requiredFiles.l as unknown as (
  data: Uint8Array,
  format: FormatInfo,
) => { loaded: unknown; extraFakeFile?: { path: string; contents: Uint8Array } };

interface FormatInfo {
  data: "yaml" | "json";
  contentField?: { path: string[]; contentExtension: string };
  dataLocation: "index" | "outer";
}
interface FormField {
  formKind?: string;
  contentExtension?: string;
  parse(value: unknown, extra?: unknown): unknown;
  filename?(value: unknown, extra: unknown): string | undefined;
}

const encoder = new TextEncoder();

/** What the editor knows of an entry: its collection's or singleton's key, and a collection entry's file name. */
export interface EditorEntry {
  kind: "collection" | "singleton";
  key: string;
  /** A collection entry's slug (its file name without extension, `ai/tools` in a collection with folders). */
  slug?: string;
}

/** What of keystatic.config.ts the editor's reading and writing of files uses. */
export interface EditorConfig {
  collections?: Record<string, { path?: string; slugField?: string; schema: unknown }>;
  singletons?: Record<string, { path?: string; schema: unknown }>;
}

/**
 * How the editor of `keystaticConfig` (keystatic.config.ts, passed in by the tests, which sit above
 * the config; this file does not import it) finds, opens, checks and saves an entry's files.
 */
export function editorFiles(keystaticConfig: EditorConfig) {
  /** The collection or singleton a content file belongs to, or undefined when the editor does not show it. */
  function entryOfFile(file: string): EditorEntry | undefined {
    for (const [key, c] of Object.entries(keystaticConfig.collections!)) {
      const [folder, glob] = c.path!.split(/\/(?=\*)/) as [string, string];
      const format = getCollectionFormat(keystaticConfig, key);
      const extension = format.contentField?.contentExtension ?? `.${format.data}`;
      if (!file.startsWith(`${folder}/`) || !file.endsWith(extension)) continue;
      const slug = file.slice(folder.length + 1, -extension.length);
      if (glob === "*" && slug.includes("/")) continue;
      return { kind: "collection", key, slug };
    }
    for (const [key, s] of Object.entries(keystaticConfig.singletons!)) {
      const format = getSingletonFormat(keystaticConfig, key);
      if (file === `${s.path}.${format.data}`) return { kind: "singleton", key };
    }
    return undefined;
  }

  function schemaAndFormat(entry: EditorEntry) {
    const of =
      entry.kind === "collection" ? keystaticConfig.collections![entry.key]! : keystaticConfig.singletons![entry.key]!;
    const format =
      entry.kind === "collection"
        ? getCollectionFormat(keystaticConfig, entry.key)
        : getSingletonFormat(keystaticConfig, entry.key);
    const slugField = entry.kind === "collection" ? keystaticConfig.collections![entry.key]!.slugField : undefined;
    const dirpath =
      entry.kind === "collection"
        ? `${keystaticConfig.collections![entry.key]!.path!.replace(/\/\*\*?$/, "")}/${entry.slug}`
        : keystaticConfig.singletons![entry.key]!.path!;
    return { schema: { kind: "object", fields: of.schema }, format, slugField, dirpath };
  }

  /**
   * The form's state for the file `bytes` of `entry`, as the editor opens it (keystatic-core-ui.js,
   * parseEntry): a file the form cannot hold throws Keystatic's own message, which the editor shows
   * in place of the form.
   */
  function openEntry(entry: EditorEntry, bytes: Uint8Array): unknown {
    const { schema, format, slugField, dirpath } = schemaAndFormat(entry);
    const files = new Map([[getEntryDataFilepath(dirpath, format), bytes]]);
    const { loaded, extraFakeFile } = loadDataFile(bytes, format);
    if (extraFakeFile) files.set(`${dirpath}/${extraFakeFile.path}`, extraFakeFile.contents);
    try {
      return parseProps(
        schema,
        loaded,
        [],
        [],
        (field, value, at, pathWithArrayFieldSlugs) => {
          if (at.length === 1 && at[0] === slugField) return field.parse(value, { slug: entry.slug });
          if (field.formKind === "asset") {
            const filename = field.filename!(value, {
              suggestedFilenamePrefix: pathWithArrayFieldSlugs.join("/"),
              slug: entry.slug,
            });
            return field.parse(value, { asset: filename ? files.get(filename) : undefined, slug: entry.slug });
          }
          if (field.formKind === "content") {
            const rootPath = `${dirpath}/${pathWithArrayFieldSlugs.join("/")}`;
            return field.parse(value, {
              content: files.get(rootPath + field.contentExtension),
              other: new Map(),
              external: new Map(),
              slug: entry.slug,
            });
          }
          return field.parse(value, undefined);
        },
        false,
      );
    } catch (error) {
      throw toFormattedFormDataError(error);
    }
  }

  /** The data file the editor writes for `state` (keystatic-core-ui.js, serializeEntryToFiles), and any other file it writes. */
  function saveEntry(
    entry: EditorEntry,
    state: unknown,
  ): { data: Uint8Array; extraFiles: { path: string; contents: Uint8Array }[] } {
    const { schema, format, slugField } = schemaAndFormat(entry);
    const { value, extraFiles } = serializeProps(state, schema, slugField, entry.slug, true);
    let data = encoder.encode(format.data === "json" ? JSON.stringify(value, null, 2) + "\n" : dump(value));
    const others = [...extraFiles];
    if (format.contentField) {
      const name = `${format.contentField.path.join("/")}${format.contentField.contentExtension}`;
      const body = others.splice(
        others.findIndex((file) => file.path === name),
        1,
      )[0]!.contents;
      data = new Uint8Array([...encoder.encode("---\n"), ...data, ...encoder.encode("---\n"), ...body]);
    }
    return { data, extraFiles: others };
  }

  /**
   * Whether the editor lets `state` be saved (Keystatic's clientSideValidateProp, which the Save button
   * calls before it writes anything), and the messages its fields show when it does not.
   */
  function checkEntry(entry: EditorEntry, state: unknown): { saves: boolean; messages: string[] } {
    const { schema, slugField } = schemaAndFormat(entry);
    const messages: string[] = [];
    const walk = (field: WalkedField, value: unknown): void => {
      if (field.kind === "form") {
        if (field.formKind === "slug") return;
        try {
          field.validate!(value);
        } catch (error) {
          messages.push((error as Error).message);
        }
      } else if (field.kind === "object")
        for (const [key, child] of Object.entries(field.fields!)) walk(child, (value as Record<string, unknown>)[key]);
      else if (field.kind === "array") for (const item of value as unknown[]) walk(field.element!, item);
    };
    walk(schema as WalkedField, state);
    const slugs = { field: slugField, slugs: new Set<string>(), glob: "*" };
    const warn = console.warn;
    console.warn = () => {};
    try {
      return { saves: clientSideValidateProp(schema, state, slugField ? slugs : undefined), messages };
    } finally {
      console.warn = warn;
    }
  }

  return { entryOfFile, openEntry, saveEntry, checkEntry };
}

interface WalkedField {
  kind: string;
  formKind?: string;
  validate?(value: unknown): unknown;
  fields?: Record<string, WalkedField>;
  element?: WalkedField;
}

/** Whether the installed editor still reads and writes an entry the way openEntry and saveEntry do. */
export function gluesMatch(): string[] {
  const source = readFileSync(path.join(DIST, "keystatic-core-ui.js"), "utf8");
  const expected = [
    "const dataFilepath = getEntryDataFilepath(args.dirpath, args.format);",
    "} = loadDataFile(data, args.format, args.requireFrontmatter);",
    "if (path.length === 1 && path[0] === ((_args$slug3 = args.slug) === null || _args$slug3 === void 0 ? void 0 : _args$slug3.field)) {",
    "const mainFilepath = rootPath + schema.contentExtension;",
    "let dataContent = textEncoder.encode(dataFormat === 'json' ? JSON.stringify(stateWithExtraFilesRemoved, null, 2) + '\\n' : dump(stateWithExtraFilesRemoved));",
    "dataContent = combineFrontmatterAndContents(dataContent, contents);",
    "const frontmatterSplit = textEncoder.encode('---\\n');",
  ];
  return expected.filter((line) => !source.includes(line));
}
