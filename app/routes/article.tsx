import { data } from "react-router";
import { getArticles } from "~/lib/articles.server";
import { pageMeta } from "~/lib/meta";
import { Container } from "~/components/ui/container";
import type { Route } from "./+types/article";

export function loader({ params }: Route.LoaderArgs) {
  const article = getArticles().find((a) => a.slug === params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({ title: loaderData.article.title, description: loaderData.article.excerpt, path: `/blog/${loaderData.article.slug}` })
    : [];

export default function ArticlePage({ loaderData: { article } }: Route.ComponentProps) {
  return (
    <article>
      <Container className="max-w-prose py-14">
        <p className="text-sm font-semibold text-accent">{article.category}</p>
        <h1 className="mt-2 text-4xl">{article.title}</h1>
        <p className="mt-3 text-muted">
          {article.author} · <time dateTime={article.date}>{article.date}</time>
        </p>
        <div className="prose mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
      </Container>
    </article>
  );
}
