/**
 * /blog/<slug>.card.json: what a reader's library keeps of the article (its card: title, excerpt,
 * category, dates, reading time). A library's link names articles by their slugs only, so that 50
 * of them fit a link and a QR code; the device that opens it fetches these for the articles it does
 * not have (ADR 0046). One small file per article: what a link needs is fetched, never the archive.
 */
import type { APIRoute, GetStaticPaths } from "astro";
import { getArticles } from "~/data/articles";
import { withCacheKeys } from "~/data/cache-key";
import { getSharedContentDigest } from "~/data/collections";
import { articleToSave, type ArticleToSave } from "~/lib/library/edit";

type Props = { card: ArticleToSave };

export const getStaticPaths = (async () => {
  const [articles, shared] = await Promise.all([getArticles(), getSharedContentDigest()]);
  const paths = articles.map((article) => ({
    params: { slug: article.slug },
    props: { card: articleToSave(article) },
  }));
  return withCacheKeys(paths, shared);
}) satisfies GetStaticPaths;

export const GET: APIRoute<Props> = ({ props: { card } }) => Response.json(card);
