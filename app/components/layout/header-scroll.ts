/**
 * Hides the header while the reader scrolls down past 150 px and shows it again on the way up
 * (docs/product.md#header), without React: a reader who only reads never loads the header's island (issue 29). The
 * header's own React (menus, search, the phone menu) hydrates only when the reader reaches for it.
 * It stays in view while the phone menu is open or focus is inside it. The state is the header's
 * `data-hidden`, which CSS turns into its slide (app.css); React never renders that attribute, so
 * hydrating the island leaves it alone.
 */
import { isHeaderHidden } from "~/lib/scroll-direction";

/** The phone menu's toggle says whether it is open; focus inside the header keeps it in view too. */
const pinned = (header: HTMLElement) =>
  header.contains(document.activeElement) || header.querySelector("[aria-controls][aria-expanded='true']") !== null;

export function watchHeaderScroll(header: HTMLElement | null) {
  if (!header) return;
  let previousY = window.scrollY;
  let hidden = false;
  let frame = 0;
  const show = (next: boolean) => {
    hidden = next;
    header.dataset.hidden = String(next);
  };
  show(false);
  window.addEventListener(
    "scroll",
    () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        const next = isHeaderHidden({ y, previousY, wasHidden: hidden, pinned: pinned(header) });
        previousY = y;
        if (next !== hidden) show(next);
      });
    },
    { passive: true },
  );
  // Tab into a hidden header (or open its menu) and it comes back at once.
  header.addEventListener("focusin", () => hidden && show(false));
}
