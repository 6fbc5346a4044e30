import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

// The shape React Router 8's <Scripts> writes into a prerendered page.
const page = [
  `<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>`,
  `<link rel="modulepreload" href="/assets/framework-3.js"/><link rel="modulepreload" href="/assets/root-4.js"/>`,
  `<link rel="modulepreload" href="/assets/home-5.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hi</main>`,
  `<script>window.__reactRouterContext = {};</script>`,
  `<script type="module" async="">import "/assets/manifest-1.js";`,
  `import * as route0 from "/assets/root-4.js";`,
  `import * as route1 from "/assets/home-5.js";`,
  `  `,
  `  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};`,
  ``,
  `import("/assets/entry.client-2.js");</script></body>`,
].join("\n");

describe("deferHydration", () => {
  const out = deferHydration(page);
  const boot = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;

  it("leaves no preload in the markup, so nothing competes with the stylesheet and hero image", () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain(`<link rel="stylesheet" href="/assets/root.css"/>`);
    expect(out).toContain("<main>Hi</main>");
  });

  it("waits for the first contentful paint, then preloads every chunk and imports the route modules", () => {
    const lines = boot.split("\n");
    expect(boot).toMatch(/observe\(\{ type: "paint"/);
    const preload = lines.findIndex((l) => l.includes("modulepreload"));
    expect(preload).toBeGreaterThan(lines.findIndex((l) => l.includes("first-contentful-paint")));
    expect(lines[preload]).toContain(`["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/framework-3.js","/assets/root-4.js","/assets/home-5.js"]`);
    expect(lines[preload + 1]).toBe(
      `const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/home-5.js")]);`,
    );
    expect(lines.at(-2)).toBe(`window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};`);
    expect(lines.at(-1)).toBe(`import("/assets/entry.client-2.js");`);
  });

  it("is valid module code", async () => {
    // Parsed, not run: an async function body accepts the same top-level await and imports.
    const AsyncFunction = (async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(boot)).not.toThrow();
  });

  it("refuses a boot script it does not understand rather than break hydration", () => {
    // A route with a client loader is imported in parts and merged; not handled, so refused.
    const split = page.replace(
      `import * as route1 from "/assets/home-5.js";`,
      `import * as route1_clientLoader from "/assets/home-loader-6.js";\nimport * as route1_main from "/assets/home-5.js";\nconst route1 = {...route1_clientLoader,...route1_main};`,
    );
    expect(() => deferHydration(split)).toThrow(/unexpected boot script/);
    expect(() => deferHydration(page.replace("window.__reactRouterRouteModules", "window.somethingElse"))).toThrow(/unexpected boot script/);
    expect(() => deferHydration("<html><body>no scripts</body></html>")).toThrow(/not found/);
  });
});
