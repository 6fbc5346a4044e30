/**
 * `virtual:article-summaries`: every article's summary (frontmatter, date text, reading time; no
 * body), newest first, as a module. The blog list island imports it, so the summaries reach the
 * browser once, in the island's script, instead of as island props inline in the page (issue 12).
 */
import type { Plugin } from "vite";
import { ARTICLES_DIR, loadArticles, toSummary } from "../app/lib/articles.server.ts";

const ID = "virtual:article-summaries";
const RESOLVED = `\0${ID}`;

export function articleSummaries(): Plugin {
  return {
    name: "techhorizon:article-summaries",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      // `astro dev` rebuilds the module when an article is saved.
      this.addWatchFile(ARTICLES_DIR);
      return `export default ${JSON.stringify(loadArticles().map(toSummary))};`;
    },
  };
}
