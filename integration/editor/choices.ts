/**
 * The AI guides an AI topic of the AI page may name (app/content/pages/ai.yaml, `guide`), as the
 * editor offers them: the file names of app/content/guides/ai/, each with its title. Read by Vite
 * when the editor's config is bundled (a new guide shows after `npm run dev` restarts). The other
 * choices of other collections' entries are Keystatic's own pickers, which read the folders live.
 */
import { parse as parseYaml } from "yaml";

export interface Choice {
  /** What the file holds: the guide's file name without `.md`. */
  value: string;
  /** What the editor shows. */
  label: string;
}

/** One choice per file, by file name, labelled by the frontmatter's title. */
export function choicesFrom(files: Record<string, string>): Choice[] {
  return Object.entries(files)
    .map(([file, source]) => {
      const value = file.slice(file.lastIndexOf("/") + 1).replace(/\.md$/, "");
      const frontmatter = /^---\n([^]*?)\n---/.exec(source)?.[1] ?? "";
      const title = ((parseYaml(frontmatter) ?? {}) as Record<string, unknown>).title;
      return { value, label: typeof title === "string" && title ? `${title} (${value})` : value };
    })
    .sort((a, b) => a.value.localeCompare(b.value));
}

const aiGuideFiles = import.meta.glob<string>("../../app/content/guides/ai/*.md", {
  eager: true,
  query: "?raw",
  import: "default",
});

export const aiGuideChoices: readonly Choice[] = choicesFrom(aiGuideFiles);
