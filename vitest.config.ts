import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they test modules, not routes.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __BUILD_YEAR__: "2026", __SITE_URL__: JSON.stringify("https://techhorizon.example") },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "shared/**/*.test.ts", "tools/**/*.test.ts", "integration/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
  },
});
