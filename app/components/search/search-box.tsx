import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { Search } from "~/components/ui/icons";
import searchCopy from "~/content/pages/search.yaml";
import { isSearchShortcut } from "~/lib/search-shortcut";
import { Highlighted } from "./highlighted";
import { useSiteSearch } from "./search-client";

const MAX_SUGGESTIONS = 6;

/**
 * The header's search field: a WAI-ARIA combobox whose listbox shows matching pages as the visitor
 * types. Pagefind loads on first focus (or on "/" or Ctrl/⌘+K), never with the page.
 */
export function SearchBox() {
  const id = useId();
  const listboxId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { load: ensureLoaded, hits, status: searchStatus } = useSiteSearch(query, MAX_SUGGESTIONS);
  const expanded = open && query.trim() !== "";

  // Runs once, as the header hydrates (on the reader's first touch of the page): a field focused or
  // typed into while the script was loading loads the index and shows its suggestions.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || document.activeElement !== input) return;
    ensureLoaded();
    if (input.value) {
      setQuery(input.value);
      setOpen(true);
    }
    // Only the state at hydration matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      const input = inputRef.current;
      // On phones the field sits in the closed menu; the search page has its own field.
      if (input && input.getClientRects().length > 0) input.focus();
      else window.location.assign("/search");
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const go = (path: string) => {
    setOpen(false);
    setQuery("");
    setActive(-1);
    inputRef.current?.blur();
    window.location.assign(path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case "ArrowDown":
        e.preventDefault();
        setOpen(true);
        setActive((i) => (hits.length ? (i + 1) % hits.length : -1));
        break;
      case "ArrowUp":
        e.preventDefault();
        setActive((i) => (hits.length ? (i <= 0 ? hits.length - 1 : i - 1) : -1));
        break;
      case "Enter": {
        const q = query.trim();
        if (!q) return;
        e.preventDefault();
        const hit = active >= 0 ? hits[active] : undefined;
        go(hit ? hit.path : `/search?q=${encodeURIComponent(q)}`);
        break;
      }
      case "Escape":
        if (expanded) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          e.preventDefault();
          setQuery("");
        }
        break;
    }
  };

  const status = expanded ? searchStatus : "";

  return (
    // A real form: before JavaScript (or if it fails) Enter still opens the search page.
    <form
      role="search"
      action="/search"
      method="get"
      className="relative max-xl:flex-1"
      onSubmit={(e) => e.preventDefault()}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {searchCopy.label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      {/* It widens on focus only from 2xl: at xl the bar has no room to spare and would push Login off-screen. */}
      <input
        ref={inputRef}
        id={`${id}-input`}
        // type="text": HTML allows role="combobox" (and so aria-expanded) on a text field, not on a
        // search field; inputMode and enterKeyHint keep the phone's search keyboard.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        placeholder={searchCopy.placeholder}
        autoComplete="off"
        value={query}
        onFocus={() => {
          ensureLoaded();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(-1);
          setOpen(true);
          ensureLoaded();
        }}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full rounded-lg border border-[#64748b] bg-bg py-2 pr-3 pl-9 text-base text-ink placeholder:text-muted xl:min-h-10 xl:w-[8.5rem] xl:transition-[width] 2xl:w-36 2xl:focus:w-64"
      />
      <div
        hidden={!expanded}
        className="z-50 mt-2 w-full overflow-hidden rounded-xl border border-border bg-bg shadow-xl xl:absolute xl:right-0 xl:w-[26rem]"
      >
        <p role="status" className="border-b border-border px-4 py-2 text-sm text-muted">
          {/* The echoed query can be any length: it wraps anywhere and stops after three lines. */}
          <span className="line-clamp-3 wrap-anywhere">{status}</span>
        </p>
        <div
          id={listboxId}
          role="listbox"
          aria-label={searchCopy.resultsLabel}
          className="max-h-[60vh] overflow-y-auto"
        >
          {hits.map((hit, i) => (
            <div
              key={hit.path}
              id={`${listboxId}-${i}`}
              role="option"
              aria-selected={i === active}
              // Focus stays in the input (aria-activedescendant); options are reachable, not tabbable.
              tabIndex={-1}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                go(hit.path);
              }}
              onMouseMove={() => setActive(i)}
              className={`cursor-pointer border-b border-border px-4 py-3 last:border-b-0 ${i === active ? "bg-brand-soft" : ""}`}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-ink">{hit.title}</span>
                <span className="shrink-0 text-xs font-semibold tracking-wide text-accent uppercase">{hit.kind}</span>
              </span>
              <span className="mt-1 block text-sm text-muted">
                <Highlighted parts={hit.parts} />
              </span>
            </div>
          ))}
        </div>
      </div>
    </form>
  );
}
