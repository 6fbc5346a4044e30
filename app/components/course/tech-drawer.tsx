import { useEffect, useRef, type ReactNode } from "react";
import { SlidersHorizontal, X } from "~/components/ui/icons";
import copy from "~/content/copy/course.yaml";
import { FocusGuard } from "~/components/ui/focus-trap";
import invokerFallback from "./invoker-fallback.js?raw";

// Invoker commands (HTML): a button opens or closes a dialog by id, with no script.
declare module "react" {
  // The type parameter must match React's own declaration, which uses it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close";
  }
}

export const DRAWER_ID = "technologies-drawer";

// Tailwind's lg: the desktop sidebar takes over from here.
const DESKTOP_QUERY = "(min-width: 64rem)";

/**
 * Small screens: the Browse Technologies button. It opens the drawer with an invoker command, so it
 * works the moment it is on screen, before (and without) any JavaScript. Static: not an island.
 *
 * Browsers without invoker commands or `closedby` (Safari before 26.2, WebKitGTK 2.50) get the same
 * from the small script after it (invoker-fallback.js), inline so that it works as soon as the
 * button is on screen, as the platform feature does; the CSP admits it by its hash. It does nothing
 * where the features exist, and it acts on every `button[commandfor]` and `dialog[closedby=any]`
 * of the page: the drawer's close button and its backdrop too. Opening focuses the button first,
 * so that closing gives focus back to it (WebKit does not focus a clicked button).
 */
export function BrowseTechnologiesButton() {
  return (
    <>
      <button
        type="button"
        commandfor={DRAWER_ID}
        command="show-modal"
        aria-haspopup="dialog"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand bg-bg px-4 py-2.5 font-semibold text-brand hover:bg-brand-soft"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {copy.browse}
      </button>
      <script dangerouslySetInnerHTML={{ __html: invokerFallback }} />
    </>
  );
}

interface TechDrawerProps {
  titleId: string;
  /** The list's heading and the line under it (app/content/courses/course-guide.yaml). */
  title: string;
  intro: string;
  children: ReactNode;
}

/**
 * The slide-in drawer the Browse Technologies button opens. It is a native modal <dialog>: the
 * browser moves focus in, makes the page inert, closes it on Esc, on a click on the backdrop
 * (closedby="any") and with the close button's command, and gives focus back to the button.
 * Script adds only what the platform lacks: Tab wraps round inside, and it closes when the window
 * grows wide enough for the sidebar.
 */
export function TechDrawer({ titleId, title, intro, children }: TechDrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && dialogRef.current?.close();
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, []);

  return (
    <dialog
      ref={dialogRef}
      id={DRAWER_ID}
      aria-labelledby={titleId}
      closedby="any"
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-bg text-ink shadow-2xl backdrop:bg-[#0b1020]/60 motion-safe:transition-transform motion-safe:duration-250 motion-safe:ease-out motion-safe:starting:open:-translate-x-full"
    >
      {/* A modal dialog makes the page inert, but Tab past the last control would leave for the
          browser's own toolbar: the guards wrap it round so focus stays in the drawer. */}
      <FocusGuard edge="start" />
      <div className="flex h-full flex-col overflow-y-auto p-5">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-2xl">
            {title}
          </h2>
          <button
            type="button"
            commandfor={DRAWER_ID}
            command="close"
            aria-label={copy.closeDrawer}
            className="flex size-11 items-center justify-center rounded-lg text-muted hover:bg-brand-soft hover:text-brand"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <p className="mb-4 text-sm text-muted">{intro}</p>
        {children}
      </div>
      <FocusGuard edge="end" />
    </dialog>
  );
}
