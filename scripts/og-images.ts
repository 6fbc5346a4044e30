/**
 * Renders the Open Graph images (1200×630 JPEG, one per page kind) into public/og/ with Chromium.
 * Social networks do not accept SVG, so these are committed JPEGs; run again after a brand change:
 *   node scripts/og-images.ts
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const kinds = {
  default: { label: "TechHorizon", title: "Learn the technology that shapes tomorrow", motif: "horizon" },
  blog: { label: "The TechHorizon Blog", title: "Articles on AI, tech trends and motivation", motif: "lines" },
  ai: { label: "AI Insights", title: "Artificial intelligence, explained without the hype", motif: "circuit" },
  tech: { label: "Tech Trends", title: "The languages and platforms worth your time", motif: "chart" },
  webdev: { label: "Web Development", title: "Free course guides from HTML to deployment", motif: "layers" },
  services: { label: "Services", title: "Consulting, workshops, briefings and coaching", motif: "horizon" },
} as const;

const motifs: Record<string, string> = {
  horizon: `<circle cx="960" cy="470" r="260" fill="none" stroke="#22D3EE" stroke-width="6" opacity=".5"/><circle cx="960" cy="470" r="180" fill="none" stroke="#fff" stroke-width="4" opacity=".35"/>`,
  lines: `<g stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".35"><path d="M780 150h300"/><path d="M780 210h240"/><path d="M780 270h280"/><path d="M780 330h200"/></g>`,
  circuit: `<g fill="none" stroke="#22D3EE" stroke-width="6" opacity=".6"><path d="M760 120h160v120h120"/><path d="M820 480h140v-140h120"/><circle cx="1040" cy="240" r="14" fill="#22D3EE"/><circle cx="1080" cy="340" r="14" fill="#22D3EE"/></g>`,
  chart: `<g fill="#22D3EE" opacity=".6"><rect x="780" y="360" width="60" height="160" rx="8"/><rect x="870" y="280" width="60" height="240" rx="8"/><rect x="960" y="200" width="60" height="320" rx="8"/><rect x="1050" y="120" width="60" height="400" rx="8"/></g>`,
  layers: `<g fill="none" stroke="#fff" stroke-width="6" opacity=".45"><path d="M940 140l180 90-180 90-180-90z"/><path d="M760 300l180 90 180-90"/><path d="M760 370l180 90 180-90"/></g>`,
};

mkdirSync("public/og", { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--headless"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [name, k] of Object.entries(kinds)) {
  await page.setContent(`<!doctype html><html><body style="margin:0">
  <svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312E81"/><stop offset="1" stop-color="#4338CA"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>${motifs[k.motif]}
    <rect x="80" y="90" width="56" height="56" rx="14" fill="#4F46E5" stroke="#fff" stroke-opacity=".4"/>
    <path d="M92 128a16 16 0 0 1 32 0" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
    <text x="156" y="130" font-family="Inter, Arial, sans-serif" font-size="34" font-weight="800" fill="#fff">TechHorizon</text>
    <text x="80" y="300" font-family="Inter, Arial, sans-serif" font-size="30" font-weight="700" fill="#A5F3FC">${k.label}</text>
    <foreignObject x="80" y="320" width="640" height="240"><div xmlns="http://www.w3.org/1999/xhtml" style="font:800 56px/1.1 Inter, Arial, sans-serif;color:#fff">${k.title}</div></foreignObject>
  </svg></body></html>`);
  await page.screenshot({ path: `public/og/${name}.jpg`, type: "jpeg", quality: 85 });
  console.log(`public/og/${name}.jpg`);
}
await browser.close();
