import type { FormEvent, Ref } from "react";
import { Search } from "~/components/ui/icons";
import { ALL_CATEGORIES } from "~/lib/blog-filter";
import type { CategoryFilter } from "~/content/schemas/blog";
import blogCopy from "~/content/copy/blog-list.yaml";

interface BlogFiltersProps {
  inputRef?: Ref<HTMLInputElement>;
  query: string;
  /** The category names, in their order; "All" comes first. */
  categories: readonly string[];
  category: CategoryFilter;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: CategoryFilter) => void;
  /**
   * Where each category's button leads without JavaScript (its static list, "All" to /blog): the
   * buttons submit their own form there, so the filters work as links before and without scripts.
   */
  categoryLinks?: Readonly<Record<string, string>>;
}

/**
 * The search box and the category toggles; both filter the list as they change (docs/product.md#blog). Each sits
 * in a form of its own, so Enter in the search box never submits a category button.
 */
export function BlogFilters({
  inputRef,
  query,
  categories,
  category,
  onQueryChange,
  onCategoryChange,
  categoryLinks,
}: BlogFiltersProps) {
  const stay = (event: FormEvent) => event.preventDefault();
  return (
    <div
      role="search"
      aria-label={blogCopy.filtersLabel}
      className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between"
    >
      <form data-needs-script className="flex w-full flex-col gap-1.5 lg:max-w-sm" onSubmit={stay}>
        <label htmlFor="blog-search" className="font-medium text-ink">
          {blogCopy.searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
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
      </form>
      <form onSubmit={stay} className="min-w-0">
        <fieldset className="min-w-0">
          <legend className="mb-1.5 font-medium text-ink">{blogCopy.categoryLabel}</legend>
          <div className="flex flex-wrap gap-2">
            {[ALL_CATEGORIES, ...categories].map((name) => (
              <button
                key={name || "all"}
                type={categoryLinks?.[name] ? "submit" : "button"}
                formAction={categoryLinks?.[name]}
                aria-pressed={name === category}
                onClick={() => onCategoryChange(name)}
                // Pressed is a fill, which forced colours drop unless it is a system colour.
                className="min-h-11 rounded-full border border-border bg-bg px-4 text-sm font-semibold text-ink transition-colors duration-200 hover:border-brand hover:text-brand aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-on-brand forced-colors:aria-pressed:bg-[Highlight] forced-colors:aria-pressed:text-[HighlightText]"
              >
                {name === ALL_CATEGORIES ? blogCopy.allCategories : name}
              </button>
            ))}
          </div>
        </fieldset>
      </form>
    </div>
  );
}
