import type { ReactNode } from "react";
import archiveCopy from "~/content/copy/archive.yaml";
import type { ListPageData } from "~/lib/list-pages";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { ArticleGrid } from "./article-grid";
import { PageLinks } from "./page-links";
import { FeedLinks } from "./feed-links";

interface ArticleArchiveProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** Beside the heading on wide screens, e.g. the author's avatar. */
  aside?: ReactNode;
  /** This page of the list. */
  list: ListPageData;
}

/** A list of articles that share something, one static page of it: a category's, an author's or a tag's. */
export function ArticleArchive({ eyebrow, title, lead, aside, list }: ArticleArchiveProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead} aside={aside}>
        <FeedLinks listPath={list.first} />
      </PageHero>
      <Container className="py-10 lg:py-14">
        {list.articles.length > 0 ? (
          <ArticleGrid articles={list.articles} label={title} />
        ) : (
          <p className="text-muted">{archiveCopy.empty}</p>
        )}
        {list.pageCount > 1 && (
          <PageLinks page={list.page} pageCount={list.pageCount} previous={list.previous} next={list.next} />
        )}
      </Container>
    </>
  );
}
