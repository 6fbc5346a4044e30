import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import copy from "~/content/pages/library.yaml";
import { fill } from "~/lib/copy-text";
import { NOTE_MAX } from "~/lib/library/format";
import { buttonClass } from "~/components/ui/button";

interface NoteEditorProps {
  /** The note as it is (empty for a new one). */
  text: string;
  /** Which article: the field's description names it. */
  titleId: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/**
 * The field a reader writes their note on an article in (/library, "Add note" or "Edit note"):
 * labelled "Note", at most 2,000 characters (the count shown as they type), saved with "Save note";
 * saving it empty removes the note. Loaded on first use (library-article.tsx), so /library carries
 * none of it until a reader writes. Escape cancels. The text stays text wherever it is shown.
 */
export default function NoteEditor({ text, titleId, onSave, onCancel }: NoteEditorProps) {
  const id = useId();
  const [value, setValue] = useState(text);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const field = fieldRef.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave(value);
  };

  return (
    <form onSubmit={onSubmit} className="mt-3">
      <label htmlFor={`${id}-note`} className="block text-sm font-semibold">
        {copy.note.label}
      </label>
      <textarea
        ref={fieldRef}
        id={`${id}-note`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.preventDefault();
          onCancel();
        }}
        maxLength={NOTE_MAX}
        rows={4}
        aria-describedby={`${titleId} ${id}-count`}
        className="mt-1 w-full rounded-lg border border-border bg-bg px-3 py-2 text-ink"
      />
      <p id={`${id}-count`} className="mt-1 text-sm text-muted tabular-nums">
        {fill(copy.note.counter, { count: value.length.toLocaleString("en") })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="submit" className={buttonClass("primary", "px-4 text-sm")}>
          {copy.note.save}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass("secondary", "px-4 text-sm")}>
          {copy.note.cancel}
        </button>
      </div>
    </form>
  );
}
