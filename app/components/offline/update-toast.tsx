import { useEffect } from "react";
import copy from "~/content/pages/offline.yaml";
import { notify } from "~/components/layout/notify";

/** Hands control to the waiting worker, then reloads once it has it: the page and its files come from one build. */
async function reloadIntoUpdate(): Promise<void> {
  const container = navigator.serviceWorker;
  const waiting = (await container.getRegistration())?.waiting;
  if (!waiting) return location.reload();
  container.addEventListener("controllerchange", () => location.reload(), { once: true });
  waiting.postMessage({ type: "SKIP_WAITING" });
}

/**
 * "A new version is ready": hydrated by `client:worker` only when a new service worker is waiting
 * (app/directives/worker.ts). The page on screen stays as it is until the reader reloads.
 */
export function UpdateToast() {
  useEffect(() => {
    void notify.offer(copy.update.title, copy.update.description, {
      label: copy.update.reload,
      onClick: () => void reloadIntoUpdate(),
    });
  }, []);
  return null;
}
