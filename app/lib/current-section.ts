/**
 * Which section of an article the reader is in, for the 'On this page' list
 * (docs/product.md#on-this-page): the last section whose heading has risen above the reading line, a little below
 * the top of the window; the first while the reader is still above its heading (the introduction
 * leads into it). At the end of the page the last section is current, although its heading may never
 * reach the line (a short closing section). Pure: the page's script (components/reading/article-reading.ts) measures, this decides.
 */

/** Where the reading line sits: a heading above it has been reached. A third of the window, at most 12rem. */
export function readingLine(viewportHeight: number): number {
  return Math.min(viewportHeight / 3, 192);
}

/**
 * The index of the current section, or -1 when there are none. `headingTops`: each section heading's
 * top edge, in page order, in pixels from the top of the window; `atEnd`: whether the page is
 * scrolled to its end. (Positional, not an object: the page's inline script carries every name.)
 */
export function currentSection(headingTops: readonly number[], viewportHeight: number, atEnd: boolean): number {
  if (headingTops.length === 0) return -1;
  if (atEnd) return headingTops.length - 1;
  const line = readingLine(viewportHeight);
  let current = 0;
  for (const [index, top] of headingTops.entries()) {
    if (top > line) break;
    current = index;
  }
  return current;
}
