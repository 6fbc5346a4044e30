/**
 * Reads the blog's Markdown articles at build time (route loaders and the route table run in Node
 * during prerender; none of this reaches the browser). Frontmatter is validated with a schema, so a
 * mistake fails the build with one line naming the file and the field.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import * as z from "zod";
import { blogCategories } from "../content/blog.ts";

export const ARTICLES_DIR = path.resolve(process.cwd(), "app/content/articles");
export const PUBLIC_DIR = path.resolve(process.cwd(), "public");

const frontmatterSchema = z.strictObject({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
  category: z.enum(blogCategories),
  date: z.iso.date("must be a real date written YYYY-MM-DD"),
  author: z.string().min(1),
  excerpt: z.string().min(1),
  image: z.string().regex(/^\/images\/.+\.(svg|png|webp|avif|jpg)$/, "must be a path under /images/"),
  alt: z.string().min(1),
});

export type ArticleMeta = z.infer<typeof frontmatterSchema>;
export interface Article extends ArticleMeta {
  html: string;
}

export class ArticleError extends Error {}

function fail(file: string, field: string, message: string): never {
  throw new ArticleError(`${file}: "${field}" ${message}`);
}

const markdown = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeStringify);

/** Parse and check one article file; `publicDir` is where its image must exist. */
export function parseArticle(file: string, source: string, publicDir = PUBLIC_DIR): Article {
  const vfile = new VFile({ path: file, value: source });
  try {
    matter(vfile);
  } catch (error) {
    fail(file, "frontmatter", `is not valid YAML (${(error as Error).message.split("\n")[0]})`);
  }
  const result = frontmatterSchema.safeParse(vfile.data.matter ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.join(".") || (issue.code === "unrecognized_keys" ? issue.keys.join(", ") : "frontmatter");
    fail(file, field, issue.code === "invalid_type" && issue.input === undefined ? "is missing" : issue.message);
  }
  const meta = result.data;
  if (!existsSync(path.join(publicDir, meta.image))) fail(file, "image", `names ${meta.image}, which does not exist`);
  const html = String(markdown.processSync(vfile));
  return { ...meta, html };
}

/** Every article in `dir`, newest first; duplicate slugs fail. */
export function loadArticles(dir = ARTICLES_DIR, publicDir = PUBLIC_DIR): Article[] {
  const files = readdirSync(dir).filter((f) => f.endsWith(".md")).sort();
  const seen = new Map<string, string>();
  const articles = files.map((name) => {
    const file = path.relative(process.cwd(), path.join(dir, name));
    const article = parseArticle(file, readFileSync(path.join(dir, name), "utf8"), publicDir);
    const other = seen.get(article.slug);
    if (other) fail(file, "slug", `"${article.slug}" is already used by ${other}`);
    seen.set(article.slug, file);
    return article;
  });
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

let cache: Article[] | undefined;
/** The site's articles, read once per build. */
export function getArticles(): Article[] {
  cache ??= loadArticles();
  return cache;
}

export function articleSlugs(): string[] {
  return getArticles().map((a) => a.slug);
}

export function toMeta({ html: _html, ...meta }: Article): ArticleMeta {
  return meta;
}
