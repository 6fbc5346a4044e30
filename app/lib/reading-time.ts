import { WORDS_PER_MINUTE } from "../content/site.ts";

/** Words in a piece of running text: runs of letters or digits, with inner apostrophes and hyphens. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes to read `words`, rounded up; never less than one. */
export function readingMinutes(words: number, wordsPerMinute: number = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
