import { readFileSync } from "node:fs";
import path from "node:path";
import { SITE_ROOT } from "../../server/build-layout.ts";

/**
 * Every page of the built site, read from the sitemap the build derives from the route table, so
 * the tests cover exactly the pages the route table declares.
 */
const sitemap = readFileSync(path.join(SITE_ROOT, "sitemap.xml"), "utf8");

export const pagePaths: string[] = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
