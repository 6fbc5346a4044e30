/**
 * The reader's library: what a reader keeps on their own device
 * (docs/product.md#the-readers-library). One versioned JSON document, in local storage and in an
 * exported file alike. Nothing of it is ever sent anywhere. Pure: the browser code in
 * components/library/ reads and writes it.
 */

/** The local storage key the whole library lives under. */
export const LIBRARY_KEY = "techhorizon:library";
/** Names the format inside the document, so a file from elsewhere is told apart from a damaged one. */
export const LIBRARY_FORMAT = "techhorizon-library";
export const LIBRARY_VERSION = 1;
/** Every course has five Learning Roadmap steps (docs/product.md#the-readers-library). */
export const COURSE_STEPS = 5;
/** A reading position past this share of the article counts as finished: nothing left to continue. */
export const FINISHED_AT = 0.9;

/** What the library needs to draw an article's card without fetching anything. */
export interface SavedArticle {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** YYYY-MM-DD and as readers see it. */
  date: string;
  dateText: string;
  readingMinutes: number;
  /** When it was saved (ISO 8601): the library lists the newest first. */
  savedAt: string;
}

export interface CourseProgress {
  /** The course page's slug: /webdev/<slug>. */
  slug: string;
  title: string;
  /** The Learning Roadmap steps done, by number (1–5), ascending. */
  done: number[];
  updatedAt: string;
}

export interface ReadingPosition {
  slug: string;
  title: string;
  /** How far down the article the reader got, from 0 to 1. */
  progress: number;
  updatedAt: string;
}

export interface Library {
  format: typeof LIBRARY_FORMAT;
  version: typeof LIBRARY_VERSION;
  saved: SavedArticle[];
  courses: CourseProgress[];
  reading: ReadingPosition[];
}

export function emptyLibrary(): Library {
  return { format: LIBRARY_FORMAT, version: LIBRARY_VERSION, saved: [], courses: [], reading: [] };
}
