/**
 * The layer rules `npm run lint` checks (.dependency-cruiser.cjs) fail on an import against them:
 * each planted file below, in a throwaway tree shaped like this one, breaks one rule. That the real
 * tree breaks none is `npm run lint`'s own run of them, not repeated here.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

const { forbidden, options } = createRequire(import.meta.url)("../.dependency-cruiser.cjs");

async function violations(baseDir: string, roots: string[]): Promise<string[]> {
  const { output } = await cruise(roots, {
    ...options,
    tsConfig: undefined,
    baseDir,
    validate: true,
    ruleSet: { forbidden },
  });
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

const planted = mkdtempSync(path.join(tmpdir(), "layers-"));
afterAll(() => rmSync(planted, { recursive: true, force: true }));
function plant(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
    writeFileSync(path.join(planted, file), text);
  }
}

describe("the layer rules", () => {
  it.each([
    [
      "content-is-data",
      {
        "app/content/copy.ts": 'import { x } from "../lib/pure.ts";\nexport const y = x;\n',
        "app/lib/pure.ts": "export const x = 1;\n",
      },
    ],
    [
      "lib-has-no-node",
      { "app/lib/reads-files.ts": 'import { readFileSync } from "node:fs";\nexport const y = readFileSync;\n' },
    ],
    [
      "lib-is-pure",
      {
        "app/lib/queries.ts": 'import { q } from "../data/query.ts";\nexport const y = q;\n',
        "app/data/query.ts": "export const q = 1;\n",
      },
    ],
    [
      "components-under-pages",
      {
        "app/components/card.tsx": 'import { q } from "../data/query.ts";\nexport const y = q;\n',
        "app/data/query.ts": "export const q = 1;\n",
      },
    ],
    [
      "directives-run-in-the-browser",
      {
        "app/directives/d.ts": 'import { q } from "../data/query.ts";\nexport const y = q;\n',
        "app/data/query.ts": "export const q = 1;\n",
      },
    ],
    [
      "directives-have-no-node",
      { "app/directives/d.ts": 'import { readFileSync } from "node:fs";\nexport const y = readFileSync;\n' },
    ],
    [
      "nothing-imports-the-directives",
      {
        "app/components/c.tsx": 'import { d } from "../directives/d.ts";\nexport const y = d;\n',
        "app/directives/d.ts": "export const d = 1;\n",
      },
    ],
    [
      "shipping-code-imports-no-checks",
      {
        "integration/step.ts": 'import { t } from "../tools/tool.ts";\nexport const y = t;\n',
        "tools/tool.ts": "export const t = 1;\n",
      },
    ],
    [
      "server-serves-the-build",
      {
        "server/app.ts": 'import { s } from "../integration/step.ts";\nexport const y = s;\n',
        "integration/step.ts": "export const s = 1;\n",
      },
    ],
    [
      "shared-stands-alone",
      {
        "shared/headers.ts": 'import { a } from "../server/app.ts";\nexport const y = a;\n',
        "server/app.ts": "export const a = 1;\n",
      },
    ],
    [
      "tools-import-no-e2e",
      {
        "tools/support/site.ts": 'import { f } from "../../e2e/support/fixtures.ts";\nexport const y = f;\n',
        "e2e/support/fixtures.ts": "export const f = 1;\n",
      },
    ],
    [
      "e2e-imports-only-tools-support",
      {
        "e2e/support/deploys.ts": 'import { c } from "../../tools/check/smoke.ts";\nexport const y = c;\n',
        "tools/check/smoke.ts": "export const c = 1;\n",
      },
    ],
    [
      "tools-support-imports-no-script",
      {
        "tools/support/page-js.ts": 'import { m } from "../measure/scale.ts";\nexport const y = m;\n',
        "tools/measure/scale.ts": "export const m = 1;\n",
      },
    ],
    [
      "a-script-imports-no-script",
      {
        "tools/measure/lcp.ts": 'import { c } from "../check/lighthouse.ts";\nexport const y = c;\n',
        "tools/check/lighthouse.ts": "export const c = 1;\n",
      },
    ],
    [
      "no-cycle",
      {
        "app/lib/a.ts": 'import { b } from "./b.ts";\nexport const a = b;\n',
        "app/lib/b.ts": 'import { a } from "./a.ts";\nexport const b = () => a;\n',
      },
    ],
  ])("%s fails on an import against it", async (rule, files) => {
    rmSync(planted, { recursive: true, force: true });
    plant(files);
    const found = await violations(planted, [...new Set(Object.keys(files).map((f) => f.split("/")[0]!))]);
    expect(
      found.some((v) => v.startsWith(`${rule}:`)),
      found.join("\n"),
    ).toBe(true);
  });
});

/**
 * dependency-cruiser does not read .astro files. Pages and the layout are the top layer of app/, so
 * nothing imports them; what they import must still be the app's own (or Astro's): never the
 * build's steps, the server, shared/ or the checks.
 */
describe("the .astro pages and layout", () => {
  // A build step's virtual module (virtual:library-init, the inline library script) is the build's
  // product, named by the integration that makes it.
  it("import only the app's own modules, Astro's and the build's virtual modules", () => {
    const files = readdirSync(path.resolve("app"), { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith(".astro"),
    );
    expect(files.length).toBeGreaterThan(20);
    const outside = files.flatMap((file) => {
      const source = readFileSync(path.resolve("app", file), "utf8");
      const specifiers = [...source.matchAll(/^\s*import\b[^"']*["']([^"']+)["']/gm)].map((m) => m[1]!);
      return specifiers
        .filter(
          (spec) =>
            !spec.startsWith("~/") &&
            !/^(astro(:|$|\/)|virtual:)/.test(spec) &&
            !(
              spec.startsWith(".") &&
              path.resolve("app", path.dirname(file), spec).startsWith(path.resolve("app") + path.sep)
            ),
        )
        .map((spec) => `app/${file} imports ${spec}`);
    });
    expect(outside).toEqual([]);
  });
});
