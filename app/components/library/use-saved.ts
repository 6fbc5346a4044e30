/**
 * Whether an article is saved, for a Save button React renders in the browser (the blog's live
 * results, the site search's). At build, and while an island hydrates, it is false, as the HTML
 * says; the inline library script sets the pressed state of the buttons in the page's HTML.
 */
import { isSaved } from "~/lib/library/edit";
import { useLibrary } from "./use-library";

export function useSaved(slug: string): boolean {
  const state = useLibrary();
  return state?.kind === "ready" && isSaved(state.library, slug);
}
