/**
 * The content collections. Each reads its folder under app/content/ with the reader in
 * lib/collections/, which checks every entry against its schema (content/schemas/), so a mistake
 * fails the build with one line naming the file and the field. `astro dev` re-reads a folder when a
 * file in it is saved.
 */
import { defineCollection } from "astro:content";
import { ARTICLES_DIR, readArticles } from "~/lib/collections/articles.server";
import { AUTHORS_DIR, readAllAuthors } from "~/lib/collections/authors.server";
import { CATEGORIES_DIR, readCategories } from "~/lib/collections/categories.server";
import { PAGES_DIR, readPages } from "~/lib/collections/pages.server";
import { folderLoader } from "~/lib/content/loader";

const entries = <T extends { id?: string; slug?: string }>(items: readonly T[]) =>
  items.map((item) => ({ id: item.id ?? item.slug!, data: { ...item } as Record<string, unknown> }));

export const collections = {
  // An article also changes when a category or author it names does.
  articles: defineCollection({ loader: folderLoader("articles", [ARTICLES_DIR, CATEGORIES_DIR, AUTHORS_DIR], () => entries(readArticles())) }),
  authors: defineCollection({ loader: folderLoader("authors", [AUTHORS_DIR], () => entries(readAllAuthors())) }),
  categories: defineCollection({ loader: folderLoader("categories", [CATEGORIES_DIR], () => entries(readCategories())) }),
  // The copy of the fixed pages: one file per page, e.g. getEntry("pages", "about").
  pages: defineCollection({ loader: folderLoader("pages", [PAGES_DIR], () => readPages().map(({ id, data }) => ({ id, data: { ...data } }))) }),
};
