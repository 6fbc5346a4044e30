import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every page of the built site, read from the sitemap the build derives from the route table, so
 * the tests cover exactly the pages the route table declares.
 */
const sitemap = readFileSync(path.resolve(import.meta.dirname, "../../build/client/sitemap.xml"), "utf8");

export const pagePaths: string[] = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
