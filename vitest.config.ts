// First: on a Node older than the project's, this runs `npx vitest` again on a supported one.
import "./tools/support/supported-node.ts";
// Node 22's globSync, read once the Node is known to have it.
import * as fs from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { copyModules } from "./integration/copy-modules.ts";
import { icons } from "./integration/icons.ts";

const TESTS = [
  "app/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "shared/**/*.test.ts",
  "tools/**/*.test.ts",
  "integration/**/*.test.ts",
];

/**
 * Tests that run in a DOM say so on their first line (`// @vitest-environment jsdom`). Every test
 * file shares its worker's modules with the files before it (`isolate: false`), which took the
 * modules from about 42 s of CPU to about 13 (ADR 0037); the DOM files share their worker's jsdom
 * too (30 s of CPU to 10, jsdom made once per worker instead of once per file, ADR 0052), and
 * vitest.setup.ts gives each file a blank page at "/" with empty storage, so nothing a file leaves
 * (a toaster, a query in the address) reaches the next.
 */
const domTests = TESTS.flatMap((pattern) => fs.globSync(pattern)).filter((file) =>
  fs.readFileSync(file, "utf8").startsWith("// @vitest-environment jsdom"),
);

const shared = {
  // The interface copy is YAML imported as checked modules, and icons are modules of their own, as in the build.
  plugins: [copyModules(), icons()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: {
    __BUILD_YEAR__: "2026",
    __CONTINUE_CARD__: "true",
    __SAVE_ALL__: "true",
    __NOTE__: "true",
    __SITE_URL__: JSON.stringify("https://techhorizon.example"),
  },
} satisfies TestProjectInlineConfiguration;

// Unit tests run without Astro: they test modules, not pages.
export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: "modules",
          include: TESTS,
          exclude: domTests,
          environment: "node",
          isolate: false,
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        ...shared,
        test: {
          name: "dom",
          include: domTests,
          environment: "jsdom",
          isolate: false,
          setupFiles: ["./vitest.setup.ts"],
        },
      },
    ],
  },
});
