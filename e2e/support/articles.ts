/**
 * The built articles (drafts left out), newest first: what the pages must show. Read from the
 * files with the site's own schemas and Markdown pipeline (data/testing/blog-files.testing.ts), so a
 * test never re-parses frontmatter by hand.
 */
import { readBlog } from "../../app/data/testing/blog-files.testing.ts";

export const articles = (await readBlog({ drafts: false })).map(({ html, body: _body, ...article }) => ({ ...article, hasCode: html.includes("<pre") }));
