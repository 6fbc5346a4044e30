import { lazy, Suspense } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";

// sonner is not needed to read a page: it loads right after hydration instead of before it.
const Toasts = lazy(() => import("./toasts"));

/** One toast at a time, 5 s each (spec §4); errors in the destructive colour. */
export function SiteToaster() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
