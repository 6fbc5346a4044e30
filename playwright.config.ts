import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests run against the built site served by the production server (`npm run build`
 * comes first in `npm test`), in Debian's Chromium: browser downloads are not possible here.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three on two cores: with two, a quarter of the CPU sat idle while pages loaded (vmstat); three
  // finished the axe and keyboard suites 14% sooner.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["./e2e/support/summary-reporter.ts"]],
  // The editor's round trip adds an article file for a minute; the page lists of the other tests are
  // read from that folder, so it runs after them (e2e/editor.spec.ts).
  projects: [
    { name: "site", testIgnore: /editor\.spec\.ts$/ },
    { name: "editor", testMatch: /editor\.spec\.ts$/, dependencies: ["site"] },
  ],
  // Starts nginx on the same build, so the server tests run against both servers.
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "node server/index.ts",
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});
