/**
 * What the library page lists and what the home page offers to continue: pure, and apart from
 * edit.ts so the small scripts on reading pages do not carry them. How another library joins this
 * one is merge.ts.
 */
import { isUnfinished } from "./edit.ts";
import {
  COURSE_STEPS,
  type CourseProgress,
  type Library,
  type Note,
  type ReadingPosition,
  type SavedArticle,
} from "./format.ts";

export const newestFirst = <T>(list: T[], at: (item: T) => string) =>
  list.toSorted((a, b) => at(b).localeCompare(at(a)));

/** A list's articles, the last saved first. */
export const articlesNewestFirst = (articles: SavedArticle[]) => newestFirst(articles, (a) => a.savedAt);
export const savedNewestFirst = (library: Library) => articlesNewestFirst(library.saved);
export const coursesNewestFirst = (library: Library) => newestFirst(library.courses, (c) => c.updatedAt);
export const readingNewestFirst = (library: Library) =>
  newestFirst(
    library.reading.filter((r) => isUnfinished(r.progress)),
    (r) => r.updatedAt,
  );

/** What the home page offers to continue: the last unfinished article and the last course begun but not done. */
export function continueTargets(library: Library): { article?: ReadingPosition; course?: CourseProgress } {
  return {
    article: readingNewestFirst(library)[0],
    course: coursesNewestFirst(library).find((c) => c.done.length < COURSE_STEPS),
  };
}

/** The words of a filter: lowercase, each to be found somewhere in an article's title, category or note. */
export const filterWords = (query: string) => query.toLocaleLowerCase("en").split(/\s+/).filter(Boolean);

/** Whether an article answers the filter: every word in its title, its category or the reader's note on it. */
export function matchesFilter(article: SavedArticle, note: Note | undefined, words: string[]): boolean {
  const text = `${article.title}\n${article.category}\n${note?.text ?? ""}`.toLocaleLowerCase("en");
  return words.every((word) => text.includes(word));
}
