/**
 * Writes the hosting configuration for the same behaviour as `npm start` on other servers, from the
 * same header set (shared/headers.ts) and alias list (shared/aliases.ts). Each host gets what that
 * host does, not one file for all (ADR 0019):
 * Run by the build integration (integration/index.ts) after the pages are written:
 *   build/client/_worker.js, _routes.json, _headers   Cloudflare Pages (a Pages Function in advanced mode)
 *   build/netlify/_headers, _redirects                  Netlify: copied over build/client's before deploying
 *   build/nginx/csp.map, redirects.map, cache.map        included by deploy/nginx.conf
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { canonicalPath, PATH_ALIASES } from "../shared/aliases.ts";
import { BUILD_DIR, HASHED_ASSET_PREFIX, NGINX_MAPS_DIR } from "../shared/build-layout.ts";
import {
  baseHeaders,
  contentSecurityPolicy,
  contentTypeFor,
  HASHED_ASSET_CACHE,
  ICON_CACHE,
  PAGE_ICONS,
  REVALIDATE_CACHE,
} from "../shared/headers.ts";
import { builtFiles, builtPages, cspForFile, METHOD_NOT_ALLOWED_FILE, NOT_FOUND_FILE } from "../shared/pages.ts";
import { FEED_FILES, feedTypeFor } from "../shared/feeds.ts";
import { WORKER_PATH } from "../app/lib/offline.ts";

/** llmstxt.org's file (app/pages/llms.txt.ts): plain text with its charset on every host. */
const LLMS_TXT_PATH = "/llms.txt";

/** The Netlify files, to be copied over build/client's before a Netlify deploy. */
export const NETLIFY_DIR = path.join(BUILD_DIR, "netlify");

/** What the host configs are made from: the pages with their CSPs, and the not-found page's. */
export interface HostSite {
  pages: { path: string; file: string; csp: string }[];
  notFoundCsp: string;
  /** The CSP of the page that answers a form sent to the site (any method but GET and HEAD). */
  methodPageCsp: string;
  /** The pages' Markdown twins by path ("/blog/x.md"), which every host sends as text/markdown (ADR 0039). */
  markdown: string[];
  /** Top-level names in the build folder ("assets", "favicon.svg"), for what a host need not route. */
  topLevel: { name: string; isDirectory: boolean; holdsPages: boolean }[];
  /** The feeds' paths (/rss.xml, /blog/tags/react/feed.json …): every list has its pair. */
  feeds: string[];
}

/** A host's files by name. */
export type HostFiles = Record<string, string>;

/** Published limits of Cloudflare Pages (developers.cloudflare.com/pages/platform/limits). */
export const CLOUDFLARE_LIMITS = { headerRules: 100, routesRules: 100, routesRuleLength: 100 };

const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const nginxQuote = (s: string) => `"${s.replaceAll('"', '\\"')}"`;

/** The headers every response carries except the CSP, which depends on what is answered. */
function commonHeaders(): Record<string, string> {
  const { "Content-Security-Policy": _csp, ...common } = baseHeaders({ https: true });
  return { ...common, "Cache-Control": REVALIDATE_CACHE };
}

const omit = (headers: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => k !== name));
const headerBlock = (pattern: string, lines: string[]) => [pattern, ...lines.map((l) => `  ${l}`)].join("\n");
const headerLines = (headers: Record<string, string>) => Object.entries(headers).map(([k, v]) => `${k}: ${v}`);

/** One policy admitting every inline script and style of any page: what a rule for every path may say. */
export function unionCsp(csps: string[]): string {
  const hashesOf = (directive: string) =>
    [
      ...new Set(
        csps.flatMap((csp) => new RegExp(`${directive} ([^;]*)`).exec(csp)?.[1]?.match(/'sha256-[^']+'/g) ?? []),
      ),
    ].sort();
  return contentSecurityPolicy(hashesOf("script-src"), hashesOf("style-src"));
}

/**
 * Files sent with the type npm start and nginx give them, which hosts would name otherwise: the
 * blog's feeds (application/xml and application/json by extension), the manifest, the service
 * worker (Cloudflare says application/javascript) and /llms.txt with its charset. The other lists'
 * feeds: see each host.
 */
const OWN_TYPES = [
  ...Object.keys(FEED_FILES).map((name) => `/${name}`),
  "/manifest.webmanifest",
  WORKER_PATH,
  LLMS_TXT_PATH,
];

/**
 * The Markdown twins (ADR 0039): their files' extension, and their type with its charset. Cloudflare's
 * asset server already sends that type (checked in its runtime by `npm run check:cloudflare`); Netlify
 * is told it for each twin.
 */
const MARKDOWN_FILE = /\.md$/;
const MARKDOWN_TYPE = contentTypeFor("/x.md");

/**
 * Cloudflare Pages. Its asset server answers `about/index.html` at `/about/` and sends `/about` there
 * with a 308; `_redirects` matches case-sensitively, cannot answer 404 and is capped at 2,100 rules,
 * `_headers` at 100 rules. So a Pages Function (`_worker.js`, advanced mode) does what no static rule
 * can: any other spelling of a page (case, trailing slash, alias, `/index.html`) gets a 301 to the
 * canonical path, and the canonical path is answered with the page and its own CSP. Everything else
 * goes to the asset server, where `_headers` adds the common headers and the not-found page's CSP
 * (unknown paths get `404.html` with status 404 there by themselves). `_routes.json` keeps assets
 * away from the Function. Checked in Cloudflare's runtime by `npm run check:cloudflare`.
 */
export function cloudflareFiles(site: HostSite): HostFiles {
  const headers = [
    // Cloudflare adds "Access-Control-Allow-Origin: *" to every asset; npm start and nginx send none.
    headerBlock("/*", [
      ...headerLines(commonHeaders()),
      `Content-Security-Policy: ${site.notFoundCsp}`,
      "! Access-Control-Allow-Origin",
    ]),
    headerBlock(`${HASHED_ASSET_PREFIX}*`, ["! Cache-Control", `Cache-Control: ${HASHED_ASSET_CACHE}`]),
    ...PAGE_ICONS.map((icon) => headerBlock(icon, ["! Cache-Control", `Cache-Control: ${ICON_CACHE}`])),
    // Hosts name files by extension; feed readers look for the feeds' types. The lists' own feeds
    // (below /blog, answered by the Function) get theirs there: one rule each would pass the 100.
    ...OWN_TYPES.map((file) => headerBlock(file, ["! Content-Type", `Content-Type: ${contentTypeFor(file)}`])),
  ];
  const exclude = site.topLevel
    // Not the host's own files (never served), nor HTML: /index.html is a spelling of "/" the Function redirects.
    .filter((entry) => !entry.holdsPages && !entry.name.startsWith("_") && !/\.html(\.br|\.gz)?$/.test(entry.name))
    .map((entry) => `/${entry.name}${entry.isDirectory ? "/*" : ""}`);
  const routes = { version: 1, include: ["/*"], exclude };
  if (headers.length > CLOUDFLARE_LIMITS.headerRules)
    throw new Error(
      `deploy-config: ${headers.length} _headers rules, Cloudflare takes ${CLOUDFLARE_LIMITS.headerRules}`,
    );
  if (exclude.length + 1 > CLOUDFLARE_LIMITS.routesRules)
    throw new Error(
      `deploy-config: ${exclude.length + 1} _routes.json rules, Cloudflare takes ${CLOUDFLARE_LIMITS.routesRules}`,
    );
  const tooLong = exclude.find((rule) => rule.length > CLOUDFLARE_LIMITS.routesRuleLength);
  if (tooLong)
    throw new Error(
      `deploy-config: _routes.json rule longer than ${CLOUDFLARE_LIMITS.routesRuleLength} characters: ${tooLong}`,
    );
  return {
    _headers: headers.join("\n") + "\n",
    "_routes.json": JSON.stringify(routes, null, 2) + "\n",
    "_worker.js": cloudflareWorker(site),
  };
}

/** The Pages Function's source: the server's own canonicalPath (shared/aliases.ts) with the build's pages. */
function cloudflareWorker(site: HostSite): string {
  const redirectHeaders = { ...commonHeaders(), "Content-Security-Policy": contentSecurityPolicy() };
  const csps = [...new Set(site.pages.map((p) => p.csp))];
  // Where the asset server shows the not-found and method pages (it drops ".html").
  const hidden = [NOT_FOUND_FILE, METHOD_NOT_ALLOWED_FILE].map((file) => "/" + file.replace(/\.html$/, ""));
  return `// Cloudflare Pages Function (advanced mode), generated by integration/deploy-config.ts (ADR 0019).
// _headers does not apply to what a Function answers itself, so its redirects carry the headers here.
const PATH_ALIASES = ${JSON.stringify(PATH_ALIASES)};
/** The pages' CSPs (their inline scripts and styles by hash), each once, and each page's by its canonical path. */
const CSPS = ${JSON.stringify(csps)};
const PAGES = new Map(${JSON.stringify(site.pages.map((p) => [p.path, csps.indexOf(p.csp)]))});
const REDIRECT_HEADERS = ${JSON.stringify(redirectHeaders)};

${canonicalPath.toString()}

const HIDDEN = new Set(${JSON.stringify(hidden)});
const [NOT_FOUND_PAGE, METHOD_PAGE] = ${JSON.stringify(hidden)};
/** The feeds by file name (shared/feeds.ts): a list's own, below /blog, is sent with its type here. */
const FEED_FILES = ${JSON.stringify(FEED_FILES)};
${feedTypeFor.toString()}
const METHOD_PAGE_CSP = ${JSON.stringify(site.methodPageCsp)};

/** One of the asset server's pages by its path, with another status (and other headers). */
async function answerWith(page, status, request, env, headers = {}) {
  // A GET without the request's validators: a 304 would lose the page; HEAD stays HEAD.
  const method = request.method === "HEAD" ? "HEAD" : "GET";
  const answer = await env.ASSETS.fetch(new Request(new URL(page, request.url), { method }));
  const response = new Response(answer.body, { status, headers: answer.headers });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export default {
  async fetch(request, env) {
    // A form sent without JavaScript: the page that says nothing was sent, as npm start answers it.
    if (request.method !== "GET" && request.method !== "HEAD") {
      return answerWith(METHOD_PAGE, 405, request, env, { Allow: "GET, HEAD", "Content-Security-Policy": METHOD_PAGE_CSP });
    }
    const url = new URL(request.url);
    const target = canonicalPath(url.pathname.replace(new RegExp("/index[.]html$", "i"), "/"));
    // The not-found and method pages are answers, not pages: the asset server would show them at
    // /404 and /method-not-allowed with status 200.
    if (HIDDEN.has(target.replace(new RegExp("[.]html$"), ""))) return answerWith(NOT_FOUND_PAGE, 404, request, env);
    const csp = CSPS[PAGES.get(target)];
    if (csp === undefined) {
      const feedType = feedTypeFor(url.pathname);
      const answer = await env.ASSETS.fetch(request);
      // Only a feed that is there: an unknown path keeps the not-found page's type, a 304 has none.
      if (!feedType || answer.status !== 200) return answer;
      const feed = new Response(answer.body, answer);
      feed.headers.set("Content-Type", feedType + "; charset=utf-8");
      return feed;
    }
    if (target !== url.pathname) {
      return new Response(null, { status: 301, headers: { ...REDIRECT_HEADERS, Location: target + url.search } });
    }
    // The asset server keeps a folder's index.html at the folder's path with a slash.
    const file = target === "/" ? url : new URL(target + "/" + url.search, url);
    const answer = await env.ASSETS.fetch(new Request(file, request));
    const page = new Response(answer.body, answer);
    page.headers.set("Content-Security-Policy", csp);
    return page;
  },
};
`;
}

/**
 * Netlify, by its documented rules (integration/deploy-config.test.ts reads the files with Netlify's
 * own engines, ADR 0056): paths match case-sensitively, a rule never shadows a file that
 * exists unless forced with `!`, a rule matches its path with or without a trailing slash (so a
 * slash rule of a page to itself loops), and `404.html` answers unknown paths by itself. A folder's
 * `index.html` is served at the folder's path, so pages need no rule; aliases get a 301. Header
 * rules that match one path all apply: the rule for every path admits the inline code of every page
 * (the 404 page's included), each page's own rule narrows it to its own.
 */
export function netlifyFiles(site: HostSite): HostFiles {
  const headers = [
    // No Cache-Control for every path: it would be sent beside the assets' own. Netlify's default
    // (public, max-age=0, must-revalidate) already makes HTML revalidate.
    headerBlock("/*", [
      ...headerLines(omit(commonHeaders(), "Cache-Control")),
      `Content-Security-Policy: ${unionCsp([site.notFoundCsp, site.methodPageCsp, ...site.pages.map((p) => p.csp)])}`,
    ]),
    headerBlock(`${HASHED_ASSET_PREFIX}*`, [`Cache-Control: ${HASHED_ASSET_CACHE}`]),
    ...PAGE_ICONS.map((icon) => headerBlock(icon, [`Cache-Control: ${ICON_CACHE}`])),
    ...site.pages.map((p) => headerBlock(p.path, [`Content-Security-Policy: ${p.csp}`])),
    // Forms post here (app/lib/posted-form.ts, ADR 0021); a host that serves the file to a POST shows it.
    ...[`/${METHOD_NOT_ALLOWED_FILE}`, `/${METHOD_NOT_ALLOWED_FILE.replace(/\.html$/, "")}`].map((p) =>
      headerBlock(p, [`Content-Security-Policy: ${site.methodPageCsp}`]),
    ),
    ...[...new Set([...OWN_TYPES, ...site.feeds])].map((file) =>
      headerBlock(file, [`Content-Type: ${contentTypeFor(file)}`]),
    ),
    // Netlify's splats end a path, so `/*.md` cannot name the twins: a rule each, as each page has one.
    ...site.markdown.map((file) => headerBlock(file, [`Content-Type: ${MARKDOWN_TYPE}`])),
    // The service worker revalidates on every visit, as on the other hosts (ADR 0036).
    headerBlock(WORKER_PATH, [`Cache-Control: ${REVALIDATE_CACHE}`]),
  ];
  const redirects = Object.entries(PATH_ALIASES).map(([from, to]) => `${from} ${to} 301`);
  return { _headers: headers.join("\n") + "\n", _redirects: redirects.join("\n") + "\n" };
}

/** The pages of the build at `root` with their CSPs, and what lies at its top level. */
export function readHostSite(root: string): HostSite {
  const files = builtFiles(root);
  const pages = builtPages(root, files).map((p) => ({ path: p.path, file: p.file, csp: cspForFile(root, p.file) }));
  const markdown = files.filter((file) => MARKDOWN_FILE.test(file));
  const topLevel = readdirSync(root, { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    isDirectory: entry.isDirectory(),
    holdsPages: pages.some((p) => p.file === entry.name || p.file.startsWith(entry.name + "/")),
  }));
  const feeds = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => feedTypeFor(file) !== undefined)
    .map((file) => "/" + file.split(path.sep).join("/"))
    .sort();
  return {
    pages,
    notFoundCsp: cspForFile(root, NOT_FOUND_FILE),
    methodPageCsp: cspForFile(root, METHOD_NOT_ALLOWED_FILE),
    markdown,
    topLevel,
    feeds,
  };
}

function writeFiles(dir: string, files: HostFiles) {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
}

/** Writes the configs for the build at `root` (the site) and the nginx maps; says what it wrote. */
export function writeHostConfigs(root: string): string {
  const site = readHostSite(root);
  const { pages, notFoundCsp, methodPageCsp } = site;
  writeFiles(root, cloudflareFiles(site));
  writeFiles(NETLIFY_DIR, netlifyFiles(site));

  mkdirSync(NGINX_MAPS_DIR, { recursive: true });
  // Keyed by the file nginx ends up serving ($uri after try_files or error_page). For "/", try_files
  // "$uri/index.html" makes that "//index.html": without that key the home page had no script hashes.
  const cspMap = [
    `default ${nginxQuote(contentSecurityPolicy())};`,
    ...pages.flatMap((p) =>
      [p.file, ...(p.path === "/" ? ["/" + p.file] : [])].map(
        (key) => `${nginxQuote("/" + key)} ${nginxQuote(p.csp)};`,
      ),
    ),
    `${nginxQuote("/" + NOT_FOUND_FILE)} ${nginxQuote(notFoundCsp)};`,
    `${nginxQuote("/" + METHOD_NOT_ALLOWED_FILE)} ${nginxQuote(methodPageCsp)};`,
  ];
  writeFileSync(path.join(NGINX_MAPS_DIR, "csp.map"), cspMap.join("\n") + "\n");

  const cacheMap = [
    `default ${nginxQuote(REVALIDATE_CACHE)};`,
    `${nginxQuote(`~^${regexEscape(HASHED_ASSET_PREFIX)}`)} ${nginxQuote(HASHED_ASSET_CACHE)};`,
    ...PAGE_ICONS.map((icon) => `${nginxQuote(`~^${regexEscape(icon)}$`)} ${nginxQuote(ICON_CACHE)};`),
  ];
  writeFileSync(path.join(NGINX_MAPS_DIR, "cache.map"), cacheMap.join("\n") + "\n");

  // nginx map regexes are tried in order, and its plain-string keys match case-insensitively, so every
  // key is a regex: first each canonical path exactly (no redirect), then any other spelling of it
  // (case, trailing slash, alias, the page's file by name) to the canonical path.
  const redirectMap = [
    ...pages.map((p) => `${nginxQuote(`~^${regexEscape(p.path)}$`)} "";`),
    ...pages.map(
      (p) => `${nginxQuote(`~*^${regexEscape(p.path.replace(/\/$/, ""))}/index\\.html$`)} ${nginxQuote(p.path)};`,
    ),
    ...Object.entries(PATH_ALIASES).map(
      ([from, to]) => `${nginxQuote(`~*^${regexEscape(from)}/*$`)} ${nginxQuote(to)};`,
    ),
    ...pages
      .filter((p) => p.path !== "/")
      .map((p) => `${nginxQuote(`~*^${regexEscape(p.path)}/*$`)} ${nginxQuote(p.path)};`),
  ];
  writeFileSync(path.join(NGINX_MAPS_DIR, "redirects.map"), redirectMap.join("\n") + "\n");

  return `deploy-config: Cloudflare Pages, Netlify and nginx configs for ${pages.length} pages`;
}
