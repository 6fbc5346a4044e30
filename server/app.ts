/**
 * The request handler behind `npm start`: serves the prerendered site in build/client and nothing
 * else. st serves the bytes (from memory after the first request, with ETags and 304s); this module
 * decides everything else: methods, hostile paths, alias redirects, which file and which
 * precompressed variant answers, its headers, and the 404 page.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import Negotiator from "negotiator";
import st from "st";
import { aliasRedirect, canonicalPath } from "../shared/aliases.ts";
import { baseHeaders, cacheControlFor, contentTypeFor, REDIRECT_CACHE } from "../shared/headers.ts";
import { notModified, type Validators } from "./conditional.ts";
import { builtFiles, builtPages, cspForFile, METHOD_NOT_ALLOWED_FILE, NOT_FOUND_FILE } from "../shared/pages.ts";
import { readTarget, rejectFraming, rejectHost } from "./request-guard.ts";

/** Files the build leaves that a visitor must never be handed. */
const PRIVATE_PATHS = new Set([
  "/404",
  "/404/",
  "/404.html",
  "/" + METHOD_NOT_ALLOWED_FILE,
  "/_headers",
  "/_redirects",
  "/_worker.js",
  "/_routes.json",
]);

/** A path that names a page's file rather than the page: "/about/index.html", "/index.html". */
const INDEX_FILE = /^(.*?)\/index\.html$/i;

/** A build that cannot be served as it is, said in one line with what to do about it. */
export class StartupError extends Error {}

/** The build's precompressed variants (integration/precompress.ts writes them), best first. */
const VARIANTS = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/** A precompressed copy of another file of the build: sent in its place, never by its own name. */
const isVariant = (file: string, fileSet: ReadonlySet<string>) =>
  VARIANTS.some((v) => file.endsWith(v.suffix) && fileSet.has(file.slice(0, -v.suffix.length)));

export interface SiteOptions {
  root: string;
  /** Told of each refused request; `npm start` logs them at a bounded rate (server/refusal-log.ts). */
  refused?: (status: number, detail: string) => void;
}

export function createSiteHandler({ root, refused = () => {} }: SiteOptions) {
  if (!existsSync(path.join(root, "index.html")))
    throw new StartupError(`no build found in ${root}: run "npm run build" first`);
  for (const file of [NOT_FOUND_FILE, METHOD_NOT_ALLOWED_FILE]) {
    if (!existsSync(path.join(root, file)))
      throw new StartupError(`the build in ${root} has no ${file}: run "npm run build" again`);
  }
  // Read once at start-up: a prerendered build does not change under a running server.
  const files = builtFiles(root);
  const pages = builtPages(root, files);
  // Each page by its canonical path: its file, and the CSP that admits its inline scripts.
  const pageByPath = new Map(pages.map((p) => [p.path, { file: "/" + p.file, csp: cspForFile(root, p.file) }]));
  const notFoundHtml = readFileSync(path.join(root, NOT_FOUND_FILE));
  const notFoundCsp = cspForFile(root, NOT_FOUND_FILE);
  const methodPage = readFileSync(path.join(root, METHOD_NOT_ALLOWED_FILE));
  const methodPageCsp = cspForFile(root, METHOD_NOT_ALLOWED_FILE);
  // Each file that may be asked for by name, and its precompressed variants; a name not in it is
  // never handed to st.
  const fileSet = new Set(files);
  const variantsOf = new Map(
    files.filter((f) => !isVariant(f, fileSet)).map((f) => [f, VARIANTS.filter((v) => fileSet.has(f + v.suffix))]),
  );
  // ETag (in st's form, so its 200s carry the same one) and modification time of every file, for
  // conditional requests, which are answered here: st's own 304 logic is not RFC 9110's.
  const validators = new Map<string, Validators>(
    files.map((f) => {
      const stat = statSync(path.join(root, f));
      return [f, { etag: `"${stat.dev}-${stat.ino}-${stat.mtime.getTime()}"`, lastModified: stat.mtime }];
    }),
  );

  // Files are read once and then answered from memory: streaming each from disk held npm start
  // to a third of nginx's throughput (ADR 0011).
  // An empty file weighs one byte in the cache: st sizes entries by their length, and its cache
  // throws on a size of 0, which took the whole server down on the first request for one.
  const serveFile = st({
    path: root,
    index: false,
    passthrough: true,
    gzip: false,
    cache: {
      content: { maxSize: 128 * 1024 * 1024, sizeCalculation: (content) => Math.max((content as Buffer).length, 1) },
    },
  });

  const refuse = (req: IncomingMessage, res: ServerResponse, status: number) => {
    refused(status, `${req.method} ${JSON.stringify((req.url ?? "").slice(0, 200))}`);
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
    // Before the method, as nginx does: a request naming two hosts or none that parses, or framed in
    // a way that cannot be trusted, is refused, and its connection closed.
    // Node's parser reads "HTTP/2.0" on a request line as version 2.0; HTTP/1.1 is the only
    // version this server speaks, and nginx answers a later major version 505 too.
    if (req.httpVersionMajor !== 1) {
      res.shouldKeepAlive = false;
      return refuse(req, res, 505);
    }
    const badRequest = rejectHost(req.rawHeaders, req.headers) ?? rejectFraming(req.httpVersion, req.headers);
    if (badRequest) {
      res.shouldKeepAlive = false;
      return refuse(req, res, badRequest);
    }

    if (req.method !== "GET" && req.method !== "HEAD") {
      // A form sent before its script ran (or without JavaScript) lands here: a page that says so,
      // never an echo of what was sent.
      refused(405, `${req.method} ${JSON.stringify((req.url ?? "").slice(0, 200))}`);
      res.writeHead(405, {
        Allow: "GET, HEAD",
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": methodPage.length,
        "Cache-Control": "no-store",
        "Content-Security-Policy": methodPageCsp,
      });
      return res.end(methodPage);
    }
    const target = readTarget(req.url ?? "", req.headers.host);
    if ("refuse" in target) return refuse(req, res, target.refuse);
    // A GET or HEAD that carries a body is answered once the body has arrived whole: one that turns
    // out malformed (a bad chunk size) then gets its 400 from server/client-error.ts before any
    // other answer has started, instead of a page followed by silence.
    if (
      !req.complete &&
      (req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0)
    ) {
      req.on("end", () => serve(req, res, target.path, target.search));
      req.resume();
      return;
    }
    serve(req, res, target.path, target.search);
  };

  /** Answers a GET or HEAD for `pathname`, the target's decoded, normalised path. */
  function serve(req: IncomingMessage, res: ServerResponse, pathname: string, search: string) {
    if (PRIVATE_PATHS.has(pathname)) return sendNotFound(req, res);

    // A page's file by name: one URL per page, so a 301 to the page, or 404 when it is none.
    const indexFile = INDEX_FILE.exec(pathname);
    if (indexFile) {
      const target = canonicalPath(indexFile[1] || "/");
      if (!pageByPath.has(target)) return sendNotFound(req, res);
      res.writeHead(301, { Location: target + search, "Cache-Control": REDIRECT_CACHE });
      return res.end();
    }

    const redirect = aliasRedirect(pathname, search, (p) => pageByPath.has(p));
    if (redirect) {
      res.writeHead(301, { Location: redirect, "Cache-Control": REDIRECT_CACHE });
      return res.end();
    }

    // Set before st runs: a 304 answer carries the headers too, and browsers merge them into the
    // cached response, so a page-less CSP there would block the page's inline scripts on reload.
    const page = pageByPath.get(pathname);
    if (page) res.setHeader("Content-Security-Policy", page.csp);

    const file = page?.file ?? pathname;
    const variants = variantsOf.get(file);
    if (!variants) return sendNotFound(req, res);
    const encoding = new Negotiator(req).encoding([...variants.map((v) => v.encoding), "identity"], {
      preferred: ["br", "gzip", "identity"],
    });
    const variant = variants.find((v) => v.encoding === encoding);
    if (variants.length) res.setHeader("Vary", "Accept-Encoding");
    if (variant) res.setHeader("Content-Encoding", variant.encoding);
    res.setHeader("Cache-Control", cacheControlFor(file));

    const served = variant ? file + variant.suffix : file;
    const validator = validators.get(served)!;
    if (notModified(req.headers, validator)) {
      res.removeHeader("Content-Encoding");
      res.writeHead(304, { ETag: validator.etag, "Last-Modified": validator.lastModified.toUTCString() });
      return res.end();
    }
    // st must always send the file: it would answer 304 by its own rules.
    delete req.headers["if-none-match"];
    delete req.headers["if-modified-since"];
    const unlockContentType = lockContentType(res, contentTypeFor(file));
    req.url = encodeURI(served);
    serveFile(req, res, () => {
      // Gone since start-up (a rebuild in place): the 404 page, without the file's headers.
      unlockContentType();
      res.removeHeader("Content-Encoding");
      sendNotFound(req, res);
    });
  }
}

/**
 * st names the type by the served file's extension: no charset, and for a `.br` variant the string
 * "null". Its table is frozen (mime 4), so the type this module chose is kept when st sets its own.
 * Returns the undo, for an answer that is not the file after all.
 */
function lockContentType(res: ServerResponse, type: string): () => void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, name.toLowerCase() === "content-type" ? type : value);
  setHeader("Content-Type", type);
  return () => {
    res.setHeader = setHeader;
  };
}
