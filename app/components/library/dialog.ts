/**
 * The library's dialogs are the platform's `<dialog>`, opened modal: the browser keeps focus inside,
 * Escape closes it, and the page behind is inert. Where an engine lacks showModal (a test's DOM), an
 * open dialog stands in.
 */
export const openDialog = (dialog: HTMLDialogElement | null) => {
  if (dialog?.open) return;
  if (typeof dialog?.showModal === "function") dialog.showModal();
  else dialog?.setAttribute("open", "");
};

export const closeDialog = (dialog: HTMLDialogElement | null) =>
  typeof dialog?.close === "function" ? dialog.close() : dialog?.removeAttribute("open");

/** The look of every dialog of the library: centred, on the page's colours, the page dimmed behind. */
export const DIALOG_CLASS =
  "m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-border bg-bg p-6 text-ink backdrop:bg-black/50";
