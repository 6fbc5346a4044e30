/**
 * For tests: the blog's folders read the way Astro's content layer stores them (schema-checked
 * data, the body rendered by the same Markdown pipeline astro.config.ts gives Astro), then made into
 * what the pages use by the site's own code (lib/blog-entries.ts). The build never runs this: there
 * the content layer reads each file once.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { unified } from "@astrojs/markdown-remark";
import type { ArticleDetail, Author, Category, Series, Tag } from "../../content/schemas/blog.ts";
import { articleSchema, type ArticleData } from "../../content/schemas/articles.ts";
import { authorSchema } from "../../content/schemas/authors.ts";
import { categorySchema } from "../../content/schemas/categories.ts";
import { seriesSchema } from "../../content/schemas/series.ts";
import { tagSchema } from "../../content/schemas/tags.ts";
import { toArticles, toAuthors, toCategories, toTags, type StoredEntry } from "../../lib/blog-entries.ts";
import { toSeries } from "../../lib/series.ts";
import { CONTENT_DIR, entryIds, parseMarkdown, readDataEntries } from "./files.testing.ts";
import { markdownProcessor } from "../markdown-plugins.ts";
import { readCopy } from "../copy-files.ts";

export interface BlogFolders {
  articlesDir?: string;
  categoriesDir?: string;
  authorsDir?: string;
  tagsDir?: string;
  seriesDir?: string;
  publicDir?: string;
  /** Keep drafts (as `astro dev` does). */
  drafts?: boolean;
}

const renderer = unified(markdownProcessor as Parameters<typeof unified>[0]).createRenderer({ syntaxHighlight: false });

/** `markdown` rendered as the content layer renders an article's body: the HTML and what the plugins recorded. */
export async function renderArticleBody(
  markdown: string,
): Promise<{ html: string; metadata: Record<string, unknown> }> {
  const { code, metadata } = await (await renderer).render(markdown, { frontmatter: {} });
  return { html: code, metadata };
}

/** One article file as a stored entry: its frontmatter checked (a mistake throws, naming the file and the field) and its body rendered. */
export async function readArticleEntry(file: string): Promise<StoredEntry<ArticleData> & { body: string }> {
  const { data, body } = parseMarkdown(file, readFileSync(file, "utf8"), articleSchema);
  return { id: path.basename(file, ".md"), filePath: file, data, body, rendered: await renderArticleBody(body) };
}

export function readCategoryFolder(dir = path.join(CONTENT_DIR, "categories")): Category[] {
  return toCategories(readDataEntries(dir, categorySchema));
}

export function readTagFolder(dir = path.join(CONTENT_DIR, "tags")): Tag[] {
  return toTags(readDataEntries(dir, tagSchema));
}

export function readSeriesFolder(dir = path.join(CONTENT_DIR, "series")): Series[] {
  return toSeries(readDataEntries(dir, seriesSchema));
}

export function readAuthorFolder(dir = path.join(CONTENT_DIR, "authors")): Author[] {
  return toAuthors(readDataEntries(dir, authorSchema), readCopy("article").publicationAuthor);
}

/** The articles of a folder as the pages get them, newest first, with each one's Markdown body. */
export async function readBlog(folders: BlogFolders = {}): Promise<(ArticleDetail & { body: string })[]> {
  const {
    articlesDir = path.join(CONTENT_DIR, "articles"),
    publicDir = path.resolve("public"),
    drafts = false,
  } = folders;
  const entries = await Promise.all(
    entryIds(articlesDir, [".md"]).map((id) =>
      readArticleEntry(path.relative(process.cwd(), path.join(articlesDir, `${id}.md`))),
    ),
  );
  const articles = toArticles(
    entries,
    readCategoryFolder(folders.categoriesDir),
    readAuthorFolder(folders.authorsDir),
    {
      drafts,
      imageExists: (image) => existsSync(path.join(publicDir, image)),
      tags: readTagFolder(folders.tagsDir),
      series: readSeriesFolder(folders.seriesDir),
    },
  );
  const bodies = new Map(entries.map((entry) => [entry.id, entry.body]));
  return articles.map((article) => ({ ...article, body: bodies.get(article.slug)! }));
}
