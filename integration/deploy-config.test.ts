/**
 * The generated host files read by each host's documented rules. Cloudflare's output is checked in
 * Cloudflare's runtime by `npm run check:cloudflare`; Netlify has no local runtime, so its files are
 * read here by a small model of what Netlify documents (docs.netlify.com, "Redirects and rewrites",
 * "Rewrites and proxies: shadowing", "Redirect options: trailing slash", "Custom headers"):
 * - a rule's path matches case-sensitively, with or without a trailing slash;
 * - a rule does not apply where a file exists (the file shadows it) unless forced with `!`;
 * - a folder's index.html answers at the folder's path; an unknown path gets /404.html with 404;
 * - every header rule whose path matches applies; a header two rules set is sent with both values.
 */
import { describe, expect, it } from "vitest";
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
const files = new Set([
  ...site.pages.map((p) => "/" + p.file),
  ...site.markdown,
  "/llms.txt",
  "/404.html",
  "/assets/app-1a2b.js",
  "/favicon.svg",
]);

interface Rule {
  from: string;
  to: string;
  status: number;
  forced: boolean;
}
const parseRedirects = (text: string): Rule[] =>
  text
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"))
    .map((line) => {
      const [from, to, code = "301"] = line.trim().split(/\s+/) as [string, string, string?];
      return { from, to, status: parseInt(code, 10), forced: code.endsWith("!") };
    });
const withoutSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);

type Answer = { status: number; file?: string; location?: string };
/** What Netlify answers for `pathname`, by the documented rules above. */
function netlifyAnswer(pathname: string, rules: Rule[]): Answer {
  const index = withoutSlash(pathname).replace(/^\/$/, "") + "/index.html";
  const file = files.has(pathname) ? pathname : files.has(index) ? index : undefined;
  const rule = rules.find((r) => withoutSlash(r.from) === withoutSlash(pathname));
  if (rule && (rule.forced || !file)) {
    if (rule.status >= 300 && rule.status < 400) return { status: rule.status, location: rule.to };
    if (rule.status === 200) return { status: 200, file: rule.to };
    return { status: rule.status, file: rule.to };
  }
  return file ? { status: 200, file } : { status: 404, file: "/404.html" };
}

/** Follows redirects from `pathname`; throws on a loop. Returns the hops and the final answer. */
function follow(pathname: string, rules: Rule[]): { hops: string[]; answer: Answer } {
  const hops = [pathname];
  let answer = netlifyAnswer(pathname, rules);
  while (answer.location !== undefined) {
    if (hops.includes(answer.location) || hops.length > 5)
      throw new Error(`redirect loop: ${[...hops, answer.location].join(" -> ")}`);
    hops.push(answer.location);
    answer = netlifyAnswer(answer.location, rules);
  }
  return { hops, answer };
}

/** Netlify's header rules: `/*` matches everything, `/x/*` what starts with /x/, others exactly. */
function netlifyHeaders(pathname: string, text: string): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  for (const block of text.split(/\n(?=\S)/)) {
    const [pattern, ...lines] = block.trim().split("\n");
    const matches = pattern!.endsWith("*") ? pathname.startsWith(pattern!.slice(0, -1)) : pattern === pathname;
    if (!matches) continue;
    for (const line of lines) {
      const [name, ...value] = line.trim().split(": ");
      (headers[name!.toLowerCase()] ??= []).push(value.join(": "));
    }
  }
  return headers;
}

/** The script hashes a browser admits when every one of these policies applies. */
const admittedScripts = (policies: string[]) =>
  policies
    .map((p) => new Set(/script-src ([^;]*)/.exec(p)![1]!.match(/'sha256-[^']+'/g)))
    .reduce((a, b) => new Set([...a].filter((h) => b.has(h))));
const ownScripts = (policy: string) => new Set(/script-src ([^;]*)/.exec(policy)![1]!.match(/'sha256-[^']+'/g));

describe("Netlify files, read by Netlify's documented rules", () => {
  const { _headers: headers, _redirects: redirects } = netlifyFiles(site);
  const rules = parseRedirects(redirects!);

  it("answer every page at its path with the page, without a redirect", () => {
    for (const page of site.pages) {
      const { hops, answer } = follow(page.path, rules);
      expect(hops, page.path).toEqual([page.path]);
      expect(answer, page.path).toEqual({ status: 200, file: "/" + page.file });
    }
  });

  it("send each alias to its page in one 301", () => {
    for (const [alias, target] of Object.entries(PATH_ALIASES)) {
      if (!pagePaths.includes(target)) continue;
      for (const spelling of [alias, alias + "/"]) {
        const { hops, answer } = follow(spelling, rules);
        expect(hops, spelling).toEqual([spelling, target]);
        expect(answer.status, spelling).toBe(200);
      }
    }
  });

  it("have no rule that sends a path to itself, in any case or with a slash, and none that loops", () => {
    for (const rule of rules) {
      expect(withoutSlash(rule.to).toLowerCase(), rule.from).not.toBe(withoutSlash(rule.from).toLowerCase());
      for (const start of [rule.from, rule.from + "/", rule.to]) expect(() => follow(start, rules)).not.toThrow();
    }
  });

  it("answer an unknown path with the not-found page and 404, without a rule", () => {
    expect(follow("/no/such/page", rules).answer).toEqual({ status: 404, file: "/404.html" });
    expect(rules.some((r) => r.status === 404)).toBe(false);
  });

  it("give each page a policy that admits exactly its own inline scripts, and the not-found page its own", () => {
    for (const page of site.pages) {
      const sent = netlifyHeaders(page.path, headers!);
      expect(admittedScripts(sent["content-security-policy"]!), page.path).toEqual(ownScripts(page.csp));
      expect(sent["x-frame-options"], page.path).toEqual(["DENY"]);
    }
    const unknown = netlifyHeaders("/no/such/page", headers!)["content-security-policy"]!;
    for (const hash of ownScripts(site.notFoundCsp)) expect(admittedScripts(unknown)).toContain(hash);
  });

  it("cache hashed assets for a year, with no second Cache-Control beside it; HTML keeps Netlify's revalidating default", () => {
    expect(netlifyHeaders("/assets/app-1a2b.js", headers!)["cache-control"]).toEqual([
      "public, max-age=31536000, immutable",
    ]);
    expect(netlifyHeaders("/about", headers!)["cache-control"]).toBeUndefined();
  });

  it("keep the page icons a day, so a search rewriting the address does not fetch the icon at each key", () => {
    for (const icon of ["/favicon.svg", "/favicon.ico"])
      expect(netlifyHeaders(icon, headers!)["cache-control"], icon).toEqual(["public, max-age=86400"]);
  });

  it("send each Markdown twin as text/markdown with its charset and /llms.txt as plain text, both with the security headers (ADR 0039)", () => {
    for (const [file, type] of [
      ...site.markdown.map((twin) => [twin, "text/markdown; charset=utf-8"]),
      ["/llms.txt", "text/plain; charset=utf-8"],
    ] as const) {
      expect(follow(file, rules).answer, file).toEqual({ status: 200, file });
      const sent = netlifyHeaders(file, headers!);
      expect(sent["content-type"], file).toEqual([type]);
      expect(sent["x-content-type-options"], file).toEqual(["nosniff"]);
      expect(sent["x-frame-options"], file).toEqual(["DENY"]);
      expect(sent["content-security-policy"]!.length, file).toBeGreaterThan(0);
    }
  });

  it("send the service worker as JavaScript, revalidated on every visit (ADR 0036)", () => {
    const worker = netlifyHeaders("/sw.js", headers!);
    expect(worker["cache-control"]).toEqual(["no-cache"]);
    expect(worker["content-type"]).toEqual(["text/javascript; charset=utf-8"]);
    expect(worker["content-security-policy"]!.every((policy) => policy.includes("worker-src 'self';"))).toBe(true);
  });

  it("send every list's feeds with their types and charset", () => {
    for (const [feed, type] of [
      ["/rss.xml", "application/rss+xml"],
      ["/feed.json", "application/feed+json"],
      ["/blog/tags/react/rss.xml", "application/rss+xml"],
      ["/blog/tags/react/feed.json", "application/feed+json"],
    ] as const) {
      expect(netlifyHeaders(feed, headers!)["content-type"], feed).toEqual([`${type}; charset=utf-8`]);
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
