/**
 * The built articles (drafts left out), newest first: what the pages must show. Read from the
 * files with the site's own schemas and Markdown pipeline (data/testing/blog-files.testing.ts), so a
 * test never re-parses frontmatter by hand.
 *
 * Rendering them (Shiki among the pipeline's plugins) costs a process about 5 s of CPU, and the
 * Playwright runner and each of its workers import this. Within one run the content does not change
 * (the tests that edit content edit a copy): the first process to read the articles writes them to
 * the file E2E_ARTICLES names (playwright.config.ts sets it for the runner and its workers), and the
 * others read that.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { articlesTagged, INDEXED_TAG_MINIMUM, tagsOf } from "../../app/lib/articles.ts";
import { readBlog, readSeriesFolder } from "../../app/data/testing/blog-files.testing.ts";
import { seriesWithParts } from "../../app/lib/series.ts";

type Blog = Awaited<ReturnType<typeof readBlog>>;

async function readOncePerRun(file = process.env.E2E_ARTICLES): Promise<Blog> {
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Blog;
  const read = await readBlog({ drafts: false });
  if (file) {
    // Written whole, then renamed: a process reading it never sees half a file.
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(read));
    renameSync(`${file}.${process.pid}`, file);
  }
  return read;
}

const blog = await readOncePerRun();

export const articles = blog.map(({ html, body: _body, ...article }) => ({
  ...article,
  hasCode: html.includes("<pre"),
}));

/** An article's code blocks as its writer fenced them in its Markdown, in order: what 'Copy code' must copy. */
export function writtenCode(slug: string): string[] {
  const article = blog.find((entry) => entry.slug === slug);
  if (!article) throw new Error(`no article ${slug}`);
  return [...article.body.matchAll(/^```[^\n]*\n([\s\S]*?)\n```$/gm)].map((match) => match[1]!);
}

/** The tags with too few articles to be indexed on their own: their pages are noindex and out of the sitemap. */
export const thinTags = tagsOf(articles).filter((tag) => articlesTagged(articles, tag).length < INDEXED_TAG_MINIMUM);

/** The series with their built parts, first part first: what the series pages and the parts must show. */
export const series = seriesWithParts(articles, readSeriesFolder());
