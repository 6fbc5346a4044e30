import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { pages } from "~/content/pages";
import { searchCopy } from "~/content/search";
import { mainSections } from "~/content/explore";
import { pageMeta } from "~/lib/meta";
import { Container } from "~/components/ui/container";
import { PageHero } from "~/components/ui/page-hero";
import { useHydrated } from "~/components/ui/use-hydrated";
import { Highlighted } from "~/components/search/highlighted";
import { loadSearch, type SearchFn } from "~/components/search/search-client";

export const meta = () => pageMeta({ ...pages.search, path: "/search" });

/** Every result for ?q=, shareable; the query in the URL follows the field. */
export default function SearchPage() {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const query = hydrated ? (params.get("q") ?? "") : "";
  const [search, setSearch] = useState<SearchFn | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadSearch().then(
      (fn) => setSearch(() => fn),
      () => setFailed(true),
    );
  }, []);

  const q = query.trim();
  const hits = search && q ? search(q) : [];
  const status = !q ? "" : failed ? searchCopy.unavailable : !search ? searchCopy.loading : hits.length ? searchCopy.count(hits.length) : searchCopy.noResults(q);

  return (
    <>
      <PageHero title={pages.search.heading} lead={pages.search.lead}>
        <div role="search" className="w-full max-w-xl">
          <label htmlFor="search-page-input" className="mb-2 block font-medium text-ink">
            {searchCopy.pageLabel}
          </label>
          <input
            id="search-page-input"
            type="search"
            value={query}
            onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true, preventScrollReset: true })}
            placeholder={searchCopy.placeholder}
            className="min-h-12 w-full rounded-lg border border-[#64748b] bg-bg px-4 text-lg text-ink placeholder:text-muted"
          />
        </div>
      </PageHero>
      <Container className="py-10">
        <p role="status" className="text-lg font-semibold text-ink wrap-anywhere">
          {status}
        </p>
        {hits.length > 0 && (
          <ol className="mt-6 flex flex-col gap-4">
            {hits.map((hit) => (
              <li key={hit.path} className="rounded-xl border border-border bg-surface p-5">
                <p className="text-xs font-semibold tracking-wide text-accent uppercase">{hit.kind}</p>
                <h2 className="mt-1 text-xl">
                  <Link to={hit.path} className="text-ink hover:text-brand">
                    {hit.title}
                  </Link>
                </h2>
                <p className="mt-2 text-muted">
                  <Highlighted parts={hit.parts} />
                </p>
              </li>
            ))}
          </ol>
        )}
        {(!q || (search && hits.length === 0)) && (
          <div className="mt-6 grid gap-8 md:grid-cols-2">
            <section aria-labelledby="search-suggestions">
              <h2 id="search-suggestions" className="text-xl">
                {searchCopy.suggestionsTitle}
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {searchCopy.suggestions.map((s) => (
                  <li key={s}>
                    <Link
                      to={`/search?q=${encodeURIComponent(s)}`}
                      replace
                      className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-4 text-ink no-underline hover:border-brand hover:text-brand"
                    >
                      {s}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="search-browse">
              <h2 id="search-browse" className="text-xl">
                {searchCopy.browseTitle}
              </h2>
              <ul className="mt-4 flex flex-col gap-2">
                {mainSections.map((s) => (
                  <li key={s.href}>
                    <Link to={s.href} className="font-semibold">
                      {s.title}
                    </Link>
                    <span className="text-muted"> — {s.desc}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )}
      </Container>
    </>
  );
}
