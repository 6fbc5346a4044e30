import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import GithubSlugger from "github-slugger";
import { REPO_ROOT } from "../shared/build-layout.ts";

/**
 * Every relative link in the repository's own Markdown (README, docs, ADRs, the editors' guides)
 * leads to a file that is there, and a link to a section (`product.md#routes`, `#the-editor`) to
 * one of its headings: a reader of a clone can follow each one. Links to the site's own routes
 * (`/blog/…`, in articles) and to other origins are the site's and the web's, not files. Below,
 * the same for `docs/<file>.md#<anchor>` named in code comments and copy files.
 */
const markdownFiles = execFileSync("git", ["ls-files", "*.md"], { cwd: REPO_ROOT, encoding: "utf8" })
  .split("\n")
  .filter(Boolean);

function relativeLinks(text: string): string[] {
  const withoutCode = text.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  return [...withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^(?:[a-z][a-z+.-]*:|\/)/i.test(target));
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

/**
 * The anchors GitHub gives a Markdown file's headings (github-slugger, GitHub's own rules: lower
 * case, no punctuation, spaces as hyphens, "-1", "-2" … for a repeated one), from each heading's
 * text as shown (a link's text, not its target).
 */
function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const headings = markdown.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm);
  return new Set([...headings].map(([, text]) => slugger.slug(text!.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1"))));
}

const anchorsOf = new Map<string, Set<string>>();
/** Whether the Markdown file `file` (from the repository's root) exists and has a heading for `anchor`. */
function hasAnchor(file: string, anchor: string): boolean {
  const full = path.resolve(REPO_ROOT, file);
  if (!existsSync(full)) return false;
  if (!anchorsOf.has(full)) anchorsOf.set(full, headingAnchors(readFileSync(full, "utf8")));
  return anchorsOf.get(full)!.has(anchor);
}

describe("anchors in the repository's Markdown links", () => {
  it("reads anchors as GitHub makes them", () => {
    const anchors = headingAnchors("# The product\n## The reader's library\n### `llms.txt`\n## Routes\n## Routes\n");
    expect([...anchors]).toEqual(["the-product", "the-readers-library", "llmstxt", "routes", "routes-1"]);
  });

  it.each(markdownFiles)("%s: each link to a section names a heading of its file", (file) => {
    const missing = relativeLinks(readFileSync(path.join(REPO_ROOT, file), "utf8")).filter((target) => {
      const [pathPart, anchor] = target.split("#");
      if (anchor === undefined || (pathPart !== "" && !pathPart!.endsWith(".md"))) return false;
      const linked = pathPart === "" ? file : path.join(path.dirname(file), decodeURIComponent(pathPart!));
      return !hasAnchor(linked, anchor);
    });
    expect(missing).toEqual([]);
  });
});

/**
 * Comments, copy files and docs point at the product's rules as `docs/product.md#routes`: each such
 * reference names a file of docs/ that is there and one of its headings, so a reader can follow it.
 */
const textFiles = execFileSync("git", ["ls-files"], { cwd: REPO_ROOT, encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(?:[cm]?[jt]sx?|astro|md|ya?ml|json5?|css|sh|html)$/.test(file) && file !== "package-lock.json");

/** Every `docs/<file>.md#<anchor>` in a text, as [file, anchor]. */
function docsReferences(text: string): [string, string][] {
  return [...text.matchAll(/(?<![\w./-])(docs\/[\w./-]+\.md)#([\w-]+)/g)].map((match) => [match[1]!, match[2]!]);
}

describe("references to a section of docs/", () => {
  it("finds them, in code and in copy files", () => {
    expect(docsReferences(readFileSync(path.join(REPO_ROOT, "shared/aliases.ts"), "utf8"))).toContainEqual([
      "docs/product.md",
      "routes",
    ]);
    expect(docsReferences("see docs/product.md#the-readers-library, and ../docs/x.md#y")).toEqual([
      ["docs/product.md", "the-readers-library"],
    ]);
  });

  it("each names a Markdown file of the repository and one of its headings", () => {
    const missing = textFiles.flatMap((file) =>
      docsReferences(readFileSync(path.join(REPO_ROOT, file), "utf8"))
        .filter(([doc, anchor]) => !hasAnchor(doc, anchor))
        .map(([doc, anchor]) => `${file}: ${doc}#${anchor}`),
    );
    expect(missing).toEqual([]);
  });
});
