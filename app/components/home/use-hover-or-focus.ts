import { useEffect, useRef, useState } from "react";

/**
 * Whether a mouse pointer is over the element, and whether focus is inside it. Listeners are
 * attached directly because this only observes the visitor; it is not an interaction of its own.
 * Touch pointers are ignored: a tap has no "leave", so it would pause for good.
 */
export function useHoverOrFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onEnter = (e: PointerEvent) => {
      if (e.pointerType === "mouse") setHovered(true);
    };
    const onLeave = () => setHovered(false);
    const onFocusIn = () => setFocusInside(true);
    const onFocusOut = (e: FocusEvent) => {
      if (!el.contains(e.relatedTarget as Node | null)) setFocusInside(false);
    };
    el.addEventListener("pointerenter", onEnter);
    el.addEventListener("pointerleave", onLeave);
    el.addEventListener("focusin", onFocusIn);
    el.addEventListener("focusout", onFocusOut);
    return () => {
      el.removeEventListener("pointerenter", onEnter);
      el.removeEventListener("pointerleave", onLeave);
      el.removeEventListener("focusin", onFocusIn);
      el.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  return { ref, hovered, focusInside };
}
