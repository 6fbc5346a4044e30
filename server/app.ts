/**
 * The request handler behind `npm start`: serves the prerendered site in build/client and nothing
 * else. Files are served by sirv; this module adds the policy around it (methods, hostile paths,
 * alias redirects, headers, the 404 page).
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import sirv from "sirv";
import { aliasRedirect } from "../app/lib/aliases.ts";
import { baseHeaders, cacheControlFor } from "./headers.ts";
import { builtPages, cspForFile, NOT_FOUND_FILE } from "./pages.ts";
import { rejectTarget } from "./request-guard.ts";

/** Files the build leaves that a visitor must never be handed. */
const PRIVATE_PATHS = new Set(["/404", "/404/", "/404/index.html", "/__spa-fallback.html", "/_headers", "/_redirects"]);

export interface SiteOptions {
  root: string;
  log?: (line: string) => void;
}

export function createSiteHandler({ root, log = console.warn }: SiteOptions) {
  // Hashed once at start-up; the CSP of each page by its canonical path.
  const pageCsp = new Map(builtPages(root).map((p) => [p.path, cspForFile(root, p.file)]));
  const notFoundHtml = readFileSync(path.join(root, NOT_FOUND_FILE));
  const notFoundCsp = cspForFile(root, NOT_FOUND_FILE);

  const files = sirv(root, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
      // sirv would call the feed text/xml by its extension; feed readers look for the RSS type.
      if (pathname === "/rss.xml") res.setHeader("Content-Type", "application/rss+xml; charset=utf-8");
    },
  });

  const refuse = (req: IncomingMessage, res: ServerResponse, status: number) => {
    log(`${new Date().toISOString()} ${status} ${req.method} ${JSON.stringify((req.url ?? "").slice(0, 200))}`);
    res.statusCode = status;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.end(req.method === "HEAD" ? undefined : `${status}\n`);
  };

  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": notFoundHtml.length,
      "Cache-Control": "no-cache",
      "Content-Security-Policy": notFoundCsp,
    });
    res.end(req.method === "HEAD" ? undefined : notFoundHtml);
  };

  return function handle(req: IncomingMessage, res: ServerResponse) {
    const https = req.headers["x-forwarded-proto"] === "https" || "encrypted" in req.socket;
    for (const [name, value] of Object.entries(baseHeaders({ https }))) res.setHeader(name, value);

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return refuse(req, res, 405);
    }
    const rawUrl = req.url ?? "";
    const rejected = rejectTarget(rawUrl);
    if (rejected) return refuse(req, res, rejected);

    const url = new URL(rawUrl, "http://site.invalid");
    if (PRIVATE_PATHS.has(url.pathname)) return sendNotFound(req, res);

    const redirect = aliasRedirect(url.pathname, url.search, (p) => pageCsp.has(p));
    if (redirect) {
      res.writeHead(301, { Location: redirect, "Cache-Control": "public, max-age=3600" });
      return res.end();
    }

    // Set before sirv runs: a 304 answer carries the headers too, and browsers merge them into the
    // cached response, so a page-less CSP there would block the page's inline scripts on reload.
    const csp = pageCsp.get(url.pathname);
    if (csp) res.setHeader("Content-Security-Policy", csp);
    files(req, res, () => sendNotFound(req, res));
  };
}
