/**
 * Every built HTML page through the W3C Nu HTML Checker (vnu.jar from the `vnu-jar` package, run by
 * the system's Java), in one Java process: starting the JVM costs more than checking a page. Fails
 * listing each error with its file and line; the last line says how many pages and errors.
 *
 *   npm run check:html        (after npm run build; needs `java` on the PATH)
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SITE_ROOT } from "../../shared/build-layout.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

requireSystemPackages(["default-jre-headless"]);

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The checker's CSS parser predates CSS that all three engines ship, and reports it as an error in
 * every page's style (each page carries its own CSS since issue 47, ADR 0047). These messages, and
 * only these, are ignored:
 * - the `@view-transition` at-rule (CSS View Transitions Level 2);
 * - `@property` (CSS Properties and Values API) and `@starting-style` (CSS Transitions Level 2), which
 *   Tailwind writes for its custom properties and entry transitions;
 * - `margin-trim`, which Tailwind names in an `@supports` condition (the checker reads the condition
 *   as a declaration);
 * - a custom property named in `transition-property` (any custom property is a valid value there).
 */
const KNOWN_CHECKER_GAPS = [
  /^CSS: Unrecognized at-rule “@(view-transition|property|starting-style)”/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
  /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.$/,
];

const pages = readdirSync(SITE_ROOT, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .sort()
  .map((file) => path.join(SITE_ROOT, file));
if (pages.length === 0) throw new Error(`check-html: no HTML under ${SITE_ROOT}; run npm run build first`);

// --stdout: the JSON report on stdout. The exit code is non-zero when errors are found; the report
// decides, so it is read either way.
let report: string;
try {
  // One short run: with only the JIT's first tier and one GC thread the checker takes half the
  // processor time (10 CPU-s against 21-23 for 81 pages) and ends sooner; the optimising tier spent
  // more compiling than it saved. First-tier frames are larger, so the checker's deep schema walk
  // needs a larger stack (StackOverflowError at 1 MB; 512 KB is its minimum with the default JIT).
  const jvm = ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
  report = execFileSync("java", [...jvm, "-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...pages], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
  });
} catch (error) {
  const out = (error as { stdout?: string }).stdout;
  if (!out) throw error;
  report = out;
}

const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
const errors = messages.filter(
  (m) =>
    (m.type === "error" || m.subType === "fatal" || m.type === "non-document-error") &&
    !KNOWN_CHECKER_GAPS.some((gap) => gap.test(m.message)),
);
for (const m of errors) {
  const file = m.url?.startsWith("file:") ? path.relative(process.cwd(), fileURLToPath(m.url)) : (m.url ?? "?");
  console.error(
    `${file}:${m.lastLine ?? 0}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, " ").trim()}` : ""}`,
  );
}
console.log(`html: ${pages.length} pages checked, ${errors.length} errors`);
process.exitCode = errors.length ? 1 : 0;
