/**
 * `npm run check:search-transfer`: what a reader's searches transfer on the build, served by npm
 * start's server, measured as tools/support/search-transfer.ts says; fails when a first site search
 * passes 250 KB, a next one 60 KB or a first blog search 250 KB.
 *   node tools/check/search-transfer.ts            (fails over budget)
 *   node tools/check/search-transfer.ts --json     (the figures only)
 */
import { KB } from "../support/budgets.ts";
import { launchShell } from "../support/chromium.ts";
import {
  measureSearchTransfer,
  SEARCH_BUDGETS,
  SEARCH_NAMES,
  type SearchTransfer,
} from "../support/search-transfer.ts";
import { serveSite } from "../support/serve-site.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

requireSystemPackages(["chromium"]);

const server = await serveSite();
const browser = await launchShell();
let figures: SearchTransfer;
try {
  figures = await measureSearchTransfer(browser, server.origin);
} finally {
  await browser.close();
  await server.stop();
}
if (process.argv.includes("--json")) {
  console.log(JSON.stringify(figures));
} else {
  for (const name of Object.keys(SEARCH_BUDGETS) as (keyof SearchTransfer)[]) {
    const [value, budget] = [figures[name], SEARCH_BUDGETS[name]];
    if (value > budget) process.exitCode = 1;
    console.log(
      `${value > budget ? "OVER" : "ok  "} ${SEARCH_NAMES[name]}: ${(value / KB).toFixed(1)} KB (budget ${budget / KB} KB)`,
    );
  }
}
