/**
 * The cards of the articles a library's link names (lib/library/link.ts carries slugs only), from
 * the site's own files, /blog/<slug>.card.json, a few at a time. An article the site no longer has
 * (404) is left out; no network (or a server error) is "unreachable", and then nothing is added.
 * What comes back is checked with the rest of the link, as a library (check.ts).
 */
import { articleToSave, type ArticleToSave } from "~/lib/library/edit";
import { articleCardPath } from "~/lib/paths";

const AT_ONCE = 6;

export async function fetchArticleCards(slugs: string[]): Promise<Map<string, ArticleToSave> | "unreachable"> {
  const cards = new Map<string, ArticleToSave>();
  const queue = [...slugs];
  let unreachable = false;
  const worker = async () => {
    for (let slug = queue.shift(); slug !== undefined && !unreachable; slug = queue.shift()) {
      try {
        const response = await fetch(articleCardPath(slug));
        if (response.status === 404) continue;
        if (!response.ok) throw new Error(`${response.status}`);
        const card = (await response.json()) as ArticleToSave;
        cards.set(slug, { ...articleToSave(card), slug });
      } catch {
        unreachable = true;
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return unreachable ? "unreachable" : cards;
}
