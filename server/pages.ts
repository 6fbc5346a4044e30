/** The prerendered pages of a build, found from its HTML files, and the CSP each page's inline scripts need. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentSecurityPolicy, inlineScriptHashes } from "./headers.ts";

/** Prerendered for the 404 response; not a page of its own. */
export const NOT_FOUND_FILE = "404/index.html";

export interface BuiltPage {
  /** Canonical path, e.g. "/about" ("/" for the home page). */
  path: string;
  /** File under the build root, e.g. "about/index.html". */
  file: string;
}

export function cspForFile(root: string, file: string): string {
  return contentSecurityPolicy(inlineScriptHashes(readFileSync(path.join(root, file), "utf8")));
}

export function builtPages(root: string): BuiltPage[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((name) => name.replaceAll(path.sep, "/"))
    .filter((file) => (file === "index.html" || file.endsWith("/index.html")) && file !== NOT_FOUND_FILE)
    .sort()
    .map((file) => ({ path: "/" + file.slice(0, -"index.html".length).replace(/\/$/, ""), file }));
}
