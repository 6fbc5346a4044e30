// Retires TechHorizon's service worker (ADR 0036). To take offline reading off a deployed site,
// copy this file over the deployed /sw.js, keeping that name, on any host (npm start, nginx,
// Netlify, Cloudflare Pages), and deploy. A reader's browser fetches /sw.js again on their next page
// (it is sent with Cache-Control: no-cache) and installs this worker in place of the old one; once
// it takes over, it deletes every cache the site made and unregisters itself. It takes over when
// the reader's tabs of the site have closed, or at once when they press Reload in the "new version"
// toast their page shows. Pages that still register /sw.js install it again on a visit; it finds
// nothing to delete and removes itself again.
self.addEventListener("install", () => self.skipWaiting());
// What the update toast's Reload sends (app/components/offline/update-toast.tsx).
self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") self.skipWaiting();
});
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) await caches.delete(name);
      await self.registration.unregister();
    })(),
  );
});
