import type { KeyboardEvent } from "react";

/** Visible, focusable controls inside `container`, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(
    container.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])"),
  ).filter((el) => el.getClientRects().length > 0);
}

/**
 * Keeps Tab inside `container` (an open menu or drawer): from the last control it wraps to the first,
 * and Shift+Tab from the first wraps to the last. Call from the container's keydown handler.
 */
export function trapTab(e: KeyboardEvent, container: HTMLElement) {
  if (e.key !== "Tab") return;
  const items = focusableIn(container);
  const first = items[0];
  const last = items.at(-1);
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last?.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first?.focus();
  }
}
