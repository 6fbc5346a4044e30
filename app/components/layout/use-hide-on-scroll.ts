import { useEffect, useState } from "react";
import { isHeaderHidden } from "~/lib/scroll-direction";

/** Tracks window scroll and says whether the header should be out of view. */
export function useHideOnScroll(pinned: boolean): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let previousY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const from = previousY;
        previousY = y;
        setHidden((wasHidden) => isHeaderHidden({ y, previousY: from, wasHidden, pinned }));
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [pinned]);

  return hidden && !pinned;
}
