import { useEffect, useRef, useState } from "react";

/**
 * Whether a mouse pointer is over the element, and whether focus is inside it. Listeners are
 * attached directly because this only observes the visitor; it is not an interaction of its own.
 * Touch pointers are ignored: a tap has no "leave", so it would pause for good. The island hydrates
 * when a reader points at it or focuses it (client:interaction): focus already inside is read at
 * once, and a mouse already over it is told by the `pointerover` the directive replays.
 */
export function useHoverOrFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setFocusInside(el.contains(document.activeElement));
    const onEnter = (e: PointerEvent) => {
      if (e.pointerType === "mouse") setHovered(true);
    };
    const onLeave = () => setHovered(false);
    const onFocusIn = () => setFocusInside(true);
    const onFocusOut = (e: FocusEvent) => {
      if (!el.contains(e.relatedTarget as Node | null)) setFocusInside(false);
    };
    // "pointerover" bubbles from whatever is under the pointer, replayed or not; "pointerleave" only leaves the whole.
    el.addEventListener("pointerover", onEnter);
    el.addEventListener("pointerleave", onLeave);
    el.addEventListener("focusin", onFocusIn);
    el.addEventListener("focusout", onFocusOut);
    return () => {
      el.removeEventListener("pointerover", onEnter);
      el.removeEventListener("pointerleave", onLeave);
      el.removeEventListener("focusin", onFocusIn);
      el.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  return { ref, hovered, focusInside };
}
