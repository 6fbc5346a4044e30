import blogCopy from "~/content/copy/blog-list.yaml";
import type { ListPageData } from "~/lib/list-pages";
import { ArticleGrid } from "./article-grid";
import { PageLinks } from "./page-links";
import { countText } from "~/lib/copy-text";

/**
 * One static page of a list of articles: how many there are (unless the island around it says so:
 * `count={false}`), this page's cards, and links to the pages beside it.
 */
export function ArticleListPage({
  list,
  label = blogCopy.listLabel,
  count = true,
}: {
  list: ListPageData;
  label?: string;
  count?: boolean;
}) {
  return (
    <>
      {count && (
        <p role="status" className="mb-4 text-sm font-medium text-muted">
          {countText(blogCopy.resultCount, list.total)}
        </p>
      )}
      <ArticleGrid articles={list.articles} label={label} prioritiseFirst={list.page === 1} />
      {list.pageCount > 1 && (
        <PageLinks page={list.page} pageCount={list.pageCount} previous={list.previous} next={list.next} />
      )}
    </>
  );
}
