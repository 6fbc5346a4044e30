import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../shared/build-layout.ts";

/**
 * Every script the README and docs/ tell a reader to run is one of package.json's scripts: each
 * `npm run X` (`npm run -s X` too), npm's own `npm start` and `npm test`, and each script name
 * written alone (`check:js-budget`, `measure:scale`). The ADRs and docs/performance-history.md keep
 * the names of their day (ADR 0044): there, a name is today's or one that developing.md's table of
 * old names (`| was | is |`) maps to today's, so a reader can always find what runs now.
 */
const scripts = new Set(Object.keys(JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")).scripts));

const docs = execFileSync("git", ["ls-files", "README.md", "docs"], { cwd: REPO_ROOT, encoding: "utf8" })
  .split("\n")
  .filter((file) => file.endsWith(".md"));
/** Records of their day: the ADRs and the figures' history. */
const ofTheirDay = (file: string) => /^docs\/decisions\/\d{4}-/.test(file) || file === "docs/performance-history.md";

/** The namespaces of script names: today's (package.json) and those ADR 0044 retired (`bench:`, `audit:`, `gate:`). */
const NAMESPACES = ["check", "measure", "screenshots", "test", "format", "bench", "audit", "gate"];
const runCommand = /\bnpm +run(?:-script)? +(?:--?[\w-]+ +)*([\w:.-]*[\w-])/g;
const npmShorthand = /\bnpm +(start|test|stop|restart)\b/g;
const bareName = new RegExp(`(?<![\\w:./-])((?:${NAMESPACES.join("|")}):[a-z][\\w-]*)`, "g");

/** The script names a Markdown text names, in order, once each. */
function scriptsNamed(markdown: string): string[] {
  // Comments are no names: docs/performance.md's `<!-- bench:start -->` marks where a table goes.
  const text = markdown.replace(/<!--[\s\S]*?-->/g, "");
  const found = [runCommand, npmShorthand, bareName].flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({ at: match.index, name: match[1]! })),
  );
  return [...new Set(found.sort((a, b) => a.at - b.at).map(({ name }) => name))];
}

/** The table of old names in developing.md: each row's old names and the names it runs today. */
function nameMap(markdown: string): { was: string[]; is: string[] }[] {
  const lines = markdown.split("\n");
  const header = lines.findIndex((line) => /^\| *was *\| *is *\|$/.test(line));
  if (header === -1) return [];
  const rows = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith("|")) break;
    const [was, is] = line.split("|").slice(1, 3);
    // A cell's names are its code spans that are a name and nothing else: `test:e2e`, not `tools/<name>.ts`.
    const names = (cell: string) => [...cell.matchAll(/`([\w:.-]+)`/g)].map((match) => match[1]!);
    rows.push({ was: names(was!), is: names(is!) });
  }
  return rows;
}

/** The text without the table of old names, whose left column names scripts that are gone on purpose. */
function withoutNameMap(markdown: string): string {
  return markdown.replace(/^\| *was *\| *is *\|\n(?:\|.*\n?)*/m, "");
}

const developing = readFileSync(path.join(REPO_ROOT, "docs/developing.md"), "utf8");
const map = nameMap(developing);
const oldNames = new Set(map.flatMap((row) => row.was));

describe("script names in the docs", () => {
  it("finds every way a doc names a script, and nothing else", () => {
    const text = [
      "npm ci && npm start, then `npm run build && npx playwright test`; npm test -- --check.",
      "`npm run -s format:check`, npm run measure:scale -- 1000, `npm run check:cloudflare [-- FOLDER]`.",
      "Each `check:<name>` script, check:* and measure:*; `client:stored`, node:fs, tools/check/x.ts.",
      "| test:e2e | Playwright |, the check:js-budget step, `screenshots:pages`. <!-- bench:start -->",
    ].join("\n");
    expect(scriptsNamed(text)).toEqual([
      "start",
      "build",
      "test",
      "format:check",
      "measure:scale",
      "check:cloudflare",
      "test:e2e",
      "check:js-budget",
      "screenshots:pages",
    ]);
  });

  it("fails on a name package.json does not have (planted)", () => {
    const planted = "Run `npm run check:size`, then bench:scale -- 1000 and `npm run -s audit`; `npm run lint` passes.";
    expect(scriptsNamed(planted).filter((name) => !scripts.has(name))).toEqual(["check:size", "bench:scale", "audit"]);
  });

  it.each(docs.filter((file) => !ofTheirDay(file)))("%s names only scripts package.json has", (file) => {
    const named = scriptsNamed(withoutNameMap(readFileSync(path.join(REPO_ROOT, file), "utf8")));
    expect(named.filter((name) => !scripts.has(name))).toEqual([]);
  });
});

describe("the names of their day", () => {
  it("developing.md maps each old name to scripts of today, and no old name is a script still", () => {
    expect(map).toContainEqual({ was: ["check:size"], is: ["check:js-budget"] });
    for (const row of map) {
      expect(
        row.was.filter((name) => scripts.has(name)),
        `was: ${row.was.join(", ")}`,
      ).toEqual([]);
      expect(
        row.is.filter((name) => !scripts.has(name)),
        `is: ${row.is.join(", ")}`,
      ).toEqual([]);
    }
  });

  it.each(docs.filter(ofTheirDay))("%s names today's scripts or old names the map gives", (file) => {
    const named = scriptsNamed(readFileSync(path.join(REPO_ROOT, file), "utf8"));
    expect(named.filter((name) => !scripts.has(name) && !oldNames.has(name))).toEqual([]);
  });
});
