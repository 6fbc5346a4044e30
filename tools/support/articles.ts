/**
 * The built articles (drafts left out), newest first: what the pages must show. Read from the
 * files with the site's own schemas and Markdown pipeline (data/testing/blog-files.testing.ts), so a
 * test never re-parses frontmatter by hand.
 */
import { articlesTagged, INDEXED_TAG_MINIMUM, tagsOf } from "../../app/lib/articles.ts";
import { readBlog, readSeriesFolder } from "../../app/data/testing/blog-files.testing.ts";
import { seriesWithParts } from "../../app/lib/series.ts";

const blog = await readBlog({ drafts: false });

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
