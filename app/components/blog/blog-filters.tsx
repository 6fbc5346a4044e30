import type { Ref } from "react";
import { Search } from "lucide-react";
import { ALL_CATEGORIES, blogCopy, type CategoryFilter } from "~/content/blog";

interface BlogFiltersProps {
  inputRef?: Ref<HTMLInputElement>;
  query: string;
  /** The category names, in their order; "All" comes first. */
  categories: readonly string[];
  category: CategoryFilter;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: CategoryFilter) => void;
}

/** The search box and the category toggles; both filter the list as they change (spec §4). */
export function BlogFilters({ inputRef, query, categories, category, onQueryChange, onCategoryChange }: BlogFiltersProps) {
  return (
    <form
      role="search"
      aria-label={blogCopy.filtersLabel}
      className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex w-full flex-col gap-1.5 lg:max-w-sm">
        <label htmlFor="blog-search" className="font-medium text-ink">
          {blogCopy.searchLabel}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
          <input
            ref={inputRef}
            id="blog-search"
            type="search"
            value={query}
            placeholder={blogCopy.searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onQueryChange(event.target.value)}
            className="min-h-11 w-full rounded-lg border border-muted bg-bg py-2.5 pr-3 pl-10 text-base text-ink placeholder:text-muted"
          />
        </div>
      </div>
      <fieldset className="min-w-0">
        <legend className="mb-1.5 font-medium text-ink">{blogCopy.categoryLabel}</legend>
        <div className="flex flex-wrap gap-2">
          {[ALL_CATEGORIES, ...categories].map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={name === category}
              onClick={() => onCategoryChange(name)}
              className="min-h-11 rounded-full border border-border bg-bg px-4 text-sm font-semibold text-ink transition-colors duration-200 hover:border-brand hover:text-brand aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-on-brand"
            >
              {name}
            </button>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
