import type { ReactNode } from "react";
import { archiveCopy, type ArticleSummary } from "~/content/blog";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { ArticleGrid } from "./article-grid";

interface ArticleArchiveProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** Beside the heading on wide screens, e.g. the author's avatar. */
  aside?: ReactNode;
  articles: readonly ArticleSummary[];
}

/** A list of articles that share something: an author's or a tag's page. */
export function ArticleArchive({ eyebrow, title, lead, aside, articles }: ArticleArchiveProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead} aside={aside} />
      <Container className="py-10 lg:py-14">
        {articles.length > 0 ? <ArticleGrid articles={articles} label={title} /> : <p className="text-muted">{archiveCopy.empty}</p>}
      </Container>
    </>
  );
}
