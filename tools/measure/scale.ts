/**
 * The scale benchmark (issue 20): builds a throwaway copy of the project with N generated articles
 * (tools/support/scale-articles.ts; never written into app/content/), then measures the build cold and
 * warm (after one article changes, keeping the caches of the first build: Astro's data store, the
 * social cards, the compressed files), its peak memory, the output, the JavaScript each page type
 * requests, /blog's and an article's HTML, and what a first and a next site search and a blog search
 * transfer (tools/support/search-transfer.ts, as check:search-transfer measures them).
 *
 *   npm run measure:scale -- 1000            one size (cold and warm build, every figure)
 *   npm run measure:scale -- 0 1000 --write  and the table in docs/performance.md (other sizes kept)
 *   npm run measure:scale -- 1000 --cold-only  no warm build
The 300-article checks of npm test build the same copy (tools/support/scale-site.ts) in
 * e2e/archive-scale.spec.ts.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import type { SiteCopy } from "../support/site-copy.ts";
import { STATIC_HOST_ROOT } from "../../shared/build-layout.ts";
import { readPerformanceSection, writePerformanceSection } from "../support/performance-doc.ts";
import { figuresIn, scaleSection, type BuildRun, type ScaleFigures } from "../support/scale-report.ts";
import { ARTICLES_DIR, copyWith, measureSite, PAGE_PATHS, realArticles } from "../support/scale-site.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

requireSystemPackages(["chromium"]);

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
  for (const pids = [rootPid]; pids.length;) {
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
    const child = spawn(
      "/usr/bin/time",
      [
        "-f",
        "%U %S",
        "-o",
        timeFile,
        process.execPath,
        path.join(copy.root, "node_modules/astro/bin/astro.mjs"),
        "build",
      ],
      {
        cwd: copy.root,
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
      },
    );
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
      if (code !== 0)
        return reject(
          new Error(
            `the build failed:\n${lines
              .filter((l) => l.trim())
              .slice(-15)
              .join("\n")}`,
          ),
        );
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
  const staticHost = existsSync(staticHostDir)
    ? folderSize(staticHostDir)
    : folderSize(site, (f) => !/\.(br|gz)$/.test(f));
  return { bytes: all.bytes, files: all.files, staticHostFiles: staticHost.files, staticHostBytes: staticHost.bytes };
}

const today = () => new Date().toISOString().slice(0, 10);

/** One size, every figure: cold build, warm build after one article changes, the site measured. */
async function benchmark(generated: number, { warm = true } = {}): Promise<ScaleFigures> {
  const copy = copyWith(generated);
  try {
    log(`${generated} generated articles in ${copy.root}: cold build…`);
    const cold = await build(copy);
    log(
      `cold build ${cold.seconds.toFixed(0)} s (CPU ${cold.cpuSeconds.toFixed(0)} s, load ${cold.loadAverage.toFixed(1)}), peak ${(cold.peakBytes / 1024 ** 3).toFixed(2)} GB; ${cold.steps.join("; ")}`,
    );
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
      log(
        `warm build ${warmRun.seconds.toFixed(0)} s (CPU ${warmRun.cpuSeconds.toFixed(0)} s, load ${warmRun.loadAverage.toFixed(1)}), peak ${(warmRun.peakBytes / 1024 ** 3).toFixed(2)} GB; ${warmRun.steps.join("; ")}`,
      );
    }
    return {
      generated,
      articles: generated + realArticles.slugs.length,
      measured: today(),
      cold,
      ...(warmRun && { warm: warmRun }),
      output,
      ...figures,
    };
  } finally {
    copy.remove();
  }
}

const args = process.argv.slice(2);
const sizes = args.filter((a) => /^\d+$/.test(a)).map(Number);

const runs: ScaleFigures[] = [];
for (const generated of sizes.length ? sizes : [0, 1000]) {
  const figures = await benchmark(generated, { warm: !args.includes("--cold-only") });
  runs.push(figures);
  console.log(JSON.stringify(figures, null, 2));
}
const previous = figuresIn(readPerformanceSection("scale"));
// The sizes issue 20 asks for, and any other size measured.
const columns = [
  ...new Set([0, 1000, 10_000, ...previous.map((p) => p.generated), ...runs.map((r) => r.generated)]),
].sort((a, b) => a - b);
const section = scaleSection(previous, runs, columns);
console.log(`\n${section.split("\n\n<!--")[0]}`);
if (args.includes("--write")) {
  writePerformanceSection("scale", section);
  log("table written to docs/performance.md");
}
