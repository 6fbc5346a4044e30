/**
 * The blog's articles (app/content/articles/<slug>.md), read at build time in Node. Frontmatter is
 * checked with the article schema against the categories and authors that exist, so a mistake fails
 * the build with one line naming the file and the field; bodies are rendered to finished HTML.
 * Drafts are read only when `TECHHORIZON_DRAFTS=show` (set by `npm run dev`): the build, the sitemap,
 * the feed and the search index never see them.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { publicationAuthor, type ArticleDetail, type ArticleSummary, type Author, type Category } from "../../content/blog.ts";
import { articleSchema, type ArticleData } from "../../content/schemas/articles.ts";
import { formatDate, newestFirst } from "../articles.ts";
import { fail } from "../content/errors.ts";
import { CONTENT_DIR, entryIds, parseMarkdown } from "../content/files.server.ts";
import { renderMarkdown } from "../content/markdown.server.ts";
import { readingMinutes } from "../reading-time.ts";
import { AUTHORS_DIR, readAuthors } from "./authors.server.ts";
import { CATEGORIES_DIR, readCategories } from "./categories.server.ts";

export const ARTICLES_DIR = path.join(CONTENT_DIR, "articles");
export const PUBLIC_DIR = path.resolve(process.cwd(), "public");

export interface ArticleSources {
  dir?: string;
  publicDir?: string;
  categoriesDir?: string;
  authorsDir?: string;
  /** Keep drafts; by default only in `npm run dev`. */
  drafts?: boolean;
}

export const showDrafts = () => process.env.TECHHORIZON_DRAFTS === "show";

interface Checked {
  slug: string;
  file: string;
  data: ArticleData;
  body: string;
  category: Category;
  author: Author;
}

/** What an article's frontmatter is checked against: the categories and authors that exist. */
function contextOf({ categoriesDir = CATEGORIES_DIR, authorsDir = AUTHORS_DIR }: ArticleSources) {
  const categories = readCategories(categoriesDir);
  const authors = readAuthors(authorsDir);
  return { categories, authors, schema: articleSchema({ categories: categories.map((c) => c.id), authors: authors.map((a) => a.id) }) };
}

/** One article file checked; `file` is its path from the repository root (or any path, for fixtures). */
function check(file: string, { publicDir = PUBLIC_DIR }: ArticleSources, { categories, authors, schema }: ReturnType<typeof contextOf>): Checked {
  const { data, body } = parseMarkdown(file, readFileSync(file, "utf8"), schema);
  if (data.image && !existsSync(path.join(publicDir, data.image))) fail(file, "image", `names ${data.image}, which does not exist in public/`);
  const category = categories.find((c) => c.id === data.category)!;
  const author = data.author ? authors.find((a) => a.id === data.author)! : publicationAuthor;
  return { slug: path.basename(file, ".md"), file, data, body, category, author };
}

/** Every article file in the folder, its frontmatter checked (bodies not yet rendered); drafts only when asked. */
function readChecked(sources: ArticleSources): Checked[] {
  const { dir = ARTICLES_DIR, drafts = showDrafts() } = sources;
  const context = contextOf(sources);
  return entryIds(dir, [".md"])
    .map((slug) => check(path.relative(process.cwd(), path.join(dir, `${slug}.md`)), sources, context))
    .filter((entry) => drafts || !entry.data.draft);
}

function render(entry: Checked): ArticleDetail {
  const { html, toc, words } = renderMarkdown(entry.file, entry.body);
  return { ...summaryOf(entry, words), html, toc, words };
}

/** One article file, checked and rendered, draft or not. */
export function readArticle(file: string, sources: ArticleSources = {}): ArticleDetail {
  return render(check(file, sources, contextOf(sources)));
}

function summaryOf({ slug, data, category, author }: Checked, words: number): ArticleSummary {
  const { title, excerpt, date, updated, tags, image, alt, canonical, draft } = data;
  return {
    slug,
    title,
    excerpt,
    date,
    dateText: formatDate(date),
    ...(updated && { updated, updatedText: formatDate(updated) }),
    category: category.name,
    categoryId: category.id,
    author: author.name,
    authorId: author.id,
    authorRole: author.role,
    tags,
    ...(image && { image, alt }),
    ...(canonical && { canonical }),
    draft,
    readingMinutes: readingMinutes(words),
  };
}

/** Every article, rendered, newest first. */
export function readArticles(sources: ArticleSources = {}): ArticleDetail[] {
  return readChecked(sources).map(render).sort(newestFirst);
}

/** The slugs of the articles that are built (frontmatter checked, bodies not rendered): for the route table. */
export function readArticleSlugs(sources: ArticleSources = {}): string[] {
  return readChecked(sources).map((entry) => entry.slug);
}

/**
 * The authors with a page, for the route table: every writer (the About page links to each), and the
 * publication once an article is signed by it.
 */
export function readAuthorPageIds(sources: ArticleSources = {}): string[] {
  const byPublication = readChecked(sources).some((entry) => entry.author.id === publicationAuthor.id);
  return [...readAuthors(sources.authorsDir ?? AUTHORS_DIR).map((a) => a.id), ...(byPublication ? [publicationAuthor.id] : [])];
}

/** The tags the built articles use, for the route table. */
export function readArticleTags(sources: ArticleSources = {}): string[] {
  return [...new Set(readChecked(sources).flatMap((entry) => entry.data.tags))].sort();
}
