// Retires TechHorizon's service worker (ADR 0036). To take offline reading off a deployed site,
// copy this file over the deployed /sw.js, keeping that name, on any host (npm start, nginx,
// Netlify, Cloudflare Pages), and deploy. A reader's browser fetches /sw.js again on their next page
// (it is sent with Cache-Control: no-cache) and installs this worker in place of the old one; once
// it takes over, it deletes every cache the site made and unregisters itself. It takes over when
// the reader's tabs of the site have closed, or at once when they press Reload in the "new version"
// toast their page shows. It answers no request: pages come from the network as if there had been
// no worker.
const retire = async () => {
  for (const name of await caches.keys()) await caches.delete(name);
  await self.registration.unregister();
};

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(retire()));
self.addEventListener("message", (event) => {
  // What the update toast's Reload sends (app/components/offline/update-toast.tsx).
  if (event.data?.type === "SKIP_WAITING") return self.skipWaiting();
  // A page of a build that still registers the worker takes back the registration that was going
  // away, and then writes to it (the pages it keeps): each time, the worker goes again.
  event.waitUntil(retire());
});
