import { useLayoutEffect, useRef } from "react";
import searchCopy from "~/content/pages/search.yaml";
import { loadPagefind } from "./pagefind";
import { SITE_BUNDLE } from "~/lib/search";
import { setSearchQuery, useSearchQuery } from "./search-query";

/**
 * The /search page's field. A real form: before its script runs, Enter still loads /search?q=…;
 * afterwards every keystroke updates the URL and the results (SearchResults) in place.
 */
export function SearchField() {
  const query = useSearchQuery();
  const inputRef = useRef<HTMLInputElement>(null);

  // Runs once, as hydration commits: text typed while the script was still loading is in the field.
  useLayoutEffect(() => {
    const early = inputRef.current?.value;
    if (early) setSearchQuery(early);
  }, []);

  return (
    <form role="search" action="/search" method="get" className="w-full max-w-xl" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="search-page-input" className="mb-2 block font-medium text-ink">
        {searchCopy.pageLabel}
      </label>
      <input
        ref={inputRef}
        id="search-page-input"
        type="search"
        name="q"
        value={query}
        onChange={(e) => setSearchQuery(e.target.value)}
        // Pagefind is fetched when the visitor starts to search, not with the page.
        onFocus={() => void loadPagefind(SITE_BUNDLE).catch(() => {})}
        placeholder={searchCopy.placeholder}
        className="min-h-12 w-full rounded-lg border border-[#64748b] bg-bg px-4 text-lg text-ink placeholder:text-muted"
      />
    </form>
  );
}
