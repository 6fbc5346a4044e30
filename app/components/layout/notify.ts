/**
 * The site's one way to show a toast. sonner and the toaster load on the first toast of a page view,
 * never with the page (nothing of them is needed to read it).
 */
import { PENDING_TOAST_KEY, parsePendingToast, toastMessage, type ToastKind, type ToastMessage } from "~/lib/notify";

function show(message: ToastMessage): Promise<void> {
  return import("./toasts").then(({ showToast }) => showToast(message));
}

const say = (kind: ToastKind) => (title: string, description?: string) => show(toastMessage(kind, title, description));

export const notify = {
  success: say("success"),
  info: say("info"),
  error: (description: string) => show(toastMessage("error", description)),
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
