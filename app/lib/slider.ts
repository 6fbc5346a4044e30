/**
 * Pure rules of the home page slider, kept apart from React so they can be tested directly.
 * Indexes are zero-based; both directions wrap, so the last slide is followed by the first.
 */
/** The media query of a reader who asked for less motion: the slider then waits for them. */
export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

export function previousIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index - 1 + count) % count;
}

export interface RotationState {
  /** The visitor's pause/play choice, or the default for their motion preference. */
  playing: boolean;
  /** Null until the motion preference has been read after hydration. */
  prefersReducedMotion: boolean | null;
  hovered: boolean;
  focusInside: boolean;
}

/**
 * Whether the slider advances on its own right now. Hover and focus pause it so nothing moves
 * under the pointer or away from the keyboard (WCAG 2.2.2); it never starts before the motion
 * preference is known, so a visitor who asked for less motion never sees a slide change.
 */
export function isRotating({ playing, prefersReducedMotion, hovered, focusInside }: RotationState): boolean {
  return playing && prefersReducedMotion !== null && !hovered && !focusInside;
}

/**
 * Whether the slideshow counts as playing: the visitor's explicit choice wins; otherwise it plays
 * unless they prefer reduced motion. Before the preference is known it reads as playing, which
 * matches what most visitors will see, so the prerendered button label rarely changes.
 */
export function isPlaying(choice: boolean | null, prefersReducedMotion: boolean | null): boolean {
  return choice ?? prefersReducedMotion !== true;
}

/**
 * How long the first slide stays, for a slider whose script arrived `pageAgeMs` after the page
 * began (`performance.now()`): the rest of its `intervalMs`, so the first turn comes when it would
 * have had the slider run from the start; at once if that moment has passed.
 */
export function firstDelay(intervalMs: number, pageAgeMs: number): number {
  return Math.max(0, intervalMs - pageAgeMs);
}
