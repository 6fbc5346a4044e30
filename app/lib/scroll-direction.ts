/** The header hides once the page has scrolled down past this many pixels (docs/product.md#header). */
export const HEADER_HIDE_THRESHOLD = 150;

export interface HeaderScrollState {
  y: number;
  previousY: number;
  wasHidden: boolean;
  /** Mobile menu open or keyboard focus inside the header: it must stay in view. */
  pinned: boolean;
}

/** Whether the header should be hidden after a scroll from `previousY` to `y`. */
export function isHeaderHidden({ y, previousY, wasHidden, pinned }: HeaderScrollState): boolean {
  if (pinned || y <= HEADER_HIDE_THRESHOLD) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return wasHidden;
}
