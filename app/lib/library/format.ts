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
/** 1: saved articles, course progress, reading positions. 2 (ADR 0046): named lists and notes too. */
export const LIBRARY_VERSION = 2;
/** Every course has five Learning Roadmap steps (docs/product.md#the-readers-library). */
export const COURSE_STEPS = 5;
/** A reading position past this share of the article counts as finished: nothing left to continue. */
export const FINISHED_AT = 0.9;
/** The longest note on an article, in characters. */
export const NOTE_MAX = 2000;
/** The longest name of a list, in characters. */
export const LIST_NAME_MAX = 60;
/** Named lists a library holds at most, besides "Saved articles": a menu that still fits a screen. */
export const LISTS_MAX = 50;

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
  /** When it was saved, or added to the list that holds it (ISO 8601): lists show the newest first. */
  savedAt: string;
}

/** A list the reader named ("Saved articles" is `saved`, the list every library has). */
export interface NamedList {
  /** Unique in the library, whatever the case: two lists of one name are one list. */
  name: string;
  createdAt: string;
  articles: SavedArticle[];
}

/** The reader's note on an article: plain text, never markup. One per article, whichever lists hold it. */
export interface Note {
  slug: string;
  text: string;
  updatedAt: string;
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
  /** The list "Saved articles": what the Save toggles save to. */
  saved: SavedArticle[];
  lists: NamedList[];
  notes: Note[];
  courses: CourseProgress[];
  reading: ReadingPosition[];
}

export function emptyLibrary(): Library {
  return {
    format: LIBRARY_FORMAT,
    version: LIBRARY_VERSION,
    saved: [],
    lists: [],
    notes: [],
    courses: [],
    reading: [],
  };
}
