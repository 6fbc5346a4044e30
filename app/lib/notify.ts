/**
 * The toast policy (docs/product.md#states-and-transitions, docs/product.md#error-messages): one
 * visible at a time, 5 s each, errors titled 'Error'. A toast that follows a page load (sign-in,
 * then the home page), or that is still showing when the reader leaves the page, waits in session
 * storage for the next page.
 */
export const TOAST_DURATION_MS = 5000;
export const ERROR_TITLE = "Error";
export const PENDING_TOAST_KEY = "th:pending-toast";

export type ToastKind = "success" | "info" | "error";

export interface ToastMessage {
  kind: ToastKind;
  title: string;
  description?: string;
  /** Milliseconds left to show it, when it was already showing on the page before (default 5000). */
  duration?: number;
  /** A button in the toast (the update toast's Reload). A toast with one belongs to its page: it is not carried to the next. */
  action?: { label: string; onClick: () => void };
}

export function toastMessage(kind: ToastKind, title: string, description?: string): ToastMessage {
  return kind === "error"
    ? { kind, title: ERROR_TITLE, description: description ?? title }
    : { kind, title, description };
}

/** The stored toast, or null for anything else (an old or hand-edited value must not throw). */
export function parsePendingToast(raw: string | null): ToastMessage | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { kind, title, description, duration } = value as Record<string, unknown>;
    if ((kind !== "success" && kind !== "info" && kind !== "error") || typeof title !== "string") return null;
    const message: ToastMessage = {
      kind,
      title,
      description: typeof description === "string" ? description : undefined,
    };
    if (typeof duration === "number" && duration > 0 && duration <= TOAST_DURATION_MS) message.duration = duration;
    return message;
  } catch {
    return null;
  }
}
