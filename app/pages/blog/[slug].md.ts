/** /blog/<slug>.md: the article as Markdown, its twin (lib/markdown-twins.ts, ADR 0039). */
import type { APIRoute, GetStaticPaths } from "astro";
import articleCopy from "~/content/copy/article.yaml";
import type { ArticleSummary } from "~/content/schemas/blog";
import { getArticles } from "~/data/articles";
import { withCacheKeys } from "~/data/cache-key";
import { getSharedContentDigest } from "~/data/collections";
import { getSourceFiles, readBody, sourceDigest } from "~/data/twins";
import { articleTwin, MARKDOWN_TYPE } from "~/lib/markdown-twins";
import { absoluteUrl } from "~/lib/meta";
import { articlePath } from "~/lib/paths";

type Props = {
  article: Pick<ArticleSummary, "slug" | "title" | "author" | "authorRole" | "dateText" | "updatedText">;
  file: string;
  source: string;
};

export const getStaticPaths = (async () => {
  const [articles, files, shared] = await Promise.all([
    getArticles(),
    getSourceFiles("articles"),
    getSharedContentDigest(),
  ]);
  // Only what the twin shows: the props of 10,000 articles stay small. The source's digest keys the
  // twin for Astro's incremental build (ADR 0026): a rebuild copies the twins of unchanged files.
  const paths = articles.map(({ slug, title, author, authorRole, dateText, updatedText }) => {
    const file = files.get(slug)!;
    return {
      params: { slug },
      props: {
        article: { slug, title, author, authorRole, dateText, updatedText },
        file,
        source: sourceDigest(file),
      } satisfies Props,
    };
  });
  return withCacheKeys(paths, shared);
}) satisfies GetStaticPaths;

export const GET: APIRoute<Props> = ({ props: { article, file } }) =>
  new Response(
    articleTwin(article, readBody(file), absoluteUrl(articlePath(article.slug)), { updated: articleCopy.updated }),
    { headers: { "Content-Type": MARKDOWN_TYPE } },
  );
