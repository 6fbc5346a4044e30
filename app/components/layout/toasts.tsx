import { createRoot } from "react-dom/client";
import { useEffect } from "react";
import { toast, Toaster } from "sonner";
// As a file: sonner's own injection of these rules is removed at build (integration/sonner-styles-as-file.ts),
// since the CSP admits no inline styles.
import "sonner/dist/styles.css";
import { PENDING_TOAST_KEY, TOAST_DURATION_MS, type ToastMessage } from "~/lib/notify";

function SiteToaster({ onReady }: { onReady: () => void }) {
  // Runs after sonner's own effect has subscribed to its store, so the first toast is not missed.
  useEffect(onReady, [onReady]);
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!font-sans !text-base !border-border !bg-bg !text-ink",
          description: "!text-ink",
          error: "!bg-danger !text-white !border-danger [&_[data-description]]:!text-white",
          success: "[&_[data-icon]]:!text-success",
          info: "[&_[data-icon]]:!text-brand",
        },
      }}
    />
  );
}

let mounted: Promise<void> | undefined;

/** The toaster is its own small React root, made on the page's first toast. */
function mountToaster(): Promise<void> {
  mounted ??= new Promise((resolve) => {
    const host = document.createElement("div");
    document.body.append(host);
    createRoot(host).render(<SiteToaster onReady={resolve} />);
  });
  return mounted;
}

/** The toast on screen, so that a page load does not cut it short: it goes on on the next page. */
let showing: { message: ToastMessage; until: number } | null = null;

function keepForNextPage() {
  const left = showing ? showing.until - Date.now() : 0;
  if (!showing || left <= 0) return;
  try {
    // A toast already stored for the next page (sign-in success) is newer than the one on screen.
    if (sessionStorage.getItem(PENDING_TOAST_KEY) !== null) return;
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify({ ...showing.message, duration: left }));
  } catch {
    // Storage refused: the toast ends with the page.
  }
}

/** One toast at a time (spec §4): a new one replaces whatever is showing. */
export async function showToast(message: ToastMessage): Promise<void> {
  await mountToaster();
  const { kind, title, description } = message;
  const duration = message.duration ?? TOAST_DURATION_MS;
  toast.dismiss();
  const current = { message, until: Date.now() + duration };
  showing = current;
  const ended = () => {
    if (showing === current) showing = null;
  };
  toast[kind](title, { description, duration, onDismiss: ended, onAutoClose: ended });
}

if (typeof window !== "undefined") window.addEventListener("pagehide", keepForNextPage);
