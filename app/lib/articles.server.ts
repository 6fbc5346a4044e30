/**
 * Reads the blog's Markdown articles at build time (route loaders and the route table run in Node
 * during prerender; none of this reaches the browser). Frontmatter is validated with a schema, so a
 * mistake fails the build with one line naming the file and the field. Code is highlighted here too,
 * so the browser receives finished HTML and no highlighter.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import rehypeShikiFromHighlighter from "@shikijs/rehype/core";
import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { createHighlighterCoreSync, type HighlighterCore } from "shiki/core";
import { createJavaScriptRegexEngine } from "shiki/engine/javascript";
import bash from "shiki/langs/bash.mjs";
import javascript from "shiki/langs/javascript.mjs";
import json from "shiki/langs/json.mjs";
import python from "shiki/langs/python.mjs";
import rust from "shiki/langs/rust.mjs";
import tsx from "shiki/langs/tsx.mjs";
import typescript from "shiki/langs/typescript.mjs";
import codeTheme from "shiki/themes/github-light-high-contrast.mjs";
import { unified, type Plugin } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import * as z from "zod";
import {
  articleCopy,
  authorNames,
  blogCategories,
  type ArticleDetail,
  type BlogAuthorName,
  type BlogCategory,
  type ArticleFrontmatter,
  type ArticleSummary,
  type TocEntry,
} from "../content/blog.ts";
import { BRAND } from "../content/site.ts";
import { codeStyleClasses } from "./code-styles.ts";
import { countWords, readingMinutes } from "./reading-time.ts";

export const ARTICLES_DIR = path.resolve(process.cwd(), "app/content/articles");
export const PUBLIC_DIR = path.resolve(process.cwd(), "public");

/** github-light's orange and green fall below 4.5:1 on white; this variant keeps every token above it. */
export const CODE_THEME = "github-light-high-contrast";

// STAND-IN for the editor branch (issue 13 part 4), replaced at merge by the real schema on main:
// accepts the new format the editor writes (slug = file name; category and author as ids; author,
// image/alt, updated, tags, draft, canonical optional) beside the old one the current articles use,
// and maps it to the ArticleFrontmatter the pages already read.
const categoryIds = { "ai-insights": "AI Insights", motivation: "Motivation", "tech-trends": "Tech Trends" } as const;
const authorIds = { "maya-chen": "Maya Chen", "daniel-okafor": "Daniel Okafor", "priya-raman": "Priya Raman" } as const;
const slugRule = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens");
const imageRule = z.string().regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|webp|avif|jpg)$/, "must be a path under /images/, e.g. /images/blog/x.svg");
/** The picture an article without an image of its own shows on its card and page. */
const DEFAULT_ARTICLE_IMAGE = { image: "/images/about/horizon.svg", alt: "" };
const frontmatterSchema = z
  .strictObject({
    title: z.string().min(1),
    slug: slugRule.optional(),
    category: z.union([z.enum(blogCategories), z.enum(Object.keys(categoryIds) as [keyof typeof categoryIds])], `must be one of ${Object.keys(categoryIds).join(", ")}`),
    date: z.iso.date("must be a real date written YYYY-MM-DD"),
    updated: z.iso.date("must be a real date written YYYY-MM-DD").optional(),
    author: z.union([z.enum(authorNames), z.enum(Object.keys(authorIds) as [keyof typeof authorIds])], `must be one of ${Object.keys(authorIds).join(", ")}`).optional(),
    excerpt: z.string().min(1),
    tags: z.array(z.string().regex(/^[a-z0-9][a-z0-9 -]*$/, "must be lowercase")).optional(),
    draft: z.boolean().optional(),
    image: imageRule.optional(),
    alt: z.string().min(1).optional(),
    canonical: z.url().optional(),
  })
  .refine((m) => !m.image || m.alt, { path: ["alt"], message: "is required when there is an image" });

export class ArticleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArticleError";
    // The message already says where the problem is; a stack trace into this module would only bury it.
    this.stack = `${this.name}: ${message}`;
  }
}

function fail(file: string, field: string, message: string): never {
  throw new ArticleError(`${file}: "${field}" ${message}`);
}

/** One line describing the first schema problem, in a writer's terms. */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) return "is missing";
    const got = issue.input === null ? "nothing" : Array.isArray(issue.input) ? "a list" : `a ${typeof issue.input}`;
    return `must be a ${issue.expected}, not ${got}`;
  }
  if (issue.code === "unrecognized_keys") return "is not a known field";
  if (issue.code === "too_small") return "must not be empty";
  return issue.message;
}

/** Dates as readers see them; fixed locale and UTC so every build prints the same text. */
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

let highlighter: HighlighterCore | undefined;
function getHighlighter(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [codeTheme],
    langs: [bash, javascript, json, python, rust, tsx, typescript],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

interface ArticleData {
  toc?: TocEntry[];
  words?: number;
}

/** Records the h2 sections (for the table of contents) and the words of the prose (not the code). */
const collectOutline: Plugin<[], Root> = () => (tree, file) => {
  const data = file.data as ArticleData;
  data.words = tree.children
    .filter((node) => !(node.type === "element" && node.tagName === "pre"))
    .reduce((sum, node) => sum + countWords(toString(node)), 0);
  data.toc = [];
  visit(tree, "element", (node: Element) => {
    if (node.tagName === "h2" && typeof node.properties.id === "string") {
      data.toc!.push({ id: node.properties.id, title: toString(node) });
    }
  });
};

/** Languages written without highlighting on purpose. */
const PLAIN_LANGUAGES = ["text", "txt", "plaintext"];

class UnknownLanguageError extends Error {}

/** Shiki leaves a block in an unloaded language unhighlighted without a word; a typo should fail instead. */
const requireKnownLanguages: Plugin<[HighlighterCore], Root> = (shiki) => (tree) => {
  const known = new Set([...shiki.getLoadedLanguages(), ...PLAIN_LANGUAGES]);
  visit(tree, "element", (node: Element) => {
    if (node.tagName !== "code") return;
    const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
    const language = classes.map(String).find((c) => c.startsWith("language-"))?.slice("language-".length);
    if (language && !known.has(language)) {
      const names = [...known].filter((n) => /^[a-z]+$/.test(n)).sort().join(", ");
      throw new UnknownLanguageError(`has a code block in "${language}", which is not highlighted; use one of ${names}`);
    }
  });
};

/** Schemes a link or image in an article may use; anything else (javascript:, data:, vbscript:) is dropped. */
const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/** A URL is safe when it is relative or names a safe scheme; browsers ignore controls and spaces in it. */
export function isSafeUrl(url: string): boolean {
  const visible = [...url].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join("");
  const scheme = /^([^/?#]*):/.exec(visible)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
}

/** Leaves no unsafe URL in the HTML: such a link keeps its text without the link, such an image goes. */
const allowSafeUrlsOnly: Plugin<[], Root> = () => (tree) => {
  visit(tree, "element", (node: Element, index, parent) => {
    for (const property of ["href", "src"] as const) {
      const value = node.properties[property];
      if (typeof value !== "string" || isSafeUrl(value)) continue;
      if (node.tagName === "a") {
        node.tagName = "span";
        node.properties = {};
      } else if (parent && index !== undefined) {
        parent.children.splice(index, 1);
        return index;
      }
    }
  });
};

class UnknownCodeStyleError extends Error {}

/** Shiki's style attributes as classes (code-styles.ts): the CSP admits no inline styles. */
const codeStylesAsClasses: Plugin<[], Root> = () => (tree) => {
  visit(tree, "element", (node: Element) => {
    const style = node.properties.style;
    if (typeof style !== "string") return;
    const result = codeStyleClasses(style);
    if ("unknown" in result) throw new UnknownCodeStyleError(`has code styled "${result.unknown}", which app/lib/code-styles.ts has no class for`);
    // Shiki names the <pre>'s classes in a "class" string, rehype in a className list.
    const { className, class: classString } = node.properties;
    const existing = [...(Array.isArray(className) ? className.map(String) : []), ...(typeof classString === "string" ? classString.split(/\s+/) : [])];
    node.properties.className = [...existing.filter(Boolean), ...result.classes];
    delete node.properties.class;
    delete node.properties.style;
  });
};

const anchorContent: ElementContent = {
  type: "element",
  tagName: "span",
  properties: { ariaHidden: "true" },
  children: [{ type: "text", value: "#" }],
};

function createProcessor() {
  return (
    unified()
      .use(remarkParse)
      .use(remarkFrontmatter)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(allowSafeUrlsOnly)
      .use(rehypeSlug)
      .use(collectOutline)
      // A "#" link beside (not inside) each heading: headings keep their own accessible name, and the
      // link gets a name of its own that says where it points.
      .use(rehypeAutolinkHeadings, {
        behavior: "after",
        test: ["h2", "h3"],
        group: (heading) => ({
          type: "element",
          tagName: "div",
          properties: { className: ["heading-group", `heading-group-${heading.tagName}`] },
          children: [],
        }),
        properties: (heading) => ({ className: ["heading-anchor"], ariaLabel: articleCopy.anchorLabel(toString(heading)) }),
        content: anchorContent,
      })
      .use(requireKnownLanguages, getHighlighter())
      .use(rehypeShikiFromHighlighter, getHighlighter(), { theme: CODE_THEME })
      .use(codeStylesAsClasses)
      .use(rehypeStringify)
  );
}
let processor: ReturnType<typeof createProcessor> | undefined;

/** Check one article's frontmatter; `publicDir` is where its image must exist. */
export function parseFrontmatter(file: string, source: string, publicDir: string = PUBLIC_DIR): ArticleFrontmatter {
  return checkFrontmatter(file, new VFile({ path: file, value: source }), publicDir);
}

function checkFrontmatter(file: string, vfile: VFile, publicDir: string): ArticleFrontmatter {
  try {
    matter(vfile);
  } catch (error) {
    fail(file, "frontmatter", `is not valid YAML (${(error as Error).message.split("\n")[0]})`);
  }
  const result = frontmatterSchema.safeParse(vfile.data.matter ?? {}, { reportInput: true });
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.join(".") || (issue.code === "unrecognized_keys" ? issue.keys.join(", ") : "frontmatter");
    fail(file, field, describeIssue(issue));
  }
  const data = result.data;
  const slug = data.slug ?? path.basename(file, ".md");
  if (!slugRule.safeParse(slug).success) fail(file, "file name", "must be lowercase words joined by hyphens");
  if (data.image && !existsSync(path.join(publicDir, data.image))) fail(file, "image", `names ${data.image}, which does not exist in public/`);
  const category = data.category in categoryIds ? categoryIds[data.category as keyof typeof categoryIds] : (data.category as BlogCategory);
  const author = data.author === undefined ? BRAND : data.author in authorIds ? authorIds[data.author as keyof typeof authorIds] : (data.author as BlogAuthorName);
  const picture = data.image ? { image: data.image, alt: data.alt ?? "" } : DEFAULT_ARTICLE_IMAGE;
  return { title: data.title, slug, category, date: data.date, author, excerpt: data.excerpt, ...picture };
}

/** Check and render one article file; `publicDir` is where its image must exist. */
export function parseArticle(file: string, source: string, publicDir: string = PUBLIC_DIR): ArticleDetail {
  const vfile = new VFile({ path: file, value: source });
  const meta = checkFrontmatter(file, vfile, publicDir);
  processor ??= createProcessor();
  let html: string;
  try {
    html = String(processor.processSync(vfile));
  } catch (error) {
    if (error instanceof UnknownLanguageError || error instanceof UnknownCodeStyleError) fail(file, "body", error.message);
    fail(file, "body", `cannot be rendered (${(error as Error).message.split("\n")[0]})`);
  }
  const { toc = [], words = 0 } = vfile.data as ArticleData;
  return { ...meta, dateText: formatDate(meta.date), readingMinutes: readingMinutes(words), words, toc, html };
}

/** Reads every .md file in `dir` with `parse`, in file-name order; a slug used twice fails. */
function readAll<T extends { slug: string }>(dir: string, parse: (file: string, source: string) => T): T[] {
  const seen = new Map<string, string>();
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((name) => {
      const file = path.relative(process.cwd(), path.join(dir, name));
      const item = parse(file, readFileSync(path.join(dir, name), "utf8"));
      const other = seen.get(item.slug);
      if (other) fail(file, "slug", `"${item.slug}" is already used by ${other}`);
      seen.set(item.slug, file);
      return item;
    });
}

export const newestFirst = (a: ArticleFrontmatter, b: ArticleFrontmatter) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** Every article in `dir`, rendered, newest first; duplicate slugs fail. */
export function loadArticles(dir: string = ARTICLES_DIR, publicDir: string = PUBLIC_DIR): ArticleDetail[] {
  return readAll(dir, (file, source) => parseArticle(file, source, publicDir)).sort(newestFirst);
}

/** Every article's checked frontmatter, newest first, without rendering the bodies. */
export function loadFrontmatter(dir: string = ARTICLES_DIR, publicDir: string = PUBLIC_DIR): ArticleFrontmatter[] {
  return readAll(dir, (file, source) => parseFrontmatter(file, source, publicDir)).sort(newestFirst);
}

let cache: ArticleDetail[] | undefined;
/** The site's articles, newest first, read once per build. */
export function getArticles(): ArticleDetail[] {
  cache ??= loadArticles();
  return cache;
}

let slugCache: string[] | undefined;
/**
 * The slugs for the route table. Only the frontmatter is read (and checked), so loading the route
 * table stays quick; the bodies are rendered by the loaders during prerender.
 */
export function articleSlugs(): string[] {
  slugCache ??= loadFrontmatter().map((a) => a.slug);
  return slugCache;
}

/** What a card or link needs; leaves the body out, so list pages stay small. */
export function toSummary({ html: _html, toc: _toc, words: _words, ...summary }: ArticleDetail): ArticleSummary {
  return summary;
}

export interface ArticleContext {
  article: ArticleDetail;
  /** The next older article, if any. */
  older?: ArticleSummary;
  /** The next newer article, if any. */
  newer?: ArticleSummary;
  /** Other articles in the same category, newest first. */
  related: ArticleSummary[];
}

/** An article with its neighbours by date and its related articles; `articles` is newest first. */
export function articleContext(articles: readonly ArticleDetail[], slug: string): ArticleContext | undefined {
  const index = articles.findIndex((a) => a.slug === slug);
  const article = articles[index];
  if (!article) return undefined;
  const older = articles[index + 1];
  const newer = index > 0 ? articles[index - 1] : undefined;
  return {
    article,
    older: older && toSummary(older),
    newer: newer && toSummary(newer),
    related: articles.filter((a) => a.category === article.category && a.slug !== slug).map(toSummary),
  };
}
