// First: on a Node older than the project's, this runs `npx playwright` again on a supported one.
import "./tools/support/supported-node.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, SHELL_OR_CHROMIUM } from "./tools/support/chromium.ts";
import { requireSystemPackages } from "./tools/support/system-packages.ts";

// The suite drives Debian's Chromium and serves the build with nginx beside npm start: without them it
// stops here with one line that says what to install, not a launcher's stack trace in every test.
requireSystemPackages(["chromium", "nginx-light"], "npx playwright test");

const port = Number(process.env.E2E_PORT ?? 4173);

// The articles as the tests read them, rendered once per run (tools/support/articles.ts): this config
// runs first in the runner, whose workers inherit the name.
process.env.E2E_ARTICLES ??= path.join(tmpdir(), `techhorizon-e2e-articles-${process.pid}.json`);

/**
 * Debian's Chromium in two builds of the same version (ADR 0025): the suite drives the headless shell
 * (package chromium-headless-shell, what Playwright itself runs headless), which renders and runs
 * the pages with the same engine for about a third less processor time, and paints in the same order
 * against the page's requests (ADR 0055), so the first-paint tests run on it too. Its one difference
 * that mattered, a pointermove at (0, 0) as each page lays out that started the header's island, is
 * dropped by the suite's context fixture (e2e/support/fixtures.ts, ADR 0053). Without the shell every
 * test drives the full browser.
 */
const launchOptions = {
  executablePath: SHELL_OR_CHROMIUM,
  args: [...CHROMIUM_ARGS, "--disable-quic", "--no-first-run"],
};

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
  // Limits that catch a hang, not a slow machine: in the gate these three browsers share two cores
  // with another step, and a clean-clone run that passed at 678c2e5 took 28.3 s of a 30 s limit for the
  // menus' client-side navigation and 23-24 s for the header's Tab walk and the service worker's
  // deploy. Twice that is the margin. How fast a page is for a reader is measured elsewhere
  // (check:lighthouse, check:js-budget), never by these limits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["./e2e/support/summary-reporter.ts"]],
  // The editor's test works on a copy of the site (e2e/editor.spec.ts), so it runs beside the others.
  projects: [{ name: "site" }],
  // Starts nginx on the same build, so the server tests run against both servers.
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions,
    // The service worker would answer what a test measures of the page itself (requests, bytes,
    // timing) and install its precache in every test's fresh browser: the suites that are about it
    // (e2e/offline.spec.ts) and the console check of every template allow it (ADR 0036).
    serviceWorkers: "block",
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
