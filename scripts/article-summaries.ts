/**
 * `virtual:article-summaries`: every built article's summary (frontmatter, date text, reading time; no
 * body), newest first, and the category names in order, as a module. The blog list island imports it,
 * so the summaries reach the browser once, in the island's script, instead of as island props inline
 * in the page (issue 12).
 */
import type { Plugin } from "vite";
import { toSummary } from "../app/lib/articles.ts";
import { ARTICLES_DIR, readArticles } from "../app/lib/collections/articles.server.ts";
import { AUTHORS_DIR } from "../app/lib/collections/authors.server.ts";
import { CATEGORIES_DIR, readCategories } from "../app/lib/collections/categories.server.ts";

const ID = "virtual:article-summaries";
const RESOLVED = `\0${ID}`;

export function articleSummaries(): Plugin {
  return {
    name: "techhorizon:article-summaries",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      // `astro dev` rebuilds the module when an article, category or author is saved.
      for (const dir of [ARTICLES_DIR, CATEGORIES_DIR, AUTHORS_DIR]) this.addWatchFile(dir);
      const summaries = readArticles().map(toSummary);
      const names = readCategories().map((c) => c.name);
      return `export default ${JSON.stringify(summaries)};\nexport const categoryNames = ${JSON.stringify(names)};`;
    },
  };
}
