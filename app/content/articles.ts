/** The blog's articles, authors and categories from their content collections (content.config.ts). */
import { getCollection } from "astro:content";
import { newestFirst } from "../lib/articles.ts";
import type { ArticleDetail, Author, Category } from "./blog.ts";

export async function getArticles(): Promise<ArticleDetail[]> {
  return (await getCollection("articles")).map((entry) => entry.data as unknown as ArticleDetail).sort(newestFirst);
}

/** The publication, then the writers in the About page's order (the store does not keep the readers' order). */
export async function getAuthors(): Promise<Author[]> {
  return (await getCollection("authors")).map((entry) => entry.data as unknown as Author).sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/** The categories in file-name order: the blog filters' order. */
export async function getCategories(): Promise<Category[]> {
  return (await getCollection("categories")).map((entry) => entry.data as unknown as Category).sort((a, b) => a.id.localeCompare(b.id));
}
