/** /blog/articles.json: every article's summary, newest first, for the blog's filters (fetched on first use). */
import type { APIRoute } from "astro";
import { getArticles } from "~/content/articles";
import { toSummary } from "~/lib/articles";

export const GET: APIRoute = async () =>
  new Response(JSON.stringify((await getArticles()).map(toSummary)), { headers: { "Content-Type": "application/json; charset=utf-8" } });
