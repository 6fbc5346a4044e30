import copy from "~/content/copy/library-link.yaml";
import { countText } from "~/lib/copy-text";

export interface Counts {
  articles: number;
  lists: number;
  notes: number;
  courses: number;
}

/** What a link holds or adds, in words: "12 articles, 2 lists, progress on 3 courses"; what is none is left out. */
export function summaryText(counts: Counts): string {
  return (["articles", "lists", "notes", "courses"] as const)
    .filter((kind) => counts[kind] > 0)
    .map((kind) => countText(copy.counts[kind], counts[kind]))
    .join(", ");
}
