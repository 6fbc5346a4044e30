/** Libraries for the tests: an article to save and a library with one of each entry. */
import type { ArticleToSave } from "./edit.ts";
import { emptyLibrary, type Library } from "./format.ts";

export const article = (slug: string, title = `Title of ${slug}`): ArticleToSave => ({
  slug,
  title,
  excerpt: "What the article is about.",
  category: "Tech Trends",
  date: "2026-11-04",
  dateText: "November 4, 2026",
  readingMinutes: 4,
});

export function sampleLibrary(): Library {
  return {
    ...emptyLibrary(),
    saved: [{ ...article("react-19"), savedAt: "2026-11-20T10:00:00.000Z" }],
    courses: [{ slug: "frontend", title: "Frontend Development", done: [1, 2], updatedAt: "2026-11-21T10:00:00.000Z" }],
    reading: [{ slug: "wasm", title: "WebAssembly", progress: 0.4, updatedAt: "2026-11-22T10:00:00.000Z" }],
  };
}
