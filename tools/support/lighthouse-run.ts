/**
 * Lighthouse's mobile run on the built site, as `check:lighthouse` (tools/check/lighthouse.ts) and
 * `measure:lcp` (tools/measure/lcp.ts) make it, each run in a Chromium of its own (the site served by
 * tools/support/serve-site.ts).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.ts";

/** The four routes that stand for the site: home, the blog list, an article, a course guide. */
export const REPRESENTATIVE_ROUTES = ["/", "/blog", "/blog/react-19-features-in-practice", "/webdev/frontend"];

/**
 * Each run in a browser of its own: a first visit, with nothing a run before it left behind (the
 * service worker it registered, a reading position it stored while Lighthouse scrolled it), which
 * Lighthouse's own reset between runs did not always clear (CLS 0.041 on every run after one failed
 * with NO_NAVSTART in the same browser).
 */
const launchChrome = () => chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });

/**
 * One Lighthouse run (its default: the mobile preset) of `url`, in a Chromium of its own. `cpuSlowdown`
 * replaces the preset's 4× CPU (simulated slow 4G unchanged): at 1× what is left of a metric is the
 * network's part of it.
 */
export async function lighthouseRun(url: string, { cpuSlowdown }: { cpuSlowdown?: number } = {}): Promise<Result> {
  const chrome = await launchChrome();
  const throttling =
    cpuSlowdown === undefined
      ? {}
      : { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } };
  try {
    return (await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", ...throttling }))!.lhr;
  } finally {
    await chrome.kill();
  }
}
