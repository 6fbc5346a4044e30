import { lazy, Suspense, useId, useRef, useState } from "react";
import { NotebookPen, Trash2 } from "~/components/ui/icons";
import copy from "~/content/pages/library.yaml";
import blogCopy from "~/content/copy/blog-list.yaml";
import { fill } from "~/lib/copy-text";
import type { Note, SavedArticle } from "~/lib/library/format";
import { articlePath } from "~/lib/paths";
import { OfflineMark } from "~/components/offline/offline-mark";

// The note's field comes on first use: most visits to /library write no note.
const NoteEditor = lazy(() => import("./note-editor"));

interface LibraryArticleProps {
  article: SavedArticle;
  note: Note | undefined;
  /** Pages this device keeps for offline reading. */
  kept: Set<string> | undefined;
  /** The Remove button's accessible name: which article, from which list. */
  removeLabel: string;
  onRemove: () => void;
  /** The note as written ("" removes it); true when it was kept. */
  onNote: (text: string) => boolean;
}

/**
 * One article in a list of /library: its card, the reader's note under it (as text, line breaks
 * kept), "Add note" or "Edit note", which opens the note's field in place, and Remove.
 */
export function LibraryArticle({ article, note, kept, removeLabel, onRemove, onNote }: LibraryArticleProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const noteButtonRef = useRef<HTMLButtonElement>(null);

  const stopEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => noteButtonRef.current?.focus());
  };

  return (
    <li className="flex flex-col rounded-2xl border border-border bg-surface p-5">
      <p className="flex flex-wrap gap-x-3 text-sm text-muted">
        <span className="font-semibold text-accent">{article.category}</span>
        <time dateTime={article.date}>{article.dateText}</time>
        <OfflineMark kept={kept} path={articlePath(article.slug)} />
      </p>
      <h3 id={`${id}-title`} className="mt-2 text-lg">
        <a href={articlePath(article.slug)}>{article.title}</a>
      </h3>
      <p className="mt-1 flex-1 text-muted">{article.excerpt}</p>
      {note && !editing && (
        <div className="mt-3 rounded-lg border-l-4 border-accent bg-accent-soft/40 px-3 py-2">
          <p className="text-xs font-semibold tracking-wide text-accent uppercase">{copy.note.heading}</p>
          <p className="mt-1 break-words whitespace-pre-line text-ink">{note.text}</p>
        </div>
      )}
      {editing && (
        <Suspense fallback={<p className="mt-3 text-sm text-muted">{copy.loading}</p>}>
          <NoteEditor
            text={note?.text ?? ""}
            titleId={`${id}-title`}
            onSave={(text) => {
              if (onNote(text)) stopEditing();
            }}
            onCancel={stopEditing}
          />
        </Suspense>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm text-muted">{fill(blogCopy.readingTime, { minutes: article.readingMinutes })}</span>
        <span className="flex flex-wrap gap-1">
          {!editing && (
            <button
              ref={noteButtonRef}
              type="button"
              onClick={() => setEditing(true)}
              aria-describedby={`${id}-title`}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-muted hover:text-brand"
            >
              <NotebookPen aria-hidden="true" className="size-4" />
              {note ? copy.note.edit : copy.note.add}
            </button>
          )}
          <button
            type="button"
            onClick={onRemove}
            aria-label={removeLabel}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-muted hover:text-danger"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {copy.remove}
          </button>
        </span>
      </div>
    </li>
  );
}
