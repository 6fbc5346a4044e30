import { useEffect, useRef, useState } from "react";
import { isHeaderHidden } from "~/lib/scroll-direction";

/** Tracks window scroll and says whether the header should be out of view. */
export function useHideOnScroll(pinned: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  // The header hydrates on the reader's first scroll, often already some way down: the page opened
  // at the top, so the movement so far counts as scrolling down from there.
  const previousY = useRef(0);
  const mounted = useRef(false);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const from = previousY.current;
        previousY.current = y;
        setHidden((wasHidden) => isHeaderHidden({ y, previousY: from, wasHidden, pinned }));
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    if (!mounted.current) {
      mounted.current = true;
      onScroll();
    }
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [pinned]);

  return hidden && !pinned;
}
