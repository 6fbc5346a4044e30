import { useEffect, useId, useRef } from "react";
import { buttonClass } from "~/components/ui/button";
import { closeDialog, DIALOG_CLASS, openDialog } from "./dialog";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  /** Cancel, Escape: nothing was done. */
  onClose: () => void;
}

/**
 * A question before something that cannot be undone (Clear library, Delete list): a modal dialog
 * titled by the question, Cancel first and focused, the action in the danger colour.
 */
export function ConfirmDialog({ open, title, text, confirm, cancel, onConfirm, onClose }: ConfirmDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return closeDialog(dialogRef.current);
    openDialog(dialogRef.current);
    cancelRef.current?.focus();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => open && onClose()}
      className={DIALOG_CLASS}
    >
      <h2 id={`${id}-title`} className="text-xl">
        {title}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-muted">
        {text}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button
          ref={cancelRef}
          type="button"
          onClick={() => {
            closeDialog(dialogRef.current);
            onClose();
          }}
          className={buttonClass("secondary")}
        >
          {cancel}
        </button>
        {/* The page's colour on the danger colour: white on dark red in light mode, dark on light red in dark mode. */}
        <button
          type="button"
          onClick={() => {
            // Closed before the opener moves focus: while it is open, the page behind it is inert.
            closeDialog(dialogRef.current);
            onConfirm();
          }}
          className="min-h-11 rounded-lg bg-danger px-4 font-semibold text-bg"
        >
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
