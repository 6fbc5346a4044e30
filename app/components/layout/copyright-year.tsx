import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The current year. The prerendered HTML carries the build year; hydration starts from that same
 * value and then switches to the visitor's clock, so a page built last December neither shows the
 * wrong year nor triggers a hydration mismatch.
 */
export function CopyrightYear() {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
  return <>{year}</>;
}
