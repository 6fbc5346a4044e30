import { data } from "react-router";
import { articleContext, getArticles } from "~/lib/articles.server";
import { pageMeta } from "~/lib/meta";
import { Container } from "~/components/ui/container";
import { InPageToc } from "~/components/ui/in-page-toc";
import { ArticleBody } from "~/components/blog/article-body";
import { ArticleHeader } from "~/components/blog/article-header";
import { ArticleNeighbours } from "~/components/blog/article-neighbours";
import { RelatedArticles } from "~/components/blog/related-articles";
import { articleCopy } from "~/content/blog";
import type { Route } from "./+types/article";

/** Runs at build for each slug; an unknown slug (on client navigation) is the layout's not-found view. */
export function loader({ params }: Route.LoaderArgs) {
  const context = articleContext(getArticles(), params.slug);
  if (!context) throw data(null, { status: 404 });
  return context;
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        title: loaderData.article.title,
        description: loaderData.article.excerpt,
        path: `/blog/${loaderData.article.slug}`,
        article: { datePublished: loaderData.article.date, author: loaderData.article.author, image: loaderData.article.image },
      })
    : [];

export default function ArticlePage({ loaderData: { article, older, newer, related } }: Route.ComponentProps) {
  return (
    <>
      <article className="pt-8 pb-12 lg:pt-12 lg:pb-16">
        {/* One grid: on wide screens the contents list sits in a sticky left column beside the header,
            image and body; on phones it comes between the image and the body. */}
        <Container className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-x-14 print:flex print:flex-col">
          <div className="min-w-0 lg:col-start-2">
            <ArticleHeader article={article} />
          </div>
          <img
            src={article.image}
            alt={article.alt}
            width={800}
            height={450}
            loading="eager"
            fetchPriority="high"
            className="aspect-video w-full max-w-[52rem] rounded-2xl border border-border bg-brand-soft object-cover lg:col-start-2 print:max-w-[12cm]"
          />
          <div className="lg:sticky lg:top-24 lg:col-start-1 lg:row-span-3 lg:row-start-1 lg:self-start print:hidden">
            <InPageToc variant="article" label={articleCopy.tocTitle} entries={article.toc} />
          </div>
          <div className="min-w-0 lg:col-start-2">
            <ArticleBody html={article.html} />
          </div>
        </Container>
      </article>
      {/* Where to read next: no use on paper. */}
      <div className="border-t border-border py-12 lg:py-16 print:hidden">
        <Container className="flex flex-col gap-12">
          <ArticleNeighbours older={older} newer={newer} />
          <RelatedArticles category={article.category} articles={related} />
        </Container>
      </div>
    </>
  );
}
