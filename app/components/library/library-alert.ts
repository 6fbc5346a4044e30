/**
 * Why a change to the library could not be kept, said once per page view in the page's alert
 * (Document.astro's `[data-library-alert]`), in the words the header's link carries
 * (library-link.tsx): the inline script's Save buttons and the article page's "Add to list" alike.
 */
import type { WriteResult } from "./store";

let told = false;

export function tellFailure(result: WriteResult) {
  const alert = document.querySelector<HTMLElement>("[data-library-alert]");
  const link = document.querySelector<HTMLElement>("[data-library-count]");
  if (result === "ok" || told || !alert || !link) return;
  told = true;
  alert.textContent = link.dataset[result]!;
  alert.hidden = false;
  setTimeout(() => (alert.hidden = true), 10_000);
}
