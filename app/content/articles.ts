/** The blog's articles from their content collection (content.config.ts), newest first. */
import { getCollection } from "astro:content";
import { newestFirst } from "../lib/articles.server.ts";
import type { ArticleDetail } from "./blog.ts";

export async function getArticles(): Promise<ArticleDetail[]> {
  return (await getCollection("articles")).map((entry) => entry.data as ArticleDetail).sort(newestFirst);
}
