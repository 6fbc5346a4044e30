/**
 * The blog's articles, authors and categories from Astro's content layer (content.config.ts): each
 * file was parsed, checked and (Markdown) rendered once when the collections were loaded; this reads
 * the stored entries, never the files. Drafts only under `astro dev`.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { getCollection } from "astro:content";
import { toArticles, toAuthors, toCategories, toTags } from "../lib/blog-entries.ts";
import type { ArticleDetail, Author, Category, Series, Tag } from "../content/schemas/blog.ts";
import { toSeries } from "../lib/series.ts";
import articleCopy from "../content/copy/article.yaml";

const imageExists = (image: string) => existsSync(path.join(process.cwd(), "public", image));

/** Every article, newest first. */
export async function getArticles(): Promise<ArticleDetail[]> {
  const [entries, categories, authors, tags, series] = await Promise.all([
    getCollection("articles"),
    getCategories(),
    getAuthors(),
    getTags(),
    getSeries(),
  ]);
  return toArticles(entries, categories, authors, { drafts: import.meta.env.DEV, imageExists, tags, series });
}

/** The writers in the About page's order, then the publication. */
export async function getAuthors(): Promise<Author[]> {
  return toAuthors(await getCollection("authors"), articleCopy.publicationAuthor, imageExists);
}

/** The categories in file-name order: the blog filters' order. */
export async function getCategories(): Promise<Category[]> {
  return toCategories(await getCollection("categories"));
}

/** The tags articles may name, each with what it covers. */
export async function getTags(): Promise<Tag[]> {
  return toTags(await getCollection("tags"));
}

/** The series articles may be part of (app/content/series/), by id. */
export async function getSeries(): Promise<Series[]> {
  return toSeries(await getCollection("series"));
}
