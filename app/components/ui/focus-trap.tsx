import { useLayoutEffect, useRef, type FocusEvent } from "react";

/** Visible, focusable controls inside `container`, in document order (the trap's guards left out). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(
    container.querySelectorAll<HTMLElement>(
      "a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1']):not([data-focus-guard])",
    ),
  ).filter((el) => el.getClientRects().length > 0);
}

/**
 * Focuses the first (or last) element in `container` that actually takes focus. Which elements the
 * browser tabs to is its own setting (Safari, and Firefox on macOS, skip links), so the trap does
 * not guess: it tries each from that end until one has focus.
 */
function focusEdge(container: HTMLElement, edge: "first" | "last") {
  const items = focusableIn(container);
  for (const item of edge === "first" ? items : items.reverse()) {
    item.focus();
    if (document.activeElement === item) return;
  }
}

/**
 * One end of a focus trap (an open menu or drawer): render one as the first child of the container
 * and one as the last. Tab past the last control the browser tabs to lands on the end guard, which
 * sends focus round to the first control; Shift+Tab past the first lands on the start guard, which
 * sends it to the last. Focus arriving from outside (a dialog focusing its first element as it
 * opens) goes to the first control. Guards are plain Tab stops in every browser, whatever it skips.
 */
export function FocusGuard({ edge }: { edge: "start" | "end" }) {
  const ref = useRef<HTMLSpanElement>(null);
  // A Tab stop only once it can pass focus on: before hydration a dialog opened by its invoker
  // command focuses its first control, not a guard with no handler yet.
  useLayoutEffect(() => ref.current?.setAttribute("tabindex", "0"), []);
  const onFocus = (e: FocusEvent<HTMLSpanElement>) => {
    const container = e.currentTarget.parentElement;
    if (!container) return;
    const fromInside = e.relatedTarget instanceof Node && container.contains(e.relatedTarget);
    focusEdge(container, edge === "start" && fromInside ? "last" : "first");
  };
  // Not a control: it takes focus only to hand it on at once, so it has no role or name of its own.
  // eslint-disable-next-line jsx-a11y/no-static-element-interactions
  return <span ref={ref} data-focus-guard={edge} onFocus={onFocus} />;
}
