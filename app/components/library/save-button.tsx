import { Bookmark } from "lucide-react";
import copy from "~/content/copy/library.yaml";
import type { ArticleToSave } from "~/lib/library/edit";
import { fill } from "~/lib/copy-text";
import { useSaved } from "./use-saved";

interface SaveButtonProps {
  article: ArticleToSave;
  /** On a card the name says which article ("Save <title>"); on the article's own page it need not. */
  onCard?: boolean;
}

/**
 * The Save toggle of an article (decisions.md): its name starts with "Save", aria-pressed says
 * whether the article is in the reader's library. The button carries what the library keeps of the
 * article, so saving fetches nothing; the plain script on every page handles the press
 * (library-dom.ts). Not shown without JavaScript, which it needs.
 */
export function SaveButton({ article, onCard = false }: SaveButtonProps) {
  const saved = useSaved(article.slug);
  return (
    <button
      type="button"
      data-needs-script
      data-save-slug={article.slug}
      data-save-article={JSON.stringify(article)}
      aria-pressed={saved}
      aria-label={onCard ? fill(copy.saveCard, { title: article.title }) : copy.saveArticle}
      className="group/save relative z-10 inline-flex min-h-11 items-center gap-2 rounded-lg border border-border bg-bg px-3 text-sm font-semibold text-ink hover:border-brand hover:text-brand aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:text-brand"
    >
      <Bookmark aria-hidden="true" className="size-4 group-aria-pressed/save:fill-current" />
      {copy.save}
    </button>
  );
}
