import { useRef, type ReactNode } from "react";
import blogCopy from "~/content/copy/blog-list.yaml";
import searchCopy from "~/content/pages/search.yaml";
import { pageWindow } from "~/lib/pagination";
import { Button } from "~/components/ui/button";
import { ArticleGrid } from "./article-grid";
import { BlogFilters } from "./blog-filters";
import { Pagination } from "./pagination";
import { useArticleSearch } from "./use-article-search";
import { useBlogFilters } from "./use-blog-filters";
import { countText } from "~/lib/copy-text";

interface BlogListProps {
  /** How many articles the archive holds. */
  total: number;
  /** The category names, in order. */
  categories: readonly string[];
  /** Each category's static list, by name ("All": /blog), where its button leads without JavaScript. */
  categoryLinks?: Readonly<Record<string, string>>;
  /** This page of the list as it was built: its cards and its links to the pages beside it. */
  children: ReactNode;
}

/**
 * The searchable, filterable list of articles on /blog. Unfiltered, it is the list the page was
 * built with (its HTML, passed in as children, never as data); words, a category or another page
 * are answered by the blog's Pagefind index over the whole archive (useArticleSearch), so this code
 * and its props are the same for six articles or ten thousand.
 */
export function BlogList({ total, categories, categoryLinks, children }: BlogListProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const { filters, setQuery, setCategory, setPage, reset } = useBlogFilters(categories, searchRef);
  const resultsRef = useRef<HTMLDivElement>(null);
  const { built, answer, current, failed } = useArticleSearch(filters, categories);
  // Until the first answer arrives the built list stays; later, the last answer stays until the next.
  const shown = built || !answer ? null : answer;
  const pages = pageWindow(shown ? shown.count : total, built ? 1 : filters.page);

  const changePage = (page: number) => {
    setPage(page);
    resultsRef.current?.scrollIntoView({ block: "start" });
  };

  return (
    <>
      <BlogFilters
        inputRef={searchRef}
        query={filters.query}
        categories={categories}
        category={filters.category}
        onQueryChange={setQuery}
        onCategoryChange={setCategory}
        categoryLinks={categoryLinks}
      />
      <div ref={resultsRef} className="mt-8 scroll-mt-24" aria-busy={!built && !current && !failed}>
        <p role="status" className="mb-4 text-sm font-medium text-muted">
          {failed ? searchCopy.unavailable : countText(blogCopy.resultCount, shown ? shown.count : total)}
        </p>
        {!shown ? (
          children
        ) : shown.items.length > 0 ? (
          <ArticleGrid articles={shown.items} label={blogCopy.listLabel} prioritiseFirst={pages.page === 1} />
        ) : (
          <div className="rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
            <p className="text-lead text-ink">{blogCopy.noResults}</p>
            <Button variant="secondary" className="mt-6" onClick={reset}>
              {blogCopy.clearFilters}
            </Button>
          </div>
        )}
        {/* The built page brings its own Previous and Next links; these page through an answer. */}
        {shown && pages.showControls && (
          <Pagination
            page={pages.page}
            pageCount={pages.pageCount}
            hasPrevious={pages.hasPrevious}
            hasNext={pages.hasNext}
            onPageChange={changePage}
          />
        )}
      </div>
    </>
  );
}
