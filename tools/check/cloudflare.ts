/**
 * The Cloudflare Pages output checked in Cloudflare's own runtime: `wrangler pages dev` serves the
 * folder with workerd, the engine Cloudflare runs, applying `_worker.js`, `_routes.json` and
 * `_headers` as a deployment would (ADR 0019). The same behaviour as e2e/server.spec.ts asks of
 * `npm start` and nginx: every page 200 with a CSP admitting exactly its own inline code; aliases,
 * case variants, trailing slashes and `…/index.html` 301 to the canonical path in one step, keeping
 * the query; unknown paths 404 with the not-found page; the security headers on every answer.
 * No browser; wrangler runs on loopback with its telemetry, update check and `Request.cf` fetch off.
 *
 *   node tools/check/cloudflare.ts [FOLDER]     FOLDER: the deploy folder (default build/static-host, without precompressed copies);
 *                                                 CLOUDFLARE_PORT: the port (default: a free one)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { canonicalPath, PATH_ALIASES } from "../../shared/aliases.ts";
import { REPO_ROOT, STATIC_HOST_ROOT } from "../../shared/build-layout.ts";
import { untilAnswering } from "../support/until-answering.ts";
import { cacheControlFor, inlineScriptHashes, inlineStyleHashes } from "../../shared/headers.ts";
import { builtFiles, builtPages } from "../../shared/pages.ts";
import { NOT_FOUND } from "../support/spec-texts.ts";
import { freePort } from "../support/free-port.ts";

const started = Date.now();
const folder = path.resolve(process.argv[2] ?? STATIC_HOST_ROOT);
const port = Number(process.env.CLOUDFLARE_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
// The newest date the workerd of our wrangler (4.156, pinned: the newest whose workerd the registry
// has for every platform) supports; the worker uses only fetch-era APIs, the same under any date.
const COMPATIBILITY_DATE = "2026-10-30";

/**
 * Each request checked is one test (a page, a spelling, an unknown path, a method on a page, a file),
 * passed when every check made of it passed: `what` names it before its first colon.
 */
const tests = new Map<string, boolean>();
function check(ok: boolean, what: string) {
  const subject = what.split(": ")[0]!.replace(/ \(\d{3}\)$/, "");
  tests.set(subject, (tests.get(subject) ?? true) && ok);
  if (!ok) console.error(`FAIL ${what}`);
}

// Every page the build wrote, those kept out of the sitemap (thin tag pages) too.
const pagePaths = builtPages(folder).map((page) => page.path);

const state = mkdtempSync(path.join(tmpdir(), "techhorizon-wrangler-"));
const wrangler = spawn(
  process.execPath,
  [
    path.join(REPO_ROOT, "node_modules/wrangler/bin/wrangler.js"),
    ...[
      "pages",
      "dev",
      folder,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(await freePort()),
    ],
    ...[
      "--compatibility-date",
      COMPATIBILITY_DATE,
      "--persist-to",
      path.join(state, "state"),
      "--show-interactive-dev-session=false",
    ],
  ],
  {
    cwd: state, // no wrangler.toml or functions/ of the repository is picked up, and .wrangler/ lands here
    detached: true, // its own process group: workerd goes with it
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_SEND_ERROR_REPORTS: "false",
      WRANGLER_HIDE_BANNER: "true", // the banner checks the registry for a newer wrangler
      CLOUDFLARE_CF_FETCH_ENABLED: "false", // Request.cf would be fetched from Cloudflare
      WRANGLER_LOG_PATH: path.join(state, "logs"),
      CI: "true",
      FORCE_COLOR: "0",
    },
  },
);
let output = "";
wrangler.stdout.on("data", (d) => (output += d));
wrangler.stderr.on("data", (d) => (output += d));
let exited = false;
wrangler.on("exit", () => (exited = true));
const signal = (name: NodeJS.Signals) => {
  try {
    process.kill(-wrangler.pid!, name);
  } catch {
    // already gone
  }
};
/** Stops wrangler and its workerd: SIGTERM, then SIGKILL if it is still there after 5 s. */
async function stop() {
  signal("SIGTERM");
  for (let waited = 0; !exited && waited < 5_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  if (!exited) signal("SIGKILL");
  rmSync(state, { recursive: true, force: true });
}
process.on("exit", () => signal("SIGKILL"));

/** Waits until wrangler answers; fails with its output if it exits, reports an error or takes a minute. */
async function ready(): Promise<number> {
  // wrangler stays up when workerd fails to start; its error is in the output.
  if (
    await untilAnswering(origin + "/", {
      timeoutMs: 60_000,
      intervalMs: 200,
      gaveUp: () => exited || output.includes("[ERROR]"),
    })
  )
    return Date.now() - started;
  throw new Error(`wrangler pages dev did not answer on ${origin}:\n${output}`);
}

const get = (pathname: string, init: RequestInit = {}) => fetch(origin + pathname, { redirect: "manual", ...init });
const locationPath = (response: Response) => {
  const location = response.headers.get("location");
  return location === null ? null : new URL(location, origin).pathname + new URL(location, origin).search;
};
const hashesIn = (csp: string, directive: string) =>
  (new RegExp(`${directive} ([^;]*)`).exec(csp)?.[1]?.match(/'sha256-[^']+'/g) ?? []).sort();
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The security headers npm start sends with every answer (shared/headers.ts). */
function checkSecurityHeaders(response: Response, what: string) {
  const csp = response.headers.get("content-security-policy") ?? "";
  for (const directive of [
    "default-src 'self'",
    "media-src 'none'",
    "child-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ]) {
    check(csp.includes(directive), `${what}: CSP has ${directive} (got "${csp.slice(0, 80)}")`);
  }
  check(
    !csp.includes("'unsafe-inline'") && !csp.includes("'unsafe-eval'"),
    `${what}: CSP admits no unsafe inline or eval`,
  );
  // One policy: two (comma-joined) would both apply, and a page's scripts would need both.
  check(!csp.includes(","), `${what}: one CSP, not two joined`);
  check(response.headers.get("x-content-type-options") === "nosniff", `${what}: X-Content-Type-Options`);
  check(response.headers.get("x-frame-options") === "DENY", `${what}: X-Frame-Options`);
  check(response.headers.get("referrer-policy") === "strict-origin-when-cross-origin", `${what}: Referrer-Policy`);
  check((response.headers.get("permissions-policy") ?? "").includes("camera=()"), `${what}: Permissions-Policy`);
  check(response.headers.get("cross-origin-opener-policy") === "same-origin", `${what}: Cross-Origin-Opener-Policy`);
  check(response.headers.get("access-control-allow-origin") === null, `${what}: no Access-Control-Allow-Origin`);
}

/** An HTML answer whose CSP admits exactly the inline scripts and styles it carries. */
async function checkOwnCsp(response: Response, what: string): Promise<string> {
  const html = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  check(
    sameList(hashesIn(csp, "script-src"), inlineScriptHashes(html).sort()),
    `${what}: CSP script hashes are the page's own`,
  );
  check(
    sameList(hashesIn(csp, "style-src"), inlineStyleHashes(html).sort()),
    `${what}: CSP style hashes are the page's own`,
  );
  return html;
}

/** Other spellings of a page that must answer 301 to it: case, a trailing slash, its file by name. */
function spellingsOf(page: string): string[] {
  if (page === "/") return ["/index.html", "/INDEX.HTML"];
  const capitalised = page.replace(/\/([a-z])/g, (_, c: string) => "/" + c.toUpperCase());
  return [capitalised, page.toUpperCase() + "/", page + "/index.html"];
}

/** Runs `task` on every item, a few at a time (wrangler answers each request in tens of milliseconds). */
async function eachConcurrently<T>(items: readonly T[], task: (item: T) => Promise<void>, width = 8) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

console.log(`cloudflare: wrangler pages dev ${path.relative(REPO_ROOT, folder) || "."} on ${origin}`);
const startup = await ready();
console.log(`cloudflare: wrangler answered after ${(startup / 1000).toFixed(1)} s`);

// Canonical pages: 200, HTML, their own CSP, security headers, HTML revalidates.
await eachConcurrently(pagePaths, async (page) => {
  const response = await get(page);
  check(
    response.status === 200,
    `${page}: 200 (got ${response.status}${response.headers.get("location") ? " to " + response.headers.get("location") : ""})`,
  );
  check((response.headers.get("content-type") ?? "").startsWith("text/html"), `${page}: HTML`);
  check(response.headers.get("cache-control") === "no-cache", `${page}: Cache-Control no-cache`);
  checkSecurityHeaders(response, page);
  await checkOwnCsp(response, page);
});

// Every other spelling of every page, and every alias in any case: one 301 to the canonical path.
const redirects: [string, string][] = [
  // Each kind of spelling on a third of the pages, every page with one: the Function treats all alike.
  ...pagePaths.map((page, i): [string, string] => [spellingsOf(page)[i % spellingsOf(page).length]!, page]),
  ...Object.keys(PATH_ALIASES).flatMap((alias) =>
    [alias, alias.toUpperCase(), alias + "/"].map((spelling): [string, string] => [spelling, canonicalPath(alias)]),
  ),
  ["/WebDevelopment", "/motivation"],
  ["/webdev/ToolsAndResources", "/webdev/toolandresourse"],
  ["/AI-Insights/", "/ai"],
  ["/webdev/Frontend", "/webdev/frontend"],
  ["/WebDevelopment?ref=newsletter&x=1", "/motivation?ref=newsletter&x=1"],
  ["/About/index.html?x=1", "/about?x=1"],
];
const pageSet = new Set(pagePaths);
await eachConcurrently(redirects, async ([from, to]) => {
  const response = await get(from);
  check(response.status === 301, `${from}: 301 (got ${response.status})`);
  check(locationPath(response) === to, `${from}: to ${to} (got ${locationPath(response)})`);
  checkSecurityHeaders(response, `${from} (301)`);
  // One step: the target is a page, checked above to answer 200 itself (no loop, no chain).
  check(pageSet.has(to.split("?")[0]!), `${from}: ${to} is a page`);
});

// Unknown paths, and the not-found and method pages by name: 404 with the not-found page and its own CSP.
const notFoundPaths = [
  "/this/page/does-not-exist",
  "/Nowhere",
  "/blog/no-such-article",
  "/404",
  "/404.html",
  "/method-not-allowed.html",
  "/assets/does-not-exist.js",
];
await eachConcurrently(notFoundPaths, async (unknown) => {
  const response = await get(unknown);
  check(response.status === 404, `${unknown}: 404 (got ${response.status})`);
  checkSecurityHeaders(response, unknown);
  const html = await checkOwnCsp(response, unknown);
  check(html.includes(NOT_FOUND.heading), `${unknown}: the not-found page`);
});

// A form sent without JavaScript: 405 with the page that says nothing was sent, never an echo of it.
await eachConcurrently(["/login", "/signup", "/contact", "/"], async (page) => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    const response = await get(page, {
      method,
      body: method === "OPTIONS" ? undefined : "email=ada%40example.com&password=hunter2-secret",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    check(response.status === 405, `${method} ${page}: 405 (got ${response.status})`);
    check(response.headers.get("allow") === "GET, HEAD", `${method} ${page}: Allow GET, HEAD`);
    checkSecurityHeaders(response, `${method} ${page}`);
    const html = await checkOwnCsp(response, `${method} ${page}`);
    check(
      html.includes("Nothing was sent") && !html.includes("hunter2-secret"),
      `${method} ${page}: the page that says nothing was sent`,
    );
  }
});

// HEAD answers like GET without a body.
const head = await get("/about", { method: "HEAD" });
check(head.status === 200 && (head.headers.get("content-type") ?? "").startsWith("text/html"), "HEAD /about: 200 HTML");
check((await head.arrayBuffer()).byteLength === 0, "HEAD /about: no body");

// Files: hashed assets cached for a year, the feed and manifest with their types, headers on each.
const home = await (await get("/")).text();
const script = home.match(/\/assets\/[\w.-]+\.js/)?.[0];
check(script !== undefined, "the home page names a hashed script");
if (script) {
  const asset = await get(script);
  check(asset.status === 200, `${script}: 200`);
  check(asset.headers.get("cache-control") === "public, max-age=31536000, immutable", `${script}: cached for a year`);
  checkSecurityHeaders(asset, script);
}
// Every list's feeds with their types (the lists' own answered by the Function); an unknown one is not found.
const unknownFeed = await get("/blog/tags/no-such-tag/rss.xml");
check(
  unknownFeed.status === 404 && (unknownFeed.headers.get("content-type") ?? "").startsWith("text/html"),
  "/blog/tags/no-such-tag/rss.xml: 404 HTML",
);
for (const [file, type] of [
  ["/rss.xml", "application/rss+xml; charset=utf-8"],
  ["/feed.json", "application/feed+json; charset=utf-8"],
  ["/blog/tags/react/rss.xml", "application/rss+xml; charset=utf-8"],
  ["/blog/authors/daniel-okafor/feed.json", "application/feed+json; charset=utf-8"],
  ["/manifest.webmanifest", "application/manifest+json"],
  ["/favicon.svg", "image/svg+xml"],
] as const) {
  const response = await get(file);
  check(response.status === 200, `${file}: 200`);
  check(
    (response.headers.get("content-type") ?? "").startsWith(type),
    `${file}: ${type} (got ${response.headers.get("content-type")})`,
  );
  // What npm start sends: the icon kept a day (browsers ask for it at every change of the address), the rest revalidated.
  const cache = cacheControlFor(file);
  check(
    response.headers.get("cache-control") === cache,
    `${file}: Cache-Control ${cache} (got ${response.headers.get("cache-control")})`,
  );
  checkSecurityHeaders(response, file);
}

// The Markdown twins and /llms.txt (ADR 0039): each with its text type and charset, revalidated, the security headers on each.
const twins = builtFiles(folder).filter((file) => file.endsWith(".md"));
check(twins.length > 0, "the build holds Markdown twins");
await eachConcurrently(
  [
    ...twins.map((file) => [file, "text/markdown; charset=utf-8"] as const),
    ["/llms.txt", "text/plain; charset=utf-8"] as const,
  ],
  async ([file, type]) => {
    const response = await get(file);
    check(response.status === 200, `${file}: 200 (got ${response.status})`);
    check(
      response.headers.get("content-type")?.toLowerCase() === type,
      `${file}: ${type} (got ${response.headers.get("content-type")})`,
    );
    check(
      response.headers.get("cache-control") === "no-cache",
      `${file}: Cache-Control no-cache (got ${response.headers.get("cache-control")})`,
    );
    checkSecurityHeaders(response, file);
    check((await response.text()).startsWith("# "), `${file}: Markdown that starts with its title`);
  },
);

// The service worker (ADR 0036): JavaScript, revalidated on every visit, a worker the CSP admits.
const worker = await get("/sw.js");
check(worker.status === 200, "/sw.js: 200");
check(
  /^text\/javascript/.test(worker.headers.get("content-type") ?? ""),
  `/sw.js: text/javascript (got ${worker.headers.get("content-type")})`,
);
check(
  worker.headers.get("cache-control") === "no-cache",
  `/sw.js: Cache-Control no-cache (got ${worker.headers.get("cache-control")})`,
);
check(
  (worker.headers.get("content-security-policy") ?? "").includes("worker-src 'self';"),
  "/sw.js: CSP worker-src 'self'",
);
check(
  (await worker.text()).includes('"url":"/offline/index.html"'),
  "/sw.js: the built worker, with its precache list",
);
checkSecurityHeaders(worker, "/sw.js");

await stop();
console.log(
  `cloudflare: ${pagePaths.length} pages, ${twins.length} Markdown twins, ${redirects.length} redirects, ${notFoundPaths.length} unknown paths in ${((Date.now() - started) / 1000).toFixed(1)} s (wrangler ${(startup / 1000).toFixed(1)} s of it)`,
);
const failed = [...tests.values()].filter((ok) => !ok).length;
console.log(`cloudflare: ${tests.size - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
