/**
 * The scale benchmark (issue 20): builds a throwaway copy of the project with N generated articles
 * (tools/scale-articles.ts; never written into app/content/), then measures the build cold and
 * warm (after one article changes, keeping the caches of the first build: Astro's data store, the
 * social cards, the compressed files), its peak memory, the output, the JavaScript each page type
 * requests, /blog's and an article's HTML, and what a first and a next site search and a blog search
 * transfer (typed into the real fields in Chromium, so it measures whichever search the site has).
 *
 *   npm run bench:scale -- 1000            one size (cold and warm build, every figure)
 *   npm run bench:scale -- 0 1000 --write  and the table in docs/performance.md (other sizes kept)
 *   npm run bench:scale -- 1000 --cold-only  no warm build
 *   npm run bench:scale -- --gate [300]    the checks npm test makes, against the build without
 *                                          generated articles (build/client when it is there);
 *                                          one cold build, prints "bench-scale: N passed, N failed"
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import type { BrowserContext, Locator } from "@playwright/test";
import { copySite, type SiteCopy } from "../e2e/support/site-copy.ts";
import { REPO_ROOT, SITE_ROOT, STATIC_HOST_ROOT } from "../shared/build-layout.ts";
import { launchChromium, measurePageJs, serveBuild, watchNetwork, type Network } from "./page-js.ts";
import { readPerformanceSection, writePerformanceSection } from "./performance-doc.ts";
import { generateArticles, realArticleBlocks, SCALE_TAGS, tagFiles } from "./scale-articles.ts";
import { figuresIn, gateChecks, PAGE_TYPES, scaleSection, type BuildRun, type PageType, type ScaleFigures } from "./scale-report.ts";

const ARTICLES_DIR = "app/content/articles";
const realArticles = realArticleBlocks(path.join(REPO_ROOT, ARTICLES_DIR));
const idsIn = (folder: string) => readdirSync(path.join(REPO_ROOT, folder)).map((n) => n.replace(/\.ya?ml$/, "")).sort();
const categories = idsIn("app/content/categories");
const authors = idsIn("app/content/authors");

/** The page measured for each type: pages that exist with and without generated articles. */
const PAGE_PATHS: Record<PageType, string> = {
  home: "/",
  blog: "/blog",
  article: "/blog/react-19-features-in-practice",
  tag: "/blog/tags/react",
  author: "/blog/authors/daniel-okafor",
  search: "/search",
};

const log = (line: string) => console.log(`bench-scale: ${line}`);

/** Peak resident memory of a process and its descendants, sampled from /proc. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // Gone between the listing and the read.
    }
  }
  let total = 0;
  for (const pids = [rootPid]; pids.length; ) {
    const pid = pids.pop()!;
    try {
      total += Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * 4096;
    } catch {
      // Gone.
    }
    pids.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * `astro build` in the copy, under /usr/bin/time for its CPU time (user + system, the build's own
 * work whatever else the machine runs), its memory sampled twice a second, and the machine's load.
 */
function build(copy: SiteCopy): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const timeFile = path.join(copy.root, ".build-time");
    const child = spawn("/usr/bin/time", ["-f", "%U %S", "-o", timeFile, process.execPath, path.join(copy.root, "node_modules/astro/bin/astro.mjs"), "build"], {
      cwd: copy.root,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    let peakBytes = 0;
    const loads: number[] = [];
    const sampler = setInterval(() => {
      peakBytes = Math.max(peakBytes, treeRss(child.pid!));
      loads.push(loadavg()[0]!);
    }, 500);
    child.on("close", (code) => {
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      // eslint-disable-next-line no-control-regex
      const lines = output.replace(/\x1b\[[0-9;]*m/g, "").split("\n");
      if (code !== 0) return reject(new Error(`the build failed:\n${lines.filter((l) => l.trim()).slice(-15).join("\n")}`));
      // "20:15:12 [techhorizon] social-cards: …" → "20:15:12 social-cards: …": the clock says how long a step without its own timing took.
      const steps = lines.flatMap((l) => {
        const found = /^(\d\d:\d\d:\d\d) \[techhorizon\] (.*)$/.exec(l.trim());
        return found ? [`${found[1]} ${found[2]}`] : [];
      });
      const [user = 0, system = 0] = readFileSync(timeFile, "utf8").trim().split("\n").at(-1)!.split(" ").map(Number);
      const loadAverage = loads.reduce((sum, l) => sum + l, 0) / Math.max(loads.length, 1);
      resolve({ seconds, cpuSeconds: user + system, peakBytes, loadAverage, steps });
    });
  });
}

function folderSize(root: string, keep: (file: string) => boolean = () => true): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (!keep(file)) continue;
    bytes += statSync(file).size;
    files++;
  }
  return { bytes, files };
}

/** The build folder the servers use, and what a static host gets (its own folder, or the same minus .br/.gz). */
function outputOf(site: string): ScaleFigures["output"] {
  const staticHostDir = path.join(path.dirname(site), path.basename(STATIC_HOST_ROOT));
  // The static-host folder is links to the same files: counted on its own, not twice.
  const all = folderSize(path.dirname(site), (f) => !f.startsWith(staticHostDir + path.sep));
  const staticHost = existsSync(staticHostDir) ? folderSize(staticHostDir) : folderSize(site, (f) => !/\.(br|gz)$/.test(f));
  return { bytes: all.bytes, files: all.files, staticHostFiles: staticHost.files, staticHostBytes: staticHost.bytes };
}

/** Types like a reader (a key at a time) and returns what the page transferred for it. */
async function typed(network: Network, field: Locator, query: string): Promise<number> {
  network.bytes = 0;
  await field.fill("");
  await field.pressSequentially(query, { delay: 120 });
  await network.settled();
  return network.bytes;
}

async function measureSearch(context: BrowserContext, base: string): Promise<ScaleFigures["search"]> {
  const page = await context.newPage();
  try {
    const network = await watchNetwork(page);
    await page.goto(`${base}/search`, { waitUntil: "networkidle" });
    const field = page.getByRole("main").getByRole("searchbox").first();
    const results = page.getByRole("status").filter({ hasText: /results?$/ });
    const first = await typed(network, field, "react");
    await results.first().waitFor({ timeout: 20_000 });
    const second = await typed(network, field, "database");
    await results.first().waitFor({ timeout: 20_000 });
    await page.goto(`${base}/blog`, { waitUntil: "networkidle" });
    const blog = await typed(network, page.getByRole("searchbox", { name: "Search articles" }), "react");
    return { first, second, blog };
  } catch (error) {
    return { error: (error as Error).message.split("\n")[0]! };
  } finally {
    await page.close();
  }
}

/** Whether /blog's next page is a real link to a static page that lists articles without JavaScript. */
async function measureNextPage(context: BrowserContext, base: string, site: string): Promise<string> {
  if (!existsSync(path.join(site, "blog/2/index.html"))) return "missing";
  const blog = readFileSync(path.join(site, "blog/index.html"), "utf8");
  if (!/<(a|link)\b[^>]*\brel="next"[^>]*\bhref="\/blog\/2\/?"|<(a|link)\b[^>]*\bhref="\/blog\/2\/?"[^>]*\brel="next"/.test(blog)) return 'no rel="next" link to /blog/2 on /blog';
  const page = await context.newPage();
  try {
    const response = await page.goto(`${base}/blog/2`);
    if (response?.status() !== 200) return `/blog/2 answers ${response?.status()}`;
    const articles = await page.locator('main a[href^="/blog/"]:not([href^="/blog/tags/"]):not([href^="/blog/authors/"]):not([href^="/blog/2"])').count();
    return articles ? "works" : "/blog/2 lists no article without JavaScript";
  } finally {
    await page.close();
  }
}

/** Every figure of the built site at `site`. */
async function measureSite(site: string): Promise<Pick<ScaleFigures, "js" | "blogHtml" | "articleHtml" | "search" | "nextPage">> {
  const server = await serveBuild(site);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const js = {} as ScaleFigures["js"];
    for (const type of PAGE_TYPES) {
      const figures = await measurePageJs(context, server.base, site, PAGE_PATHS[type]);
      js[type] = { bytes: figures.scripts.reduce((sum, s) => sum + s.gzip, 0), files: figures.scripts.map((s) => s.url) };
    }
    const search = await measureSearch(context, server.base);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const nextPage = await measureNextPage(noScript, server.base, site);
    const htmlSize = (urlPath: string) => statSync(path.join(site, urlPath, "index.html")).size;
    return { js, blogHtml: htmlSize("/blog"), articleHtml: htmlSize(PAGE_PATHS.article), search, nextPage };
  } finally {
    await browser.close();
    server.close();
  }
}

/** A copy of the project with `generated` more articles, caches of its own. */
function copyWith(generated: number): SiteCopy {
  const copy = copySite({ ownCaches: true });
  for (const article of generateArticles(generated, realArticles, { categories, authors, taken: realArticles.slugs })) {
    copy.write(`${ARTICLES_DIR}/${article.slug}.md`, article.text);
  }
  for (const { file, text } of tagFiles(SCALE_TAGS, new Set(idsIn("app/content/tags")))) copy.write(file, text);
  return copy;
}

const today = () => new Date().toISOString().slice(0, 10);

/** One size, every figure: cold build, warm build after one article changes, the site measured. */
async function benchmark(generated: number, { warm = true } = {}): Promise<ScaleFigures> {
  const copy = copyWith(generated);
  try {
    log(`${generated} generated articles in ${copy.root}: cold build…`);
    const cold = await build(copy);
    log(`cold build ${cold.seconds.toFixed(0)} s (CPU ${cold.cpuSeconds.toFixed(0)} s, load ${cold.loadAverage.toFixed(1)}), peak ${(cold.peakBytes / 1024 ** 3).toFixed(2)} GB; ${cold.steps.join("; ")}`);
    const site = path.join(copy.root, "build/client");
    const output = outputOf(site);
    const figures = await measureSite(site);
    let warmRun: BuildRun | undefined;
    if (warm) {
      // One article changes (the newest real one, present at every size): a paragraph added.
      const file = `${ARTICLES_DIR}/${PAGE_PATHS.article.split("/").pop()}.md`;
      copy.write(file, `${readFileSync(path.join(copy.root, file), "utf8")}\nA paragraph added for the warm build.\n`);
      log("warm build (one article changed)…");
      warmRun = await build(copy);
      log(`warm build ${warmRun.seconds.toFixed(0)} s (CPU ${warmRun.cpuSeconds.toFixed(0)} s, load ${warmRun.loadAverage.toFixed(1)}), peak ${(warmRun.peakBytes / 1024 ** 3).toFixed(2)} GB; ${warmRun.steps.join("; ")}`);
    }
    return { generated, articles: generated + realArticles.slugs.length, measured: today(), cold, ...(warmRun && { warm: warmRun }), output, ...figures };
  } finally {
    copy.remove();
  }
}

const args = process.argv.slice(2);
const sizes = args.filter((a) => /^\d+$/.test(a)).map(Number);

if (args.includes("--gate")) {
  const generated = sizes[0] ?? 300;
  let baseline: ScaleFigures;
  if (existsSync(path.join(SITE_ROOT, "index.html"))) {
    log(`baseline: the build in ${path.relative(process.cwd(), SITE_ROOT)} (no generated articles)`);
    baseline = { generated: 0, articles: realArticles.slugs.length, measured: today(), cold: { seconds: 0, cpuSeconds: 0, peakBytes: 0, loadAverage: 0, steps: [] }, output: outputOf(SITE_ROOT), ...(await measureSite(SITE_ROOT)) };
  } else baseline = await benchmark(0, { warm: false });
  const scaled = await benchmark(generated, { warm: false });
  const checks = gateChecks(baseline, scaled);
  for (const check of checks) console.log(`${check.ok ? "ok  " : check.reported ? "OVER" : "FAIL"} ${check.name}: ${check.detail}${check.reported ? " (reported, not gated)" : ""}`);
  const gated = checks.filter((c) => !c.reported);
  const failed = gated.filter((c) => !c.ok).length;
  console.log(`bench-scale: ${gated.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

const runs: ScaleFigures[] = [];
for (const generated of sizes.length ? sizes : [0, 1000]) {
  const figures = await benchmark(generated, { warm: !args.includes("--cold-only") });
  runs.push(figures);
  console.log(JSON.stringify(figures, null, 2));
}
const previous = figuresIn(readPerformanceSection("scale"));
// The sizes issue 20 asks for, and any other size measured.
const columns = [...new Set([0, 1000, 10_000, ...previous.map((p) => p.generated), ...runs.map((r) => r.generated)])].sort((a, b) => a - b);
const section = scaleSection(previous, runs, columns);
console.log(`\n${section.split("\n\n<!--")[0]}`);
if (args.includes("--write")) {
  writePerformanceSection("scale", section);
  log("table written to docs/performance.md");
}
