import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards. Pages are prerendered without a
 * query string, so state read from the URL (blog filters, a prefilled subject) must wait for this,
 * or the first client render would not match the HTML and React would warn.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
