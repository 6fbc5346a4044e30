/**
 * The built articles as the content collection reads them (drafts left out), newest first: what the
 * pages must show. Read with the site's own reader, so a test never re-parses frontmatter by hand.
 */
import { readArticles } from "../../app/lib/collections/articles.server.ts";

export const articles = readArticles({ drafts: false }).map(({ html, ...article }) => ({ ...article, hasCode: html.includes("<pre") }));
