/**
 * The generated host files read by each host's own code. Cloudflare's output is checked in
 * Cloudflare's runtime by `npm run check:cloudflare`. Netlify's files are read here by the engines
 * of Netlify's local emulation, the code `netlify dev` runs (@netlify/redirects, with Netlify's
 * redirect matcher netlify-redirector; @netlify/headers; @netlify/static), in the order it chains
 * them: a rule that matches, unless a file shadows it (`!` forces it), then the file, a folder's
 * index.html at the folder's path. What the emulation leaves to the hosting platform is taken from
 * Netlify's documentation: an unknown path gets /404.html with 404 ("Custom 404 page handling").
 * Its headers engine sends the most specific rule's value where two rules set one header; Netlify's
 * documentation has both values sent, so each policy check holds under either.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { HeadersHandler } from "@netlify/headers";
import { RedirectsHandler } from "@netlify/redirects";
import { StaticHandler } from "@netlify/static";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalPath, PATH_ALIASES } from "../shared/aliases.ts";
import { contentSecurityPolicy } from "../shared/headers.ts";
import { CLOUDFLARE_LIMITS, cloudflareFiles, type HostSite, netlifyFiles } from "./deploy-config.ts";

const csp = (...hashes: string[]) =>
  contentSecurityPolicy(
    hashes.map((h) => `'sha256-${h}='`),
    [`'sha256-style-${hashes[0]}='`],
  );
const pagePaths = ["/", "/about", "/blog", "/blog/tags/react", "/motivation", "/ai", "/webdev/toolandresourse"];
const site: HostSite = {
  pages: pagePaths.map((p, i) => ({
    path: p,
    file: p === "/" ? "index.html" : `${p.slice(1)}/index.html`,
    csp: csp(`theme`, `page${i}`),
  })),
  notFoundCsp: csp("theme", "notfound"),
  methodPageCsp: csp("method"),
  markdown: ["/blog/a-story.md", "/ai/tools.md", "/webdev/frontend.md"],
  topLevel: [
    { name: "index.html", isDirectory: false, holdsPages: true },
    { name: "about", isDirectory: true, holdsPages: true },
    { name: "assets", isDirectory: true, holdsPages: false },
    { name: "favicon.svg", isDirectory: false, holdsPages: false },
    { name: "404.html", isDirectory: false, holdsPages: false },
    { name: "_headers", isDirectory: false, holdsPages: false },
  ],
  feeds: ["/blog/tags/react/feed.json", "/blog/tags/react/rss.xml", "/feed.json", "/rss.xml"],
};
const files = [
  ...site.pages.map((p) => "/" + p.file),
  ...site.markdown,
  ...site.feeds,
  "/llms.txt",
  "/404.html",
  "/sw.js",
  "/assets/app-1a2b.js",
  "/favicon.svg",
  "/favicon.ico",
];

interface Rule {
  from: string;
  to: string;
}
/** The rules' paths, to walk each one; what a rule does is the engine's to say. */
const parseRedirects = (text: string): Rule[] =>
  text
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"))
    .map((line) => {
      const [from, to] = line.trim().split(/\s+/) as [string, string];
      return { from, to };
    });
const withoutSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);

/** The site's folder as deployed to Netlify: every file holds its own path, so an answer names its file. */
let folder: string;
let headersEngine: HeadersHandler;
let redirectsEngine: RedirectsHandler;
let staticEngine: StaticHandler;
const netlify = netlifyFiles(site);
const rules = parseRedirects(netlify._redirects!);

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "techhorizon-netlify-"));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), file);
  }
  for (const [name, text] of Object.entries(netlify)) writeFileSync(path.join(folder, name), text!);
  const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
  headersEngine = new HeadersHandler({ projectDir: folder, publishDir: ".", logger: quiet });
  redirectsEngine = new RedirectsHandler({
    projectDir: folder,
    publicDir: ".",
    configRedirects: [],
    jwtRoleClaim: "",
    jwtSecret: "",
  });
  staticEngine = new StaticHandler({ directory: [folder] });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Answer = { status: number; file?: string; location?: string };
const request = (pathname: string) => new Request(`http://localhost${pathname}`);

/** What Netlify answers for `pathname`: its engines in the order `netlify dev` chains them. */
async function netlifyAnswer(pathname: string): Promise<Answer> {
  const answer = async (response: Response): Promise<Answer> => {
    const location = response.headers.get("location");
    if (location !== null) return { status: response.status, location: new URL(location, request("/").url).pathname };
    return { status: response.status, file: await response.text() };
  };
  const match = await redirectsEngine.match(request(pathname));
  if (match) {
    const response = await redirectsEngine.handle(request(pathname), match, async (target) => {
      const file = await staticEngine.match(target);
      return file && (() => file.handle());
    });
    if (response) return answer(response);
  }
  const file = await staticEngine.match(request(pathname));
  if (file) return answer(await file.handle());
  return { status: 404, file: "/404.html" };
}

/** Follows redirects from `pathname`; throws on a loop. Returns the hops and the final answer. */
async function follow(pathname: string): Promise<{ hops: string[]; answer: Answer }> {
  const hops = [pathname];
  let answer = await netlifyAnswer(pathname);
  while (answer.location !== undefined) {
    if (hops.includes(answer.location) || hops.length > 5)
      throw new Error(`redirect loop: ${[...hops, answer.location].join(" -> ")}`);
    hops.push(answer.location);
    answer = await netlifyAnswer(answer.location);
  }
  return { hops, answer };
}

/** The headers Netlify's engine sends with `pathname`, by lower-case name, each value it sends. */
async function netlifyHeaders(pathname: string): Promise<Record<string, string[]>> {
  const sent: Record<string, string[]> = {};
  await headersEngine.apply(request(pathname), new Response(), (name, value) =>
    (sent[name.toLowerCase()] ??= []).push(value),
  );
  return sent;
}

/** The script hashes a browser admits when every one of these policies applies. */
const admittedScripts = (policies: string[]) =>
  policies
    .map((p) => new Set(/script-src ([^;]*)/.exec(p)![1]!.match(/'sha256-[^']+'/g)))
    .reduce((a, b) => new Set([...a].filter((h) => b.has(h))));
const ownScripts = (policy: string) => new Set(/script-src ([^;]*)/.exec(policy)![1]!.match(/'sha256-[^']+'/g));

describe("Netlify files, read by Netlify's engines", () => {
  it("answer every page at its path with the page, without a redirect", async () => {
    for (const page of site.pages) {
      const { hops, answer } = await follow(page.path);
      expect(hops, page.path).toEqual([page.path]);
      expect(answer, page.path).toEqual({ status: 200, file: "/" + page.file });
    }
  });

  it("send each alias to its page in one 301", async () => {
    for (const [alias, target] of Object.entries(PATH_ALIASES)) {
      if (!pagePaths.includes(target)) continue;
      for (const spelling of [alias, alias + "/"]) {
        expect((await netlifyAnswer(spelling)).status, spelling).toBe(301);
        const { hops, answer } = await follow(spelling);
        expect(hops, spelling).toEqual([spelling, target]);
        expect(answer.status, spelling).toBe(200);
      }
    }
  });

  it("have no rule that sends a path to itself, in any case or with a slash, and none that loops", async () => {
    for (const rule of rules) {
      expect(withoutSlash(rule.to).toLowerCase(), rule.from).not.toBe(withoutSlash(rule.from).toLowerCase());
      for (const start of [rule.from, rule.from + "/", rule.to]) await expect(follow(start)).resolves.toBeDefined();
    }
  });

  it("answer an unknown path with the not-found page and 404, without a rule", async () => {
    expect((await follow("/no/such/page")).answer).toEqual({ status: 404, file: "/404.html" });
    expect(await redirectsEngine.match(request("/no/such/page"))).toBeUndefined();
  });

  it("give each page a policy that admits exactly its own inline scripts, and the not-found page its own", async () => {
    for (const page of site.pages) {
      const sent = await netlifyHeaders(page.path);
      expect(admittedScripts(sent["content-security-policy"]!), page.path).toEqual(ownScripts(page.csp));
      expect(sent["x-frame-options"], page.path).toEqual(["DENY"]);
    }
    const unknown = (await netlifyHeaders("/no/such/page"))["content-security-policy"]!;
    for (const hash of ownScripts(site.notFoundCsp)) expect(admittedScripts(unknown)).toContain(hash);
  });

  it("cache hashed assets for a year, with no second Cache-Control beside it; HTML keeps Netlify's revalidating default", async () => {
    expect((await netlifyHeaders("/assets/app-1a2b.js"))["cache-control"]).toEqual([
      "public, max-age=31536000, immutable",
    ]);
    expect((await netlifyHeaders("/about"))["cache-control"]).toBeUndefined();
  });

  it("keep the page icons a day, so a search rewriting the address does not fetch the icon at each key", async () => {
    for (const icon of ["/favicon.svg", "/favicon.ico"])
      expect((await netlifyHeaders(icon))["cache-control"], icon).toEqual(["public, max-age=86400"]);
  });

  it("send each Markdown twin as text/markdown with its charset and /llms.txt as plain text, both with the security headers (ADR 0039)", async () => {
    for (const [file, type] of [
      ...site.markdown.map((twin) => [twin, "text/markdown; charset=utf-8"]),
      ["/llms.txt", "text/plain; charset=utf-8"],
    ] as const) {
      expect((await follow(file)).answer, file).toEqual({ status: 200, file });
      const sent = await netlifyHeaders(file);
      expect(sent["content-type"], file).toEqual([type]);
      expect(sent["x-content-type-options"], file).toEqual(["nosniff"]);
      expect(sent["x-frame-options"], file).toEqual(["DENY"]);
      expect(sent["content-security-policy"]!.length, file).toBeGreaterThan(0);
    }
  });

  it("send the service worker as JavaScript, revalidated on every visit (ADR 0036)", async () => {
    const worker = await netlifyHeaders("/sw.js");
    expect(worker["cache-control"]).toEqual(["no-cache"]);
    expect(worker["content-type"]).toEqual(["text/javascript; charset=utf-8"]);
    expect(worker["content-security-policy"]!.every((policy) => policy.includes("worker-src 'self';"))).toBe(true);
  });

  it("send every list's feeds with their types and charset", async () => {
    for (const [feed, type] of [
      ["/rss.xml", "application/rss+xml"],
      ["/feed.json", "application/feed+json"],
      ["/blog/tags/react/rss.xml", "application/rss+xml"],
      ["/blog/tags/react/feed.json", "application/feed+json"],
    ] as const) {
      expect((await netlifyHeaders(feed))["content-type"], feed).toEqual([`${type}; charset=utf-8`]);
    }
  });
});

describe("Cloudflare Pages files", () => {
  const files = cloudflareFiles(site);

  it("write no _redirects: Cloudflare follows a rule before any file, so a page's rule to itself loops", () => {
    expect(Object.keys(files).sort()).toEqual(["_headers", "_routes.json", "_worker.js"]);
  });

  it("stay within Cloudflare's limits however many pages there are", () => {
    const many: HostSite = {
      ...site,
      pages: Array.from({ length: 500 }, (_, i) => ({
        path: `/blog/a${i}`,
        file: `blog/a${i}/index.html`,
        csp: site.notFoundCsp,
      })),
    };
    const rules = cloudflareFiles(many)
      ["_headers"]!.split("\n")
      .filter((l) => l.startsWith("/")).length;
    expect(rules).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.headerRules);
    expect(rules).toBe(
      cloudflareFiles(site)
        ["_headers"]!.split("\n")
        .filter((l) => l.startsWith("/")).length,
    );
  });

  it("route assets past the Function and everything that may be a page through it", () => {
    const routes = JSON.parse(files["_routes.json"]!) as { include: string[]; exclude: string[] };
    expect(routes.include).toEqual(["/*"]);
    expect(routes.exclude).toEqual(["/assets/*", "/favicon.svg"]);
  });

  it("give the Function the server's canonicalPath and every page's own CSP", () => {
    const worker = files["_worker.js"]!;
    expect(worker).toContain(canonicalPath.toString());
    for (const page of site.pages) expect(worker).toContain(JSON.stringify(page.csp));
  });
});
