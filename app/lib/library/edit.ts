/**
 * Changes to the library, each returning a new one, and what a page asks of it: pure. The browser
 * code (components/library/) reads the stored library, applies a change and writes it back whole.
 * The library page's lists and the import's merge are in lists.ts.
 */
import {
  COURSE_STEPS,
  FINISHED_AT,
  type CourseProgress,
  type Library,
  type ReadingPosition,
  type SavedArticle,
} from "./format.ts";

/** Reading positions kept: the oldest is dropped past this, so the library does not grow with every visit. */
export const READING_KEPT = 50;
/** A position this close to the top is not worth offering to return to. */
export const STARTED_AT = 0.05;

export type ArticleToSave = Omit<SavedArticle, "savedAt">;

/** What the library keeps of an article's card: what it needs to draw the card again, nothing more. */
export function articleToSave({
  slug,
  title,
  excerpt,
  category,
  date,
  dateText,
  readingMinutes,
}: ArticleToSave): ArticleToSave {
  return { slug, title, excerpt, category, date, dateText, readingMinutes };
}

export const isSaved = (library: Library, slug: string) => library.saved.some((a) => a.slug === slug);

/** Whether the article is anywhere in the library: in "Saved articles" or in a list the reader named. */
export const isKept = (library: Library, slug: string) =>
  isSaved(library, slug) || library.lists.some((list) => list.articles.some((a) => a.slug === slug));

/** The library without the notes of articles it no longer holds: a note lives as long as its article is in a list. */
export const withoutLooseNotes = (library: Library): Library => ({
  ...library,
  notes: library.notes.filter((note) => isKept(library, note.slug)),
});

/** Saves the article, or removes it when it is saved already; `saved` says which. */
export function toggleSaved(library: Library, article: ArticleToSave, now: Date): { library: Library; saved: boolean } {
  if (isSaved(library, article.slug)) return { library: removeSaved(library, article.slug), saved: false };
  return {
    library: { ...library, saved: [...library.saved, { ...article, savedAt: now.toISOString() }] },
    saved: true,
  };
}

/** Takes the article out of "Saved articles"; its note goes too when no other list holds it. */
export function removeSaved(library: Library, slug: string): Library {
  return withoutLooseNotes({ ...library, saved: library.saved.filter((a) => a.slug !== slug) });
}

/** Marks one Learning Roadmap step (1–5) of a course done or not done. */
export function setStep(
  library: Library,
  course: { slug: string; title: string },
  step: number,
  done: boolean,
  now: Date,
): Library {
  const current = library.courses.find((c) => c.slug === course.slug);
  const steps = new Set(current?.done ?? []);
  if (done) steps.add(step);
  else steps.delete(step);
  const next: CourseProgress = {
    slug: course.slug,
    title: course.title,
    done: [...steps].filter((n) => n >= 1 && n <= COURSE_STEPS).sort((a, b) => a - b),
    updatedAt: now.toISOString(),
  };
  const others = library.courses.filter((c) => c.slug !== course.slug);
  return { ...library, courses: next.done.length ? [...others, next] : others };
}

export const stepsDone = (library: Library, slug: string): number[] =>
  library.courses.find((c) => c.slug === slug)?.done ?? [];

/** Records how far down an article the reader is; keeps the newest READING_KEPT positions. */
export function setPosition(
  library: Library,
  article: { slug: string; title: string },
  progress: number,
  now: Date,
): Library {
  const share = Math.min(1, Math.max(0, Math.round(progress * 1000) / 1000));
  const others = library.reading.filter((r) => r.slug !== article.slug);
  const next: ReadingPosition = {
    slug: article.slug,
    title: article.title,
    progress: share,
    updatedAt: now.toISOString(),
  };
  return { ...library, reading: [...others, next].slice(-READING_KEPT) };
}

export const positionOf = (library: Library, slug: string): number =>
  library.reading.find((r) => r.slug === slug)?.progress ?? 0;

/** A position worth offering to return to: past the first screenful, before the end. */
export const isUnfinished = (progress: number) => progress >= STARTED_AT && progress < FINISHED_AT;
