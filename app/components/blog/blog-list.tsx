import { useEffect, useRef, type ReactNode } from "react";
import { ALL_CATEGORIES, ARTICLES_PER_PAGE, blogCopy, resultCountText, type ArticleSummary } from "~/content/blog";
import { filterArticles } from "~/lib/blog-filter";
import { paginate } from "~/lib/pagination";
import { Button } from "~/components/ui/button";
import { ArticleGrid } from "./article-grid";
import { BlogFilters } from "./blog-filters";
import { Pagination } from "./pagination";
import { useBlogFilters } from "./use-blog-filters";

interface BlogListProps {
  /** Every article, newest first, once known: what the filters search. */
  articles?: readonly ArticleSummary[];
  /** The category names, in order. */
  categories: readonly string[];
  /**
   * The list as the page was built (this page of the newest articles, with its links to the other
   * pages), shown while no filter is set or the articles are not known yet.
   */
  unfiltered?: ReactNode;
  /** Called when a filter is set and `articles` are needed. */
  onFilter?: () => void;
  /** Where each category button leads without JavaScript (BlogFilters). */
  categoryLinks?: Readonly<Record<string, string>>;
}

/** The searchable, filterable list of articles on /blog. */
export function BlogList({ articles, categories, unfiltered, onFilter, categoryLinks }: BlogListProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const { filters, setQuery, setCategory, setPage, reset } = useBlogFilters(categories, searchRef);
  const resultsRef = useRef<HTMLDivElement>(null);
  const filtered = filters.query.trim() !== "" || filters.category !== ALL_CATEGORIES || filters.page > 1;
  useEffect(() => {
    if (filtered) onFilter?.();
  }, [filtered, onFilter]);
  const matches = filterArticles(articles ?? [], filters);
  const slice = paginate(matches, filters.page, ARTICLES_PER_PAGE);

  const changePage = (page: number) => {
    setPage(page);
    resultsRef.current?.scrollIntoView({ block: "start" });
  };

  const showBuilt = unfiltered !== undefined && (!filtered || articles === undefined);
  return (
    <>
      <BlogFilters inputRef={searchRef} query={filters.query} categories={categories} category={filters.category} onQueryChange={setQuery} onCategoryChange={setCategory} categoryLinks={categoryLinks} />
      <div ref={resultsRef} className="mt-8 scroll-mt-24" aria-busy={filtered && articles === undefined}>
        {showBuilt ? (
          unfiltered
        ) : (
          <>
            <p role="status" className="mb-4 text-sm font-medium text-muted">
              {resultCountText(matches.length)}
            </p>
            {slice.items.length > 0 ? (
              <ArticleGrid articles={slice.items} label={blogCopy.listLabel} prioritiseFirst={slice.page === 1} />
            ) : (
              <div className="rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
                <p className="text-lead text-ink">{blogCopy.noResults}</p>
                <Button variant="secondary" className="mt-6" onClick={reset}>
                  {blogCopy.clearFilters}
                </Button>
              </div>
            )}
            {slice.showControls && (
              <Pagination page={slice.page} pageCount={slice.pageCount} hasPrevious={slice.hasPrevious} hasNext={slice.hasNext} onPageChange={changePage} />
            )}
          </>
        )}
      </div>
    </>
  );
}
