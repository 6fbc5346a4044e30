/** Words in a piece of copy: runs of letters or digits, with inner apostrophes and hyphens. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Whole minutes at an unhurried reading pace for technical text; never less than one. */
export function readingMinutes(words: number, wordsPerMinute = 200): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}
