/**
 * The content loader for content.config.ts: `checkedGlob` is Astro's own glob() loader, which
 * parses, renders (Markdown, with the pipeline in astro.config.ts) and stores each entry once and
 * keeps it between builds, with the collection's zod schema. What is ours: an entry's id is its
 * path in the collection's folder without the extension, each part a slug (so renaming a file
 * renames the page); the `{brand}` and `{email}` placeholders in its data are filled in
 * (placeholders.ts; Markdown bodies are filled by the pipeline, markdown-plugins.ts); a schema
 * mistake is reported in a writer's words, one line naming the file and the field (errors.ts), where
 * Astro would print the collection, the id and zod's message; a collection whose files each have
 * their own schema (the pages) is checked against the schema for each entry's id (check-entry.ts);
 * and the entries loaded are published for the header's menus (loaded-entries.ts).
 */
import path from "node:path";
import { glob, type Loader } from "astro/loaders";
import { checkEntryData, slugId, type EntrySchema } from "../lib/content/check-entry.ts";
import { publishEntries } from "./loaded-entries.ts";
import { withBrand } from "../lib/content/placeholders.ts";

/**
 * An entry's id: its path under `base` without the extension ("tools", or "ai/tools" in a folder
 * with sections), each part of which must be a slug.
 */
export function idOfEntry(entry: string, base = ""): string {
  return slugId(entry.slice(0, entry.length - path.posix.extname(entry).length), path.posix.join(base, entry));
}

/** The entries of `base` (relative to the project) whose names match `pattern`, checked against `schema`. */
export function checkedGlob(options: { pattern: string; base: string }, schema: EntrySchema): Loader {
  const base = options.base.replace(/^\.\//, "");
  // retainBody: false: the store keeps a Markdown entry's rendered HTML, not its source as well,
  // which nothing reads: a fifth less data held in memory through the build (50 MB at 10,000 articles).
  const inner = glob({ ...options, retainBody: false, generateId: ({ entry }) => idOfEntry(entry, base) });
  return {
    name: "checked-glob",
    load: async (context) => {
      const { collection, store } = context;
      // Once loaded, each change `astro dev` makes when a file is saved is published again.
      let loaded = false;
      const publish = () => loaded && publishEntries(collection, store.values());
      await inner.load({
        ...context,
        store: {
          ...store,
          set: (entry) => {
            const stored = store.set(entry);
            publish();
            return stored;
          },
          delete: (id) => {
            store.delete(id);
            publish();
          },
        },
        parseData: async (props) => {
          const file = props.filePath ? path.relative(process.cwd(), props.filePath) : `${collection} → ${props.id}`;
          const data = withBrand(props.data) as typeof props.data;
          // A collection whose files each have their own schema has none of its own in Astro: the
          // entry is checked here, against the schema for its id, and stored as checked.
          if ("byId" in schema)
            return context.parseData({
              ...props,
              data: checkEntryData(file, props.id, props.data, schema) as typeof props.data,
            });
          try {
            return await context.parseData({ ...props, data });
          } catch (error) {
            // Astro's message names the collection and id; ours names the file and the field. The
            // schema runs a second time only on this failing entry, to find its first problem.
            checkEntryData(file, props.id, props.data, schema);
            throw error;
          }
        },
      });
      loaded = true;
      publish();
    },
  };
}
