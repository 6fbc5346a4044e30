/**
 * Writes the hosting configuration for the same behaviour as `npm start` on other servers, from the
 * same header set (server/headers.ts) and alias list (app/lib/aliases.ts):
 * Run by the build integration (integration/index.ts) after the pages are written:
 *   build/client/_headers, build/client/_redirects   static hosts (Netlify / Cloudflare Pages format)
 *   build/nginx/csp.map, redirects.map, cache.map      included by deploy/nginx.conf
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PATH_ALIASES } from "../app/lib/aliases.ts";
import { HASHED_ASSET_PREFIX, NGINX_MAPS_DIR } from "../server/build-layout.ts";
import { baseHeaders, contentSecurityPolicy, contentTypeFor, HASHED_ASSET_CACHE, REVALIDATE_CACHE } from "../server/headers.ts";
import { builtPages, cspForFile, METHOD_NOT_ALLOWED_FILE, NOT_FOUND_FILE } from "../server/pages.ts";

const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const nginxQuote = (s: string) => `"${s.replaceAll('"', '\\"')}"`;

/** Writes the configs for the build at `root` (the site) and the nginx maps; says what it wrote. */
export function writeHostConfigs(root: string): string {
  const pages = builtPages(root).map((p) => ({ ...p, csp: cspForFile(root, p.file) }));
  const notFoundCsp = cspForFile(root, NOT_FOUND_FILE);
  const methodPageCsp = cspForFile(root, METHOD_NOT_ALLOWED_FILE);
  const { "Content-Security-Policy": _csp, ...common } = baseHeaders({ https: true });


  // Static hosts merge every matching rule, so the CSP is given once per page, never on a catch-all.
  const headerBlocks = [
    `/*\n${Object.entries(common).map(([k, v]) => `  ${k}: ${v}`).join("\n")}\n  Cache-Control: ${REVALIDATE_CACHE}`,
    `${HASHED_ASSET_PREFIX}*\n  ! Cache-Control\n  Cache-Control: ${HASHED_ASSET_CACHE}`,
    ...pages.map((p) => `${p.path}\n  Content-Security-Policy: ${p.csp}`),
    `/${NOT_FOUND_FILE}\n  Content-Security-Policy: ${notFoundCsp}`,
    // Forms post here (app/lib/posted-form.ts); a static host that serves a file to a POST shows it.
    ...[METHOD_NOT_ALLOWED_FILE, METHOD_NOT_ALLOWED_FILE.replace(/\.html$/, "")].map((p) => `/${p}\n  Content-Security-Policy: ${methodPageCsp}`),
    // Hosts name .xml files by extension; feed readers look for the RSS type.
    `/rss.xml\n  ! Content-Type\n  Content-Type: ${contentTypeFor("/rss.xml")}`,
    `/manifest.webmanifest\n  ! Content-Type\n  Content-Type: ${contentTypeFor("/manifest.webmanifest")}`,
  ];
  writeFileSync(path.join(root, "_headers"), headerBlocks.join("\n") + "\n");

  // Rules match case-insensitively and never shadow an existing file, so "/about /about" sends only
  // case variants such as /About to the canonical page.
  const redirects = [
    ...Object.entries(PATH_ALIASES).map(([from, to]) => `${from} ${to} 301`),
    ...pages.filter((p) => p.path !== "/").map((p) => `${p.path} ${p.path} 301`),
    `/* /${NOT_FOUND_FILE} 404`,
  ];
  writeFileSync(path.join(root, "_redirects"), redirects.join("\n") + "\n");

  mkdirSync(NGINX_MAPS_DIR, { recursive: true });
  // Keyed by the file nginx ends up serving ($uri after try_files or error_page). For "/", try_files
  // "$uri/index.html" makes that "//index.html": without that key the home page had no script hashes.
  const cspMap = [
    `default ${nginxQuote(contentSecurityPolicy())};`,
    ...pages.flatMap((p) => [p.file, ...(p.path === "/" ? ["/" + p.file] : [])].map((key) => `${nginxQuote("/" + key)} ${nginxQuote(p.csp)};`)),
    `${nginxQuote("/" + NOT_FOUND_FILE)} ${nginxQuote(notFoundCsp)};`,
    `${nginxQuote("/" + METHOD_NOT_ALLOWED_FILE)} ${nginxQuote(methodPageCsp)};`,
  ];
  writeFileSync(path.join(NGINX_MAPS_DIR, "csp.map"), cspMap.join("\n") + "\n");

  const cacheMap = [`default ${nginxQuote(REVALIDATE_CACHE)};`, `${nginxQuote(`~^${regexEscape(HASHED_ASSET_PREFIX)}`)} ${nginxQuote(HASHED_ASSET_CACHE)};`];
  writeFileSync(path.join(NGINX_MAPS_DIR, "cache.map"), cacheMap.join("\n") + "\n");

  // nginx map regexes are tried in order, and its plain-string keys match case-insensitively, so every
  // key is a regex: first each canonical path exactly (no redirect), then any other spelling of it
  // (case, trailing slash, alias, the page's file by name) to the canonical path.
  const redirectMap = [
    ...pages.map((p) => `${nginxQuote(`~^${regexEscape(p.path)}$`)} "";`),
    ...pages.map((p) => `${nginxQuote(`~*^${regexEscape(p.path.replace(/\/$/, ""))}/index\\.html$`)} ${nginxQuote(p.path)};`),
    ...Object.entries(PATH_ALIASES).map(([from, to]) => `${nginxQuote(`~*^${regexEscape(from)}/*$`)} ${nginxQuote(to)};`),
    ...pages
      .filter((p) => p.path !== "/")
      .map((p) => `${nginxQuote(`~*^${regexEscape(p.path)}/*$`)} ${nginxQuote(p.path)};`),
  ];
  writeFileSync(path.join(NGINX_MAPS_DIR, "redirects.map"), redirectMap.join("\n") + "\n");

  return `deploy-config: _headers, _redirects and nginx maps for ${pages.length} pages`;
}
