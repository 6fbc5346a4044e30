/** /blog/<slug>.md: the article as Markdown, its twin (lib/markdown-twins.ts, ADR 0039). */
import type { APIRoute, GetStaticPaths } from "astro";
import articleCopy from "~/content/copy/article.yaml";
import type { ArticleSummary } from "~/content/schemas/blog";
import { getArticles } from "~/data/articles";
import { getSourceFiles, readBody } from "~/data/twins";
import { articleTwin, MARKDOWN_TYPE } from "~/lib/markdown-twins";
import { absoluteUrl } from "~/lib/meta";
import { articlePath } from "~/lib/paths";

type Props = { article: Pick<ArticleSummary, "slug" | "title" | "author" | "authorRole" | "dateText" | "updatedText">; file: string };

export const getStaticPaths = (async () => {
  const [articles, files] = await Promise.all([getArticles(), getSourceFiles("articles")]);
  // Only what the twin shows: the props of 10,000 articles stay small.
  return articles.map(({ slug, title, author, authorRole, dateText, updatedText }) => ({
    params: { slug },
    props: { article: { slug, title, author, authorRole, dateText, updatedText }, file: files.get(slug)! } satisfies Props,
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<Props> = ({ props: { article, file } }) =>
  new Response(articleTwin(article, readBody(file), absoluteUrl(articlePath(article.slug)), { updated: articleCopy.updated }), { headers: { "Content-Type": MARKDOWN_TYPE } });
