/**
 * docs/performance.md holds tables that scripts regenerate (Lighthouse, the server benchmark), each
 * between `<!-- NAME:start -->` and `<!-- NAME:end -->`; the prose around them is written by hand.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const DOC = path.resolve(import.meta.dirname, "../../docs/performance.md");

/** The document with the named section's body replaced; throws when its markers are missing. */
export function replaceSection(doc: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from === -1 || to < from) throw new Error(`docs/performance.md has no "${start}" … "${end}" section`);
  return doc.slice(0, from + start.length) + "\n" + body + "\n" + doc.slice(to);
}

export function writePerformanceSection(name: string, body: string) {
  writeFileSync(DOC, replaceSection(readFileSync(DOC, "utf8"), name, body));
}

/** What stands between the named section's markers now ("" when the document has no such section). */
export function readPerformanceSection(name: string): string {
  const doc = readFileSync(DOC, "utf8");
  const from = doc.indexOf(`<!-- ${name}:start -->`);
  const to = doc.indexOf(`<!-- ${name}:end -->`);
  return from === -1 || to < from ? "" : doc.slice(from, to);
}
