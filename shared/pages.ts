/** The prerendered pages of a build, found from its HTML files, and the CSP each page's inline scripts need. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes } from "./headers.ts";

/** Prerendered for the 404 response; not a page of its own. */
export const NOT_FOUND_FILE = "404.html";
/** Answers any method but GET and HEAD (a form sent without JavaScript); from public/. */
export const METHOD_NOT_ALLOWED_FILE = "method-not-allowed.html";

export interface BuiltPage {
  /** Canonical path, e.g. "/about" ("/" for the home page). */
  path: string;
  /** File under the build root, e.g. "about/index.html". */
  file: string;
}

/** The CSP of an HTML file: its own inline scripts and styles admitted by hash, nothing else inline. */
export function cspForFile(root: string, file: string): string {
  const html = readFileSync(path.join(root, file), "utf8");
  return contentSecurityPolicy(inlineScriptHashes(html), inlineStyleHashes(html));
}

/**
 * Every file of a build as a URL path ("/assets/app-abc.js"), precompressed variants included.
 * Symbolic links are skipped, file or folder: one could name anything on the machine (/etc), and
 * the build itself makes none.
 */
export function builtFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (entry.isFile()) files.push("/" + path.relative(root, abs).replaceAll(path.sep, "/"));
    }
  };
  walk(root);
  return files.sort();
}

/** The pages among a build's files (the list from builtFiles, when the caller has it already). */
export function builtPages(root: string, files = builtFiles(root)): BuiltPage[] {
  return files
    .map((url) => url.slice(1))
    .filter((file) => (file === "index.html" || file.endsWith("/index.html")) && file !== NOT_FOUND_FILE)
    .map((file) => ({ path: "/" + file.slice(0, -"index.html".length).replace(/\/$/, ""), file }));
}
