/**
 * The blog search's records, one per article (app/lib/blog-search.ts), from the same collection the
 * blog's pages read. A build-time file only: integration/pagefind-index.ts indexes it with Pagefind in
 * `astro:build:done` and deletes it.
 */
import type { APIRoute } from "astro";
import { getArticles } from "~/data/articles";
import { toSummary } from "~/lib/articles";
import { toBlogRecord } from "~/lib/blog-search";

export const GET: APIRoute = async () => Response.json((await getArticles()).map((a) => toBlogRecord(toSummary(a))));
