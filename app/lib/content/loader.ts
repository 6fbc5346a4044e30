/**
 * Content loaders for content.config.ts.
 *
 * `checkedGlob`: Astro's own glob() loader, which parses, renders (Markdown) and stores each entry
 * once and keeps it between builds, with the collection's zod schema. Three things are ours: an
 * entry's id is its file name, which must be a slug (so renaming a file renames the page); the
 * `{brand}` and `{email}` placeholders in its data are filled in (files.server.ts); and a schema
 * mistake is reported in a writer's words, one line naming the file and the field (errors.ts), where
 * Astro would print the collection, the id and zod's message.
 *
 * `folderLoader`: for the collections still read by the readers in lib/collections/ (guides,
 * courses, services, careers, legal, pages): stores what a reader returns and re-reads the folder
 * in `astro dev` when a file in it is saved.
 */
import path from "node:path";
import { glob, type Loader } from "astro/loaders";
import type * as z from "zod";
import { fail, validate } from "./errors.ts";
import { withBrand } from "./files.server.ts";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An entry's id: its file name without the extension, which must be a slug. */
export function idOfFile(file: string): string {
  const id = path.basename(file, path.extname(file));
  if (!SLUG.test(id)) fail(file, "file name", "must be lowercase words joined by hyphens, e.g. my-new-page.md");
  return id;
}

/** The entries of `base` (relative to the project) whose names match `pattern`, checked against `schema`. */
export function checkedGlob(options: { pattern: string; base: string }, schema: z.ZodType): Loader {
  const inner = glob({ ...options, generateId: ({ entry }) => idOfFile(path.posix.join(options.base.replace(/^\.\//, ""), entry)) });
  return {
    name: "checked-glob",
    load: (context) =>
      inner.load({
        ...context,
        parseData: async (props) => {
          const data = withBrand(props.data) as typeof props.data;
          try {
            return await context.parseData({ ...props, data });
          } catch (error) {
            // Astro's message names the collection and id; ours names the file and the field. The
            // schema runs a second time only on this failing entry, to find its first problem.
            const file = props.filePath ? path.relative(process.cwd(), props.filePath) : `${context.collection} → ${props.id}`;
            validate(file, schema, data);
            throw error;
          }
        },
      }),
  };
}

export interface LoadedEntry {
  id: string;
  data: Record<string, unknown>;
}

/** `folders`: the folder(s) whose files the entries are made from. */
export function folderLoader(name: string, folders: string | readonly string[], read: () => readonly LoadedEntry[]): Loader {
  const dirs = typeof folders === "string" ? [folders] : folders;
  return {
    name,
    load: async ({ store, watcher, parseData, logger }) => {
      const sync = async () => {
        const entries = read();
        store.clear();
        for (const entry of entries) store.set({ id: entry.id, data: await parseData({ id: entry.id, data: entry.data }) });
      };
      await sync();
      watcher?.add([...dirs]);
      watcher?.on("all", (_event, file) => {
        if (!dirs.some((dir) => file.startsWith(dir))) return;
        // In dev a mistake is reported and the last good content stays; the build fails on it.
        sync().catch((error: unknown) => logger.error((error as Error).message));
      });
    },
  };
}
