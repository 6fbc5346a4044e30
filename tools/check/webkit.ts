/**
 * Smoke suite in WebKit, Safari's engine: Debian's WebKitGTK MiniBrowser under Xvfb, driven by
 * webdriverio over classic WebDriver (Debian's WebKitWebDriver), against `npm start` on the built
 * site. Tab skips links, as in Safari by default. Every route (one tag and one author page standing
 * for all) loads at 1280 and 390 px with an h1, no CSP violation and no error, and becomes
 * interactive; at 390 px the course drawer, the phone menu's focus trap, Login's Remember me and the
 * hero's Get Started work (smoke-support.ts, shared with the Firefox suite). The sibling of tools/check/smoke.ts; the
 * Chromium suite covers behaviour in depth. About a minute and a half.
 *
 * Classic WebDriver cannot listen to the console, so CSP violations come as reports: the page is
 * served through a small proxy that adds `report-uri` to its CSP and collects what the browser posts.
 * Uncaught errors and console.error from the moment the page has loaded (hydration and the checked
 * behaviours) are recorded in the page.
 *
 *   node tools/check/webkit.ts     WEBKIT_DRIVER and MINIBROWSER override the Debian paths
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import { Key, remote } from "webdriverio";
import { forward } from "../support/forward.ts";
import { freePort } from "../support/free-port.ts";
import { untilAnswering } from "../support/until-answering.ts";
import {
  behaviours,
  checkList,
  DESKTOP,
  h1Text,
  headerHydrated,
  isInteractive,
  MOBILE,
  SMOKE_PORT,
  templatePaths,
} from "../support/smoke-support.ts";
import { firstUses, type FirstUseDriver } from "../support/smoke-first-use.ts";
import { seriesBehaviour } from "../support/smoke-series.ts";
import { serveSite } from "../support/serve-site.ts";
import { libraryBehaviours } from "../support/smoke-library.ts";
import { requireSystemPackages } from "../support/system-packages.ts";

requireSystemPackages(["webkit2gtk-driver", "xvfb", "xauth"]);

const DRIVER = process.env.WEBKIT_DRIVER ?? "/usr/bin/WebKitWebDriver";
const MINIBROWSER = process.env.MINIBROWSER ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const TIMEOUT = 15_000;
const REPORT_PATH = "/__smoke-csp-report";

const children: ChildProcess[] = [];
function start(command: string, args: string[], options: Parameters<typeof spawn>[2] = {}) {
  const child = spawn(command, args, options);
  children.push(child);
  return child;
}

const site = await serveSite({ port: SMOKE_PORT });
// Whatever ends the run (a failure to start, Ctrl-C, a timeout), the server (serve-site.ts), Xvfb and the driver go with it.
process.on("exit", () => {
  for (const child of children) child.kill();
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(1));

// The proxy: every response as the server sent it, with `report-uri` added to its CSP.
const violations: string[] = [];
let networkDown = false;
const proxy = createServer((req, res) => {
  if (req.url === REPORT_PATH) {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      const report = (JSON.parse(body || "{}") as { "csp-report"?: Record<string, string> })["csp-report"] ?? {};
      violations.push(
        `CSP violation on ${new URL(report["document-uri"] ?? "/", "http://x").pathname}: ${report["violated-directive"]} ${report["blocked-uri"] ?? ""}`,
      );
      res.writeHead(204).end();
    });
    return;
  }
  // No network for the site (SmokeDriver.withoutNetwork): the connection drops, as on a train.
  if (networkDown) {
    req.socket.destroy();
    return;
  }
  forward(req, res, site.origin, {
    answered: (headers) => {
      const csp = headers["content-security-policy"];
      return typeof csp === "string"
        ? { ...headers, "content-security-policy": `${csp}; report-uri ${REPORT_PATH}` }
        : headers;
    },
  });
});
const proxyPort = await freePort();
await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
const origin = `http://localhost:${proxyPort}`;

// Xvfb picks a free display and writes its number to file descriptor 3.
const xvfb = start("Xvfb", ["-displayfd", "3", "-screen", "0", "1600x1200x24", "-nolisten", "tcp"], {
  stdio: ["ignore", "ignore", "ignore", "pipe"],
});
const display = await new Promise<string>((resolve, reject) => {
  xvfb.stdio[3]!.on("data", (d: Buffer) => resolve(`:${d.toString().trim()}`));
  xvfb.on("exit", () => reject(new Error("Xvfb exited")));
});

const driverPort = await freePort();
// Skia paints the tiles on the CPU (WebKitGTK's own switch). Its default here is Skia's GL backend on
// Mesa's llvmpipe, GL emulated on the CPU, which costs more for the same tiles: the same 136 checks took
// 90-95 processor seconds this way against 104-105 (three runs each, 2026-11-30). Compositing stays
// on: without it (WEBKIT_DISABLE_COMPOSITING_MODE, or WEBKIT_DISABLE_DMABUF_RENDERER) MiniBrowser
// crashed at the first check whose click opens another page (15 checks failed on a dead session),
// and Safari always composites.
const driverEnv = { ...process.env, DISPLAY: display, WEBKIT_SKIA_ENABLE_CPU_RENDERING: "1" };
start(DRIVER, [`--port=${driverPort}`], { env: driverEnv, stdio: "ignore" });
await waitForPort(driverPort);

const browser = await remote({
  hostname: "127.0.0.1",
  port: driverPort,
  logLevel: "error",
  capabilities: {
    // Classic WebDriver: WebKitWebDriver 2.50 speaks no BiDi.
    "wdio:enforceWebDriverClassic": true,
    "webkitgtk:browserOptions": {
      binary: MINIBROWSER,
      // Full screen hides the browser's toolbar, so the window's size is the viewport's (390 px is
      // below the toolbar's own minimum width). Tab skips links, as Safari's default does.
      args: ["--automation", "--full-screen", "--enable-tabs-to-links=false"],
    },
  } as WebdriverIO.Capabilities,
});
const version = `WebKitGTK ${browser.capabilities.browserVersion}`;

/** Records uncaught errors and console.error in the page from now on. */
function recordProblems() {
  const problems: string[] = [];
  (window as unknown as { smokeProblems: string[] }).smokeProblems = problems;
  addEventListener("error", (e) => problems.push(`uncaught: ${e.message}`));
  addEventListener("unhandledrejection", (e) => problems.push(`unhandled rejection: ${e.reason}`));
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console error: ${args.join(" ")}`);
    error(...args);
  };
}

let viewport = { width: 0, height: 0 };
const webkit: FirstUseDriver = {
  async load(pathname, size) {
    if (size.width !== viewport.width || size.height !== viewport.height) {
      await browser.setWindowSize(size.width, size.height);
      viewport = size;
    }
    await browser.url(origin + pathname);
    await browser.execute(recordProblems);
    await browser.waitUntil(() => browser.execute(isInteractive), {
      timeout: TIMEOUT,
      timeoutMsg: `${pathname} did not become interactive`,
    });
  },
  run: (fn, ...args) => browser.execute(fn as never, ...(args as unknown as never[])) as never,
  click: async (selector) => {
    // An element out of view is brought to the centre at once first, as Puppeteer's click does: the
    // site scrolls smoothly (scroll-behavior), and WebKit's driver clicked where the element was
    // while the page was still gliding under it ("click intercepted").
    await browser.execute((target: string) => {
      const element = document.querySelector(target);
      const box = element?.getBoundingClientRect();
      if (box && (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth))
        element!.scrollIntoView({ block: "center", behavior: "instant" });
    }, selector);
    await browser.$(selector).click();
  },
  type: async (selector, text) => browser.$(selector).addValue(text),
  clickAt: async (x, y) =>
    browser
      .action("pointer", { parameters: { pointerType: "mouse" } })
      .move({ x, y, origin: "viewport" })
      .down()
      .up()
      .perform(),
  press: async (key, { shift = false } = {}) => {
    const code = key === "Escape" ? Key.Escape : Key.Tab;
    await browser.keys(shift ? [Key.Shift, code] : [code]);
  },
  paste: async () => {
    await browser.keys([Key.Ctrl, "v"]);
  },
  async withoutNetwork(steps) {
    networkDown = true;
    try {
      await steps();
    } finally {
      networkDown = false;
    }
  },
};

/** A check fails on what it asserts, on CSP reports that arrived meanwhile, and on problems recorded in the page. */
const checks = checkList("webkit");
async function check(name: string, run: () => Promise<void>) {
  await checks.check(name, async () => {
    violations.length = 0;
    // One tab serves every check here, where Firefox's suite opens a fresh one: what a check left in
    // the tab's session storage (a form's pending message, say) must not greet the next.
    await browser.execute(() => sessionStorage.clear()).catch(() => undefined);
    await run();
    // A report or an error that comes just after the last step still counts.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const inPage = await browser.execute(() => (window as unknown as { smokeProblems?: string[] }).smokeProblems ?? []);
    const problems = [...violations, ...inPage];
    if (problems.length) throw new Error(problems.join("; "));
  });
}

console.log(`webkit: ${version} on ${origin}`);
try {
  for (const viewport of [DESKTOP, MOBILE]) {
    for (const pathname of templatePaths) {
      await check(`${pathname} at ${viewport.width} px loads clean and becomes interactive`, async () => {
        await webkit.load(pathname, viewport);
        if (!(await browser.execute(h1Text))) throw new Error("no h1 text");
        // Islands hydrate on first use: a reader's first focus in the header hydrates it.
        // (The theme toggle at 1280 px; at 390 px it is in the closed menu, and the menu toggle is there.)
        await browser.execute(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              "header button:has([data-theme-choice]), header button[aria-controls='site-menu']",
            ),
          ]
            .find((button) => button.getClientRects().length > 0)
            ?.focus(),
        );
        await browser.waitUntil(() => browser.execute(headerHydrated), {
          timeout: TIMEOUT,
          timeoutMsg: "the header did not hydrate",
        });
      });
    }
  }
  // Issue 40's first uses, each on an island still as built (smoke-first-use.ts).
  for (const behaviour of [...behaviours, seriesBehaviour, ...libraryBehaviours, ...firstUses])
    await check(behaviour.name, () => behaviour.run(webkit));
} finally {
  await browser.deleteSession().catch(() => {});
  proxy.close();
}

checks.finish(version);
process.exit();

async function waitForPort(port: number) {
  if (!(await untilAnswering(`http://127.0.0.1:${port}/status`, { timeoutMs: TIMEOUT })))
    throw new Error(`${DRIVER} did not answer on port ${port}`);
}
