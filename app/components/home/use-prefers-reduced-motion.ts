import { useEffect, useState } from "react";
import { REDUCED_MOTION as QUERY } from "~/lib/slider";

/**
 * The visitor's reduced-motion preference, or null until it has been read. It is read in an effect,
 * after hydration, because the prerendered HTML cannot know it and the first client render must match.
 */
export function usePrefersReducedMotion(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia(QUERY);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/** Read at the moment of an action, such as a click that scrolls. */
export function prefersReducedMotionNow(): boolean {
  return window.matchMedia(QUERY).matches;
}
