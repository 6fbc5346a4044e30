import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { SlidersHorizontal, X } from "lucide-react";
import { courseGuideCopy as copy } from "~/content/course-guide";
import { trapTab } from "~/components/ui/focus-trap";

interface TechDrawerProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  titleId: string;
  children: ReactNode;
}

// Tailwind's lg: the desktop sidebar takes over from here.
const DESKTOP_QUERY = "(min-width: 64rem)";

/**
 * Small screens: the Browse Technologies button and a slide-in drawer. The drawer is a native modal
 * <dialog>, so the browser moves focus in, keeps Tab inside, closes on Esc and makes the page inert.
 */
export function TechDrawer({ open, onOpen, onClose, titleId, children }: TechDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && dialogRef.current?.close();
    desktop.addEventListener("change", onChange);
    return () => {
      root.style.overflow = previousOverflow;
      desktop.removeEventListener("change", onChange);
    };
  }, [open]);

  // Every way out (Esc, the close button, the backdrop, resizing) ends in the dialog's close event.
  const handleClose = () => {
    onClose();
    buttonRef.current?.focus();
  };

  // A modal dialog makes the page inert, but Tab past the last control would leave for the browser's
  // own toolbar; wrap it round instead so focus stays in the drawer.
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => trapTab(e, e.currentTarget);

  // The panel fills the dialog box, so a click whose target is the dialog itself hit the backdrop.
  const onDialogClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) e.currentTarget.close();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={onOpen}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand bg-bg px-4 py-2.5 font-semibold text-brand hover:bg-brand-soft"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {copy.browse}
      </button>
      {/* The click handler is for the backdrop; keyboard users close with Esc (native) or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={handleClose}
        onClick={onDialogClick}
        onKeyDown={onKeyDown}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-bg text-ink shadow-2xl backdrop:bg-[#0b1020]/60 motion-safe:transition-transform motion-safe:duration-250 motion-safe:ease-out motion-safe:starting:open:-translate-x-full"
      >
        <div className="flex h-full flex-col overflow-y-auto p-5">
          <div className="mb-4 flex items-center justify-between gap-4">
            <h2 id={titleId} className="text-2xl">
              {copy.sidebarTitle}
            </h2>
            <button
              type="button"
              aria-label={copy.closeDrawer}
              onClick={() => dialogRef.current?.close()}
              className="flex size-11 items-center justify-center rounded-lg text-muted hover:bg-brand-soft hover:text-brand"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <p className="mb-4 text-sm text-muted">{copy.sidebarIntro}</p>
          {children}
        </div>
      </dialog>
    </>
  );
}
