import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { copyModules } from "./integration/copy-modules.ts";

// Unit tests run without Astro: they test modules, not pages.
export default defineConfig({
  // The interface copy is YAML imported as checked modules, as in the build.
  plugins: [copyModules()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __BUILD_YEAR__: "2026", __SITE_URL__: JSON.stringify("https://techhorizon.example") },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "shared/**/*.test.ts", "tools/**/*.test.ts", "integration/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
  },
});
