/**
 * The site's one way to show a toast. sonner and the toaster load on the first toast of a page view,
 * never with the page (nothing of them is needed to read it).
 */
import {
  PENDING_TOAST_KEY,
  parsePendingToast,
  TOAST_DURATION_MS,
  toastMessage,
  type ToastKind,
  type ToastMessage,
} from "~/lib/notify";

/** The toast on screen (or on its way there), so that a page load does not cut it short. */
let showing: { message: ToastMessage; until: number } | null = null;

function show(message: ToastMessage): Promise<void> {
  const current = { message, until: Date.now() + (message.duration ?? TOAST_DURATION_MS) };
  showing = current;
  const ended = () => {
    if (showing === current) showing = null;
  };
  return import("./toasts").then(({ showToast }) => showToast(message, ended));
}

/** A toast still showing when the reader leaves goes on on the next page for the time it had left. */
function keepForNextPage() {
  const left = showing ? showing.until - Date.now() : 0;
  if (!showing || left <= 0 || showing.message.action) return;
  try {
    // A toast already stored for the next page (sign-in success) is newer than the one on screen.
    if (sessionStorage.getItem(PENDING_TOAST_KEY) !== null) return;
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify({ ...showing.message, duration: left }));
  } catch {
    // Storage refused: the toast ends with the page.
  }
}

if (typeof window !== "undefined") window.addEventListener("pagehide", keepForNextPage);

const say = (kind: ToastKind) => (title: string, description?: string) => show(toastMessage(kind, title, description));

export const notify = {
  success: say("success"),
  info: say("info"),
  error: (description: string) => show(toastMessage("error", description)),
  /** An info toast with a button: its action is the page's own, so it is not carried to the next page. */
  offer: (title: string, description: string, action: NonNullable<ToastMessage["action"]>) =>
    show({ ...toastMessage("info", title, description), action }),
  /** Shows the toast on the page the reader is sent to next (sign-in, then the home page). */
  afterNavigation(kind: ToastKind, title: string, description?: string) {
    try {
      sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify(toastMessage(kind, title, description)));
    } catch {
      // Storage refused (private mode): the page change itself says the action worked.
    }
  },
};

/** Shows, once, a toast that the previous page left for this one. */
export function showPendingToast(): void {
  let message: ToastMessage | null = null;
  try {
    message = parsePendingToast(sessionStorage.getItem(PENDING_TOAST_KEY));
    sessionStorage.removeItem(PENDING_TOAST_KEY);
  } catch {
    return;
  }
  if (message) void show(message);
}
