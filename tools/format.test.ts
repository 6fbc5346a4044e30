import { readFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../shared/build-layout.ts";

/** What `npm run lint` runs first (format:check): Prettier with the repository's configuration. */
async function isFormatted(file: string, text: string): Promise<boolean> {
  const filepath = path.join(REPO_ROOT, file);
  const options = await prettier.resolveConfig(filepath);
  return prettier.check(text, { ...options, filepath });
}

describe("one formatter", () => {
  it("npm run lint starts with format:check, which is prettier --check on the whole tree", () => {
    const scripts = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")).scripts;
    expect(scripts.lint).toMatch(/^npm run -s format:check && /);
    expect(scripts["format:check"]).toBe("prettier --check .");
  });

  it("refuses a file planted unformatted, and accepts it once formatted", async () => {
    const planted = 'export const planted = {a:1,b:"two"}\n';
    expect(await isFormatted("app/lib/planted.ts", planted)).toBe(false);
    expect(await isFormatted("app/lib/planted.ts", 'export const planted = { a: 1, b: "two" };\n')).toBe(true);
  });

  it("sorts Tailwind's classes and formats Astro files (its plugins are loaded)", async () => {
    expect(await isFormatted("app/components/x.tsx", 'export const X = () => <p className="text-sm mt-2" />;\n')).toBe(
      false,
    );
    expect(await isFormatted("app/components/x.tsx", 'export const X = () => <p className="mt-2 text-sm" />;\n')).toBe(
      true,
    );
    expect(await isFormatted("app/pages/x.astro", "---\nconst a = 1\n---\n<p>{a}</p>\n")).toBe(false);
  });
});
