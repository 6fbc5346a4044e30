/**
 * The content collections. Articles are Markdown files in content/articles/: the loader validates
 * each file's frontmatter with the article schema (lib/articles.server.ts) and renders its body, so a
 * mistake fails the build with one line naming the file and the field.
 */
import { defineCollection } from "astro:content";
import { ARTICLES_DIR, loadArticles } from "~/lib/articles.server";

const articles = defineCollection({
  loader: {
    name: "articles",
    load: async ({ store, watcher, parseData }) => {
      const sync = async () => {
        store.clear();
        for (const article of loadArticles()) {
          const data = await parseData({ id: article.slug, data: { ...article } });
          store.set({ id: article.slug, data });
        }
      };
      await sync();
      // `astro dev` re-reads the articles when one is saved.
      watcher?.add(ARTICLES_DIR);
      watcher?.on("change", (file) => file.startsWith(ARTICLES_DIR) && void sync());
    },
  },
});

export const collections = { articles };
