/**
 * The categories and authors the editor (keystatic.config.ts) offers, as ids with their names.
 * They are read from app/content/categories/<id>.yaml and app/content/authors/<id>.yaml (each with a
 * `name:` line) when those folders exist; until then the lists below stand in for them, and this is
 * the one place that keeps them. A test checks the two agree once the folders are there.
 */

export interface Choice {
  /** The id an article's frontmatter names: the entry's file name without `.yaml`. */
  value: string;
  /** What the editor shows. */
  label: string;
}

export const FALLBACK_CATEGORIES: readonly Choice[] = [
  { value: "ai-insights", label: "AI Insights" },
  { value: "motivation", label: "Motivation" },
  { value: "tech-trends", label: "Tech Trends" },
];

export const FALLBACK_AUTHORS: readonly Choice[] = [
  { value: "maya-chen", label: "Maya Chen" },
  { value: "daniel-okafor", label: "Daniel Okafor" },
  { value: "priya-raman", label: "Priya Raman" },
];

/** The entries of one folder of `<id>.yaml` files, by id; a file without a `name:` shows its id. */
export function choicesFrom(files: Record<string, string>): Choice[] {
  return Object.entries(files)
    .map(([file, source]) => {
      const value = file.slice(file.lastIndexOf("/") + 1).replace(/\.yaml$/, "");
      const name = /^name:[ \t]*(.*?)[ \t]*$/m.exec(source)?.[1]?.replace(/^(["'])(.*)\1$/, "$2");
      return { value, label: name || value };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

// Vite reads the folders when the editor's config is bundled (astro dev) and when tests run.
const categoryFiles = import.meta.glob<string>("./categories/*.yaml", { eager: true, query: "?raw", import: "default" });
const authorFiles = import.meta.glob<string>("./authors/*.yaml", { eager: true, query: "?raw", import: "default" });

export const categoryChoices: readonly Choice[] = Object.keys(categoryFiles).length ? choicesFrom(categoryFiles) : FALLBACK_CATEGORIES;
export const authorChoices: readonly Choice[] = Object.keys(authorFiles).length ? choicesFrom(authorFiles) : FALLBACK_AUTHORS;
