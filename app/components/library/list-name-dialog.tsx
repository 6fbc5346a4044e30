import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import copy from "~/content/copy/saving.yaml";
import { fill } from "~/lib/copy-text";
import type { Library } from "~/lib/library/format";
import { LIST_NAME_MAX } from "~/lib/library/format";
import { listNameProblem, tidyListName } from "~/lib/library/named-lists";
import { Button } from "~/components/ui/button";
import { closeDialog, DIALOG_CLASS, openDialog } from "./dialog";

interface ListNameDialogProps {
  /** The list being renamed; none when a new list is being made. */
  renaming?: string;
  library: Library | undefined;
  /** The name typed, tidied and free: make or rename the list. */
  onName: (name: string) => void;
  /** Closed without a name (Cancel, Escape), or after onName: the opener puts focus back where it belongs. */
  onClose: () => void;
}

/**
 * The dialog that names a list (docs/product.md#the-readers-library): "New list" with the field
 * "List name" and "Create", or "Rename" with the list's name in the field. A name that is empty,
 * too long or already a list's (whatever its case, "Saved articles" too) is said beside the field,
 * which keeps focus; nothing changes until a name is free. Open while it is rendered: the opener
 * renders it to open it, and stops to close it.
 */
export function ListNameDialog({ renaming, library, onName, onClose }: ListNameDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(renaming ?? "");
  const [problem, setProblem] = useState("");
  const closed = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    openDialog(dialog);
    inputRef.current?.focus();
    inputRef.current?.select();
    return () => closeDialog(dialog);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const tidy = tidyListName(name);
    const wrong = library ? listNameProblem(library, tidy, copy.lists.saved, renaming) : undefined;
    if (wrong) {
      setProblem(fill(copy.lists.problems[wrong], { name: tidy }));
      inputRef.current?.focus();
      return;
    }
    // Closed before the opener moves focus: while it is open, the page behind it is inert.
    closed.current = true;
    closeDialog(dialogRef.current);
    onName(tidy);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      // Escape: the browser closes it; the opener stops rendering it.
      onClose={() => closed.current || onClose()}
      className={DIALOG_CLASS}
    >
      <form onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`} className="text-xl">
          {renaming ? fill(copy.lists.dialog.renameTitle, { name: renaming }) : copy.lists.dialog.newTitle}
        </h2>
        <label htmlFor={`${id}-name`} className="mt-4 block font-semibold">
          {copy.lists.dialog.label}
        </label>
        <input
          ref={inputRef}
          id={`${id}-name`}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem("");
          }}
          required
          maxLength={LIST_NAME_MAX}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
          className="mt-2 min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-ink"
        />
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="mt-2 text-sm font-semibold text-danger">
            {problem}
          </p>
        ) : (
          <p id={`${id}-hint`} className="mt-2 text-sm text-muted">
            {copy.lists.dialog.hint}
          </p>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button
            variant="secondary"
            onClick={() => {
              closed.current = true;
              closeDialog(dialogRef.current);
              onClose();
            }}
          >
            {copy.lists.dialog.cancel}
          </Button>
          <Button type="submit">{renaming ? copy.lists.dialog.rename : copy.lists.dialog.create}</Button>
        </div>
      </form>
    </dialog>
  );
}
