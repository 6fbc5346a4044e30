import { useState, type ReactNode, type Ref } from "react";
import copy from "~/content/pages/library.yaml";
import { fill } from "~/lib/copy-text";
import type { Note, SavedArticle } from "~/lib/library/format";
import { LibraryArticle } from "./library-article";
import { LibrarySection } from "./library-section";

/** Articles shown at first, and added by each "Show more": a thousand saved stay quick to open. */
const SHOWN = 24;

interface ArticleListProps {
  id: string;
  name: string;
  /** The list's articles, newest first. */
  articles: SavedArticle[];
  /** Those the filter leaves, when one is typed. */
  shown?: SavedArticle[];
  notes: Note[];
  kept: Set<string> | undefined;
  empty: string;
  removeLabel: (article: SavedArticle) => string;
  onRemove: (article: SavedArticle) => void;
  onNote: (article: SavedArticle, text: string) => boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Rename and Delete list, for a list the reader named. */
  actions?: ReactNode;
}

/**
 * A list of /library ("Saved articles" or one the reader named): headed by its name and its count
 * (while a filter hides some, "2 of 10"), its articles newest first, a page at a time.
 */
export function ArticleList({ id, name, articles, shown = articles, notes, kept, empty, ...rest }: ArticleListProps) {
  const [limit, setLimit] = useState(SHOWN);
  const filtered = shown !== articles;
  const count = filtered ? fill(copy.filter.shown, { shown: shown.length, count: articles.length }) : articles.length;
  return (
    <LibrarySection
      id={id}
      headingRef={rest.headingRef}
      actions={rest.actions}
      title={
        <>
          {name} <span className="text-muted tabular-nums">({count})</span>
        </>
      }
      empty={filtered && articles.length ? copy.filter.none : empty}
      isEmpty={shown.length === 0}
    >
      {/* One column on a phone that the cards cannot widen: a long word in a title or a note wraps. */}
      <ul className="mt-5 grid grid-cols-1 gap-4 md:grid-cols-2">
        {shown.slice(0, limit).map((article) => (
          <LibraryArticle
            key={article.slug}
            article={article}
            note={notes.find((note) => note.slug === article.slug)}
            kept={kept}
            removeLabel={rest.removeLabel(article)}
            onRemove={() => rest.onRemove(article)}
            onNote={(text) => rest.onNote(article, text)}
          />
        ))}
      </ul>
      {shown.length > limit && (
        <button
          type="button"
          onClick={() => setLimit(limit + SHOWN)}
          className="mt-5 min-h-11 rounded-lg border border-border px-4 font-semibold text-ink hover:border-brand"
        >
          {copy.showMore}
        </button>
      )}
    </LibrarySection>
  );
}
