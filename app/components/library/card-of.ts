/**
 * What the library keeps of an article, read from the page around one of its controls: its card on a
 * list, or its header on its own page, marks the fields `data-card-*` (save-button.tsx). Shared by
 * the inline script's Save buttons (library-init.ts) and the article page's "Add to list", so
 * neither carries the article's words twice.
 */
import type { ArticleToSave } from "~/lib/library/edit";

export function cardOf(control: HTMLElement, slug: string, readingMinutes: number): ArticleToSave {
  const card = control.closest("[data-card]")!;
  const text = (name: string) => card.querySelector(`[data-card-${name}]`)!.textContent!.trim();
  const time = card.querySelector("time")!;
  return {
    slug,
    title: text("title"),
    excerpt: text("excerpt"),
    category: text("category"),
    date: time.dateTime,
    dateText: time.textContent!.trim(),
    readingMinutes,
  };
}
