/**
 * For tests: the writing guide's templates (docs/authoring.md), fenced blocks whose info string
 * names `path=` (where the file goes) and `url=` (the page it makes). The incremental build writes
 * them all into its copy; the content-error tests take one line out of some.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export interface GuideTemplate {
  file: string;
  url: string;
  /** The block's text, ending in a newline, as a file holds it. */
  text: string;
}

export function guideTemplates(guide = readFileSync(path.resolve("docs/authoring.md"), "utf8")): GuideTemplate[] {
  return [...guide.matchAll(/^(`{3,})\w+ path=(\S+) url=(\S+)\n([\s\S]*?)\n\1$/gm)].map(([, , file, url, text]) => ({
    file: file!,
    url: url!,
    text: `${text}\n`,
  }));
}
