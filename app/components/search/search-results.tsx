import { useState, type MouseEvent } from "react";
import searchCopy from "~/content/pages/search.yaml";
import mainSections from "~/content/copy/main-sections.yaml";
import { Highlighted } from "./highlighted";
import { SaveButton } from "~/components/library/save-button";
import type { ArticleToSave } from "~/lib/library/edit";
import { useSiteSearch } from "./search-client";
import { setSearchQuery, useSearchQuery } from "./search-query";

/** A plain click on a suggestion searches in place; other clicks (new tab…) follow the link. */
function searchInPlace(query: string) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setSearchQuery(query);
  };
}

/**
 * Results shown at first, and added by each "Show more": each one is a fragment to fetch, which holds
 * its page's text; six fill a screen and keep a further query near its 60 KB budget (issue 20).
 */
const PAGE_SIZE = 6;

/**
 * The results for ?q=, the first six and six more at each request, or suggestions when there is no query.
 * Pagefind loads only once there is something to search for.
 */
export function SearchResults() {
  const query = useSearchQuery();
  const q = query.trim();
  const [limit, setLimit] = useState({ query: q, size: PAGE_SIZE });
  const size = limit.query === q ? limit.size : PAGE_SIZE;
  const { hits, count, answered, status } = useSiteSearch(q, size);

  // With a query, the results take at least a screen from the start: the page is built without one,
  // so it arrives showing the suggestions, which "Searching…" replaces before the results come. In a
  // shorter place the footer rose into view and was pushed out again (layout shift 0.52 on a phone).
  // flow-root: the status line is empty as built, and the suggestions' top margin collapsed through
  // it to this box, which then rose by that margin when the status was first written.
  return (
    <div className={`flow-root ${q ? "min-h-svh" : ""}`}>
      <p role="status" className="text-lg font-semibold wrap-anywhere text-ink">
        {status}
      </p>
      {hits.length > 0 && (
        <ol className="mt-6 flex flex-col gap-4">
          {hits.map((hit) => (
            <li
              key={hit.path}
              data-card={hit.card ? "" : undefined}
              className="rounded-xl border border-border bg-surface p-5"
            >
              <p className="text-xs font-semibold tracking-wide text-accent uppercase">{hit.kind}</p>
              <h2 className="mt-1 text-xl">
                <a href={hit.path} data-card-title className="text-ink hover:text-brand">
                  {hit.title}
                </a>
              </h2>
              <p className="mt-2 text-muted">
                <Highlighted parts={hit.parts} />
              </p>
              {hit.card && <SavedCard card={hit.card} />}
            </li>
          ))}
        </ol>
      )}
      {count > hits.length && hits.length >= size && (
        <button
          type="button"
          onClick={() => setLimit({ query: q, size: size + PAGE_SIZE })}
          className="mt-6 min-h-11 rounded-full border border-border bg-bg px-5 font-semibold text-ink hover:border-brand hover:text-brand"
        >
          {searchCopy.more}
        </button>
      )}
      {(!q || (answered && count === 0)) && (
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <section aria-labelledby="search-suggestions">
            <h2 id="search-suggestions" className="text-xl">
              {searchCopy.suggestionsTitle}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {searchCopy.suggestions.map((s) => (
                <li key={s}>
                  <a
                    href={`/search?q=${encodeURIComponent(s)}`}
                    onClick={searchInPlace(s)}
                    className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-4 text-ink no-underline hover:border-brand hover:text-brand"
                  >
                    {s}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="search-browse">
            <h2 id="search-browse" className="text-xl">
              {searchCopy.browseTitle}
            </h2>
            <ul className="mt-4 flex flex-col gap-2">
              {mainSections.links.map((s) => (
                <li key={s.href}>
                  <a href={s.href} className="font-semibold">
                    {s.title}
                  </a>
                  <span className="text-muted"> — {s.desc}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}

/**
 * An article's Save button in its result, and what the library keeps of it, which the result does
 * not show (the inline library script reads a card's data-card-* fields).
 */
function SavedCard({ card }: { card: ArticleToSave }) {
  return (
    <div className="mt-3 flex justify-end">
      <span hidden data-card-excerpt>
        {card.excerpt}
      </span>
      <span hidden data-card-category>
        {card.category}
      </span>
      <time hidden dateTime={card.date}>
        {card.dateText}
      </time>
      <SaveButton article={card} onCard />
    </div>
  );
}
