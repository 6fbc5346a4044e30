/**
 * Main-thread scripting time and time to interactive islands, as a slow phone sees them: Chromium at
 * 390×844 with the CPU throttled 4×, median of 3 loads per page. ScriptDuration comes from the
 * DevTools protocol (Performance.getMetrics) once the network is idle; "hydrated" is when the last
 * island that hydrates on its own has done so (0 when a page has none: its islands wait for input).
 *   node tools/measure-scripting.ts [BASE_URL] [path …]     (server must be running)
 * Works against the React Router build too, where hydration is `<html data-hydrated>`.
 */
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...rest] = process.argv.slice(2);
const paths = rest.length ? rest : ["/", "/blog", "/blog/react-19-features-in-practice", "/about"];
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

console.log("| page | scripting ms | islands hydrated ms |\n| --- | --- | --- |");
for (const path of paths) {
  const scripting: number[] = [];
  const hydrated: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Performance.enable");
    await page.goto(base + path, { waitUntil: "networkidle" });
    const at = await page.waitForFunction(() => {
      const root = document.documentElement;
      const routerApp = document.querySelector("script[type=module]:not([src])") && !document.querySelector("astro-island");
      if (routerApp) return root.dataset.hydrated === "true" ? { at: performance.now() } : false;
      const pending = [...document.querySelectorAll("astro-island[ssr]")].filter((island) => {
        const value = JSON.parse(island.getAttribute("opts") ?? "{}").value;
        if (value === "idle") return true;
        if (value !== "visible") return false;
        const box = [...island.children].map((c) => c.getBoundingClientRect()).find((r) => r.width || r.height);
        return Boolean(box && box.bottom > 0 && box.top < window.innerHeight);
      });
      if (pending.length) return false;
      const marks = performance.getEntriesByName("th:hydrated");
      return { at: marks.length ? Math.max(...marks.map((m) => m.startTime)) : 0 };
    });
    hydrated.push(((await at.jsonValue()) as { at: number }).at);
    const { metrics } = await cdp.send("Performance.getMetrics");
    scripting.push(Math.round((metrics.find((m) => m.name === "ScriptDuration")?.value ?? 0) * 1000));
    await context.close();
  }
  console.log(`| ${path} | ${median(scripting)} | ${Math.round(median(hydrated))} |`);
}
await browser.close();
