/**
 * Lighthouse's mobile run on the built site, as `check:lighthouse` (tools/check/lighthouse.ts) and
 * `measure:lcp` (tools/measure/lcp.ts) make it, each run in a Chromium of its own (the site served by
 * tools/support/serve-site.ts).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
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

/** One Lighthouse run (its default: the mobile preset) of `url`, in a Chromium of its own. */
export async function lighthouseRun(url: string): Promise<Result> {
  const chrome = await launchChrome();
  try {
    return (await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }))!.lhr;
  } finally {
    await chrome.kill();
  }
}
