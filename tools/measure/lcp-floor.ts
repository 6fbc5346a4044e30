/**
 * What each part of a page costs its paints (issue 47, ADR 0051): the page as built, then the same
 * page stripped part by part (the web font, then the scripts or the CSS, then both), then a page of one
 * heading and a paragraph, each in Lighthouse's mobile run (simulated slow 4G, 4× CPU), median of 3.
 * The last row is the simulated network's floor; the rows between say which part keeps a page above
 * 1.0 s LCP and 0.8 s FCP. The variants are written into a copy of the build (never into the build)
 * and served by tools/support/serve-folder.ts with brotli, as `npm start` sends pages.
 *   npm run measure:lcp-floor                       the article of the representative routes
 *   npm run measure:lcp-floor -- --runs 5 PATH …    other pages, more runs
 *   npm run measure:lcp-floor -- --bytes            no browser: each variant's size for the four
 *                                                   representative routes, against the 14.6 KB that
 *                                                   arrive in the first round trip
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync } from "node:zlib";
import { SITE_ROOT } from "../../shared/build-layout.ts";
import { lighthouseRun, REPRESENTATIVE_ROUTES } from "../support/lighthouse-run.ts";
import { serveFolder } from "../support/serve-folder.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

const { values: options, positionals } = parseArgs({
  options: { runs: { type: "string", default: "3" }, bytes: { type: "boolean", default: false } },
  allowPositionals: true,
});
if (!options.bytes) requireSystemPackages(["chromium"]);
const RUNS = Number(options.runs);
const paths = positionals.length
  ? positionals
  : options.bytes
    ? REPRESENTATIVE_ROUTES
    : ["/blog/react-19-features-in-practice"];
/**
 * What the simulated network's first round trip carries after the connection opens: TCP's initial
 * congestion window, 10 segments of 1,460 bytes (Lighthouse's Lantern, as most servers). A page
 * larger than this, headers included, waits a round trip (150 ms on slow 4G) more for its end.
 */
const FIRST_WINDOW = 10 * 1460;

const withoutFont = (html: string) =>
  html
    .replace(/<link rel="preload"[^>]*as="font"[^>]*>/g, "")
    .replace(/@font-face\{font-family:Inter Variable;[^}]*\}/g, "");
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
const withoutCss = (html: string) =>
  html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "").replace(/<link rel="stylesheet"[^>]*>/g, "");
/** The page, then less and less of it: the font, then the scripts or the CSS, then both. */
const VARIANTS: [string, (html: string) => string][] = [
  ["as built", (html) => html],
  ["without the web font (its preload and @font-face)", withoutFont],
  ["… and without any script (inline or linked)", (html) => withoutScripts(withoutFont(html))],
  // The CSS gone, the scripts kept: whether the scripts alone take the page past its first round trip.
  ["without the web font and any CSS, its scripts kept", (html) => withoutCss(withoutFont(html))],
  [
    "without the web font, any script and any CSS: the markup alone",
    (html) => withoutCss(withoutScripts(withoutFont(html))),
  ],
  [
    "one heading and a paragraph (the network's floor)",
    (html) =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${/<title>([^<]*)/.exec(html)?.[1] ?? ""}</title></head><body><h1>${/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ""}</h1>` +
      `<p>${"A sentence of the article. ".repeat(20)}</p></body></html>`,
  ],
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pageAt = (route: string) => readFileSync(path.join(SITE_ROOT, route, "index.html"), "utf8");

if (options.bytes) {
  console.log(`Each variant's HTML, brotli (raw), against the first round trip's ${kb(FIRST_WINDOW)} KB`);
  console.log(`| variant | ${paths.join(" | ")} |\n| --- |${" ---: |".repeat(paths.length)}`);
  for (const [name, strip] of VARIANTS) {
    const cells = paths.map((route) => {
      const html = strip(pageAt(route));
      const br = brotliCompressSync(html).length;
      return `${kb(br)} KB (${kb(Buffer.byteLength(html))})${br > FIRST_WINDOW ? " over" : ""}`;
    });
    console.log(`| ${name} | ${cells.join(" | ")} |`);
  }
  process.exit(0);
}

const copy = mkdtempSync(path.join(tmpdir(), "techhorizon-lcp-floor-"));
cpSync(SITE_ROOT, copy, { recursive: true });
const { base, close } = await serveFolder(copy);
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  for (const route of paths) {
    const page = pageAt(route);
    console.log(`\n${route}: Lighthouse mobile (simulated slow 4G, 4× CPU), median of ${RUNS}`);
    console.log(
      "| variant | HTML, brotli (raw) | LCP, ms (each run) | FCP, ms (each run) |\n| --- | --- | --- | --- |",
    );
    for (const [index, [name, strip]] of VARIANTS.entries()) {
      const html = strip(page);
      // Beside the page, so its relative and root-relative URLs still resolve in the copy.
      writeFileSync(path.join(copy, route, `floor-${index}.html`), html);
      const lcp: number[] = [];
      const fcp: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { audits } = await lighthouseRun(base + path.posix.join(route, `floor-${index}.html`));
        lcp.push(Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN));
        fcp.push(Math.round(audits["first-contentful-paint"]?.numericValue ?? NaN));
      }
      console.log(
        `| ${name} | ${kb(brotliCompressSync(html).length)} KB (${kb(Buffer.byteLength(html))}) | ${median(lcp)} (${lcp.join(", ")}) | ${median(fcp)} (${fcp.join(", ")}) |`,
      );
    }
  }
} finally {
  close();
  rmSync(copy, { recursive: true, force: true });
}
