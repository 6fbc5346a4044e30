/**
 * Hydration after the first contentful paint (ADR 0009).
 *
 * React Router's <Scripts> puts a modulepreload link for every chunk in <head> and an inline module
 * script that imports the route modules at once. On a slow phone connection those ~135 KB of
 * JavaScript share the line with the stylesheet and the hero image, and the page paints late,
 * although the prerendered HTML needs no script to be read. This rewrites each built page so the
 * same modules are preloaded and imported once the browser reports the page's first contentful paint.
 * Run on the built HTML before anything hashes or compresses it.
 *
 *   node scripts/defer-hydration.ts     rewrites build/client/**\/*.html in place
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SITE_ROOT } from "../server/build-layout.ts";
import { METHOD_NOT_ALLOWED_FILE } from "../server/pages.ts";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;
// A page that reports no first contentful paint (a tab opened in the background paints nothing until it
// is shown) still hydrates.
const PAINT_TIMEOUT_MS = 3000;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");?$/;

export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const boot = BOOT.exec(html);
  if (!boot || preloads.length === 0) throw new Error("defer-hydration: React Router's boot script or preloads not found");

  const imports: { name: string | undefined; url: string }[] = [];
  const rest: string[] = [];
  for (const line of boot[1]!.split("\n").map((l) => l.trim()).filter(Boolean)) {
    const m = STATIC_IMPORT.exec(line);
    if (m) imports.push({ name: m[1], url: m[2]! });
    else rest.push(line);
  }
  const unknown = rest.filter((l) => !l.startsWith("window.__reactRouterRouteModules = ") && !/^import\("[^"]+"\);$/.test(l));
  if (imports.length === 0 || unknown.length > 0) {
    throw new Error(`defer-hydration: unexpected boot script from React Router:\n${boot[1]}`);
  }

  const script = [
    `await new Promise((painted) => {`,
    `  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return addEventListener("load", painted, { once: true });`,
    `  new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length && painted()).observe({ type: "paint", buffered: true });`,
    `  setTimeout(painted, ${PAINT_TIMEOUT_MS});`,
    `});`,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${imports.map((i) => i.name ?? "").join(", ")}] = await Promise.all([${imports.map((i) => `import(${i.url})`).join(", ")}]);`,
    ...rest,
  ].join("\n");

  return html.replace(PRELOAD, "").replace(BOOT, () => `<script type="module" async="">${script}</script>`);
}

if (import.meta.main) {
  const root = SITE_ROOT;
  // Every prerendered page; public/'s static pages (the 405 page) have no scripts to defer.
  const pages = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html") && f !== METHOD_NOT_ALLOWED_FILE);
  for (const file of pages) {
    const abs = path.join(root, file);
    writeFileSync(abs, deferHydration(readFileSync(abs, "utf8")));
  }
  console.log(`defer-hydration: ${pages.length} pages hydrate after their first paint`);
}
