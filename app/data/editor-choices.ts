/**
 * The categories, authors and series the editor (keystatic.config.ts) offers, as ids with their
 * names, read from app/content/categories/<id>.yaml, app/content/authors/<id>.yaml and
 * app/content/series/<id>.yaml. The editor's form runs in
 * the browser, so the files come through Vite rather than the collections' readers.
 */
import { parse as parseYaml } from "yaml";

export interface Choice {
  /** The id an article's frontmatter names: the entry's file name without `.yaml`. */
  value: string;
  /** What the editor shows. */
  label: string;
}

/** The entries of one folder of `<id>.yaml` files, by id; a file without a `name:` (a series: `title:`) shows its id. */
export function choicesFrom(files: Record<string, string>, field: "name" | "title" = "name"): Choice[] {
  return Object.entries(files)
    .map(([file, source]) => {
      const value = file.slice(file.lastIndexOf("/") + 1).replace(/\.yaml$/, "");
      const label = ((parseYaml(source) ?? {}) as Record<string, unknown>)[field];
      return { value, label: typeof label === "string" && label ? label : value };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

// Vite reads the folders when the editor's config is bundled (astro dev) and when tests run.
const categoryFiles = import.meta.glob<string>("../content/categories/*.yaml", {
  eager: true,
  query: "?raw",
  import: "default",
});
const authorFiles = import.meta.glob<string>("../content/authors/*.yaml", {
  eager: true,
  query: "?raw",
  import: "default",
});
const seriesFiles = import.meta.glob<string>("../content/series/*.yaml", {
  eager: true,
  query: "?raw",
  import: "default",
});

export const categoryChoices: readonly Choice[] = choicesFrom(categoryFiles);
export const authorChoices: readonly Choice[] = choicesFrom(authorFiles);
export const seriesChoices: readonly Choice[] = choicesFrom(seriesFiles, "title");
