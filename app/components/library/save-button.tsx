import copy from "~/content/copy/saving.yaml";
import type { ArticleToSave } from "~/lib/library/edit";
import { fill } from "~/lib/copy-text";
import { useSaved } from "./use-saved";

interface SaveButtonProps {
  article: ArticleToSave;
  /** On a card the name says which article ("Save <title>"); on the article's own page it need not. */
  onCard?: boolean;
}

/**
 * The Save toggle of an article (docs/product.md#the-readers-library): its name starts with "Save", aria-pressed says
 * whether the article is in the reader's library. Saving keeps what the card shows (its title,
 * excerpt, category and date, marked `data-card-*` in the card or the article's header around the
 * button) and the reading time the button carries, so it fetches nothing and adds little to a page.
 * The inline library script handles the press (library-init.ts). Not shown without JavaScript.
 */
export function SaveButton({ article, onCard = false }: SaveButtonProps) {
  const saved = useSaved(article.slug);
  return (
    // Its look is one class in app.css and its icon one path: a list page carries a button per card,
    // and an article page's HTML must not grow with its related cards (e2e/archive-scale.spec.ts).
    <button
      type="button"
      data-needs-script
      data-save-slug={article.slug}
      data-minutes={article.readingMinutes}
      aria-pressed={saved}
      aria-label={onCard ? fill(copy.saveCard, { title: article.title }) : copy.saveArticle}
      className="save-button"
    >
      <BookmarkMark />
      {copy.save}
    </button>
  );
}

/** The bookmark drawn in every Save toggle: one path, styled by the `.save-button` class. */
export function BookmarkMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
    </svg>
  );
}
