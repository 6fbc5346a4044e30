import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../shared/build-layout.ts";

/**
 * Every relative link in the repository's own Markdown (README, docs, ADRs, the editors' guides)
 * leads to a file that is there: a reader of a clone can follow each one. Links to the site's own
 * routes (`/blog/…`, in articles) and to other origins are the site's and the web's, not files.
 */
const markdownFiles = execFileSync("git", ["ls-files", "*.md"], { cwd: REPO_ROOT, encoding: "utf8" })
  .split("\n")
  .filter(Boolean);

function relativeLinks(text: string): string[] {
  const withoutCode = text.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  return [...withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^(?:[a-z][a-z+.-]*:|\/|#)/i.test(target));
}

describe("relative links in the repository's Markdown", () => {
  it("finds the Markdown to check, links included", () => {
    expect(markdownFiles).toContain("README.md");
    expect(relativeLinks(readFileSync(path.join(REPO_ROOT, "README.md"), "utf8"))).toContain("docs/developing.md");
  });

  it.each(markdownFiles)("%s: each relative link resolves to a file in the repository", (file) => {
    const missing = relativeLinks(readFileSync(path.join(REPO_ROOT, file), "utf8")).filter((target) => {
      const [pathPart] = target.split("#");
      return pathPart !== "" && !existsSync(path.resolve(REPO_ROOT, path.dirname(file), decodeURIComponent(pathPart!)));
    });
    expect(missing).toEqual([]);
  });
});
