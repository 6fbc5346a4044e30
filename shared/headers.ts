/**
 * The response headers of the site, in one place: the Node server sets them, and the nginx config
 * and static-host _headers file are generated from the same values.
 */
import { createHash } from "node:crypto";
import mime from "mime";
import { HASHED_ASSET_PREFIX } from "./build-layout.ts";
import { feedTypeFor } from "./feeds.ts";

export const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "no-cache";
/**
 * The icons a page links (app/layouts/Document.astro; favicon.ico for browsers that ask for it
 * unasked). Browsers fetch the icon again on every page and on every change of the address, which a
 * search rewrites at each key (/search and /blog keep the query in the URL): 0.8 KB a key with
 * no-cache. Kept a day, they come from the browser's cache; a new icon shows within the day.
 */
export const ICON_CACHE = "public, max-age=86400";
export const PAGE_ICONS: readonly string[] = [
  "/favicon.svg",
  "/favicon-32.png",
  "/favicon.ico",
  "/apple-touch-icon.png",
];
/**
 * A 301 from an alias, a case variant or a page's file name to the page: kept an hour, so repeat
 * visits skip the round trip, yet an alias changed by a later build is followed within the hour
 * (a 301 without it may be kept indefinitely). The same on nginx (deploy/nginx.conf).
 */
export const REDIRECT_CACHE = "public, max-age=3600";

/** Script types the browser runs or reads under script-src (speculation rules); any other type (JSON-LD) is a data block that CSP does not govern. */
const EXECUTABLE_SCRIPT_TYPE = /^(|module|importmap|text\/javascript|speculationrules)$/i;

const sha256Source = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/**
 * sha256 CSP sources for each inline <script> of an HTML document that the browser runs (the
 * framework's hydration data and boot code, the theme script), whatever framework wrote the page.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\btype="([^"]*)"/.exec(match[1]!)?.[1] ?? "";
    const body = match[2] ?? "";
    if (body.trim() === "" || !EXECUTABLE_SCRIPT_TYPE.test(type)) continue;
    hashes.add(sha256Source(body));
  }
  return [...hashes];
}

/** sha256 CSP sources for each inline <style> element of an HTML document. Style attributes cannot be admitted this way. */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) hashes.add(sha256Source(match[1] ?? ""));
  return [...hashes];
}

const sources = (hashes: readonly string[]) => (hashes.length ? " " + hashes.join(" ") : "");

/**
 * Each kind of content from the site's own origin only, inline scripts and styles only by hash (no
 * style attributes at all); no media, frames, plugins, framing or <base>; no worker but the site's own. Every fetch
 * directive the site could use is spelled out, so `default-src 'self'` governs only what has none
 * of its own that all three engines know: the web app manifest. Its own directive, manifest-src, is
 * not used because WebKit reports it as an error; `default-src 'none'` would block the manifest
 * (ADR 0016).
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  styleHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the site search compile Pagefind's WebAssembly (ADR 0023); it admits
    // no JavaScript eval.
    `script-src 'self' 'wasm-unsafe-eval'${sources(scriptHashes)}`,
    `style-src 'self'${sources(styleHashes)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'none'",
    "child-src 'none'",
    "frame-src 'none'",
    // The site's own service worker (/sw.js, ADR 0036), and no other worker.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/** Headers every response carries, whatever it is. */
export function baseHeaders({ https }: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/** Files under the hashed-asset prefix carry a content hash in their name and never change; the page icons are kept a day; the rest revalidates. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith(HASHED_ASSET_PREFIX)) return HASHED_ASSET_CACHE;
  return PAGE_ICONS.includes(pathname) ? ICON_CACHE : REVALIDATE_CACHE;
}

/** Types the site names itself rather than by the common table (and the feeds', by their name: feeds.ts). */
const TYPE_OVERRIDES: Record<string, string> = {
  // The type browsers and nginx's table use; the common table says image/vnd.microsoft.icon.
  "/favicon.ico": "image/x-icon",
};
/** Text types, which are sent with their charset (the nginx config's charset_types match). */
const TEXT_TYPE = /^text\/|[/+](json|xml)$/;

/**
 * The Content-Type of a built file, by its name: the file, never a precompressed variant of it.
 * React Router's `.data` files (loader data for client navigation) have no registered type.
 */
export function contentTypeFor(file: string): string {
  const type = TYPE_OVERRIDES[file] ?? feedTypeFor(file) ?? mime.getType(file) ?? "application/octet-stream";
  return TEXT_TYPE.test(type) ? `${type}; charset=utf-8` : type;
}
