/**
 * `client:worker`: registers the site's service worker once the page has loaded and the browser is
 * idle (ADR 0036), tells it which pages the reader keeps (their library's saved articles and
 * courses, now and after every change), and hydrates its island (the update toast) only when a
 * new worker is waiting: almost every page view loads no JavaScript for it at all.
 */
import type { ClientDirective } from "astro";
import { keptPages, updateWaits, WORKER_PATH, type KeepMessage } from "../lib/offline.ts";
import { onLibraryChange } from "../components/library/library-events.ts";
import { peekStored } from "../components/library/store.ts";

/** The reader's kept pages, or undefined when the library cannot be read: then nothing kept is dropped. */
function pagesToKeep(): string[] | undefined {
  const library = peekStored();
  return library && keptPages(library);
}

const worker: ClientDirective = (load) => {
  const container = navigator.serviceWorker;
  if (!container) return;
  const tell = () => {
    const pages = pagesToKeep();
    if (pages)
      void container.ready.then((registration) =>
        registration.active?.postMessage({ type: "th:keep", pages } satisfies KeepMessage),
      );
  };
  const register = async () => {
    const registration = await container.register(WORKER_PATH);
    let shown = false;
    const offerUpdate = () => {
      // The first worker takes over by itself: only one waiting behind an active worker is an update.
      if (shown || !updateWaits(registration, container.controller)) return;
      shown = true;
      void load().then((hydrate) => hydrate());
    };
    offerUpdate();
    registration.addEventListener("updatefound", () =>
      registration.installing?.addEventListener("statechange", offerUpdate),
    );
    tell();
    onLibraryChange(tell);
  };
  const start = () => (window.requestIdleCallback ?? setTimeout)(() => register().catch(() => undefined));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
};

export default worker;
