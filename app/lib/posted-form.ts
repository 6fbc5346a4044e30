/**
 * Where a form goes when the browser sends it itself: JavaScript is off, or the island has not
 * hydrated yet (client:interaction holds a POST form until then, so this is rare). The site keeps
 * nothing a visitor types, so it has no form handler: every form posts to the page that says
 * nothing was sent and why (public/method-not-allowed.html, named without its extension, the form
 * static hosts serve it under), so what was typed never lands in a URL.
 * - npm start and nginx answer any POST with that page, status 405 (server/app.ts, deploy/nginx.conf).
 * - A static host (Netlify, Cloudflare Pages) either serves the file to the POST, which shows the
 *   same page, or refuses the method with its own error page; it stores nothing either way.
 *   Posting to the form's own page instead would reload it there without a word.
 */
export const NOTHING_SENT_PAGE = "/method-not-allowed";

/** Attributes for every `<form>` that holds what a visitor typed (ADR 0021). */
export const postedForm = { method: "post", action: NOTHING_SENT_PAGE } as const;
