/**
 * The pages this device keeps for offline reading, as the service worker last listed them
 * (app/worker/kept-pages.ts), following its word when that changes. Undefined at build and while it
 * is read; empty where the device keeps none or cannot (no service worker has kept anything, no
 * Cache API, storage refused), so a page never waits for a list that will not come.
 */
import { useEffect, useState } from "react";
import { KEPT_LIST_PATH, OFFLINE_CACHES, parseKeptList, type KeptMessage } from "~/lib/offline";

async function readKept(): Promise<Set<string>> {
  if (typeof caches === "undefined" || !(await caches.has(OFFLINE_CACHES.saved))) return new Set();
  const cache = await caches.open(OFFLINE_CACHES.saved);
  return new Set(Object.keys(parseKeptList(await (await cache.match(KEPT_LIST_PATH))?.json())));
}

export function useKeptPages(): Set<string> | undefined {
  const [kept, setKept] = useState<Set<string>>();
  useEffect(() => {
    let live = true;
    readKept().then(
      (pages) => live && setKept(pages),
      () => live && setKept(new Set()),
    );
    const heard = (event: MessageEvent) => {
      const data = event.data as Partial<KeptMessage> | null;
      if (data?.type === "th:kept" && Array.isArray(data.pages)) setKept(new Set(data.pages));
    };
    navigator.serviceWorker?.addEventListener("message", heard);
    return () => {
      live = false;
      navigator.serviceWorker?.removeEventListener("message", heard);
    };
  }, []);
  return kept;
}
