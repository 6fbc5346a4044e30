import { Search } from "lucide-react";

/** The header's search field. The spec asks only that it hold typed text. */
export function SiteSearch() {
  return (
    <div role="search" className="relative max-xl:flex-1">
      <label htmlFor="site-search" className="sr-only">
        Search
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <input
        id="site-search"
        type="search"
        name="q"
        placeholder="Search…"
        autoComplete="off"
        className="min-h-11 w-full rounded-lg border border-[#64748b] bg-bg py-2 pr-3 pl-9 text-base text-ink placeholder:text-muted xl:min-h-10 xl:w-32"
      />
    </div>
  );
}
