import { expect, test } from "./support/fixtures";
import { NGINX_PORT } from "../tools/support/nginx";
import { articles } from "../tools/support/articles";
import { pagePaths } from "../tools/support/site";
import { BRAND } from "../tools/support/spec-texts";

/** Social cards, the web app manifest and favicon.ico, as both servers answer them (ADR 0016). */
const servers = [
  { name: "npm start", base: `http://localhost:${Number(process.env.E2E_PORT ?? 4173)}` },
  { name: "nginx", base: `http://localhost:${NGINX_PORT}` },
];

const meta = (html: string, key: string, name: string) =>
  html.match(new RegExp(`<meta ${key}="${name}" content="([^"]*)"`))?.[1];

/** Width and height from a PNG's IHDR chunk, or nothing if the bytes are not a PNG. */
function pngSize(body: Buffer): { width: number; height: number } | undefined {
  if (!body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return undefined;
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const article = `/blog/${articles[0]!.slug}`;
const sample = ["/", "/about", "/blog", "/ai/chatbots", "/services/consulting", article].filter((p) =>
  pagePaths.includes(p),
);

for (const { name, base } of servers) {
  test(`${name}: each sampled page's og:image is its own 1200×630 PNG, described by og:image:alt`, async ({
    request,
  }) => {
    expect(sample.length).toBeGreaterThanOrEqual(4);
    const images = new Set<string>();
    for (const path of sample) {
      const html = await (await request.get(base + path)).text();
      const image = meta(html, "property", "og:image");
      expect(image, path).toMatch(/^https:\/\/techhorizon\.example\/og\/.+\.png$/);
      expect(meta(html, "name", "twitter:image"), path).toBe(image);
      expect(meta(html, "property", "og:image:type"), path).toBe("image/png");
      const title = meta(html, "property", "og:title")!.replace(new RegExp(` — ${BRAND}$`), "");
      expect(meta(html, "property", "og:image:alt"), path).toContain(title.slice(0, 10));
      expect(meta(html, "property", "og:image:alt"), path).toMatch(new RegExp(`${BRAND}$`));
      const pathname = new URL(image!).pathname;
      images.add(pathname);
      const response = await request.get(base + pathname);
      expect(response.status(), pathname).toBe(200);
      expect(response.headers()["content-type"], pathname).toBe("image/png");
      expect(pngSize(await response.body()), pathname).toEqual({ width: 1200, height: 630 });
    }
    expect(images.size, "one card per page").toBe(sample.length);
  });

  test(`${name}: articles carry their published and modified times and their category`, async ({ request }) => {
    const html = await (await request.get(base + article)).text();
    const published = meta(html, "property", "article:published_time");
    expect(published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(meta(html, "property", "article:modified_time")! >= published!).toBe(true);
    expect(meta(html, "property", "article:section")).toMatch(/^(AI Insights|Motivation|Tech Trends)$/);
    expect(meta(html, "property", "og:image:alt")).toContain(meta(html, "property", "article:section")!);
    expect(html).toMatch(/"dateModified":"\d{4}-\d{2}-\d{2}"/);
  });

  test(`${name}: /favicon.ico is an icon and /manifest.webmanifest a manifest whose icons resolve`, async ({
    request,
  }) => {
    const ico = await request.get(`${base}/favicon.ico`);
    expect(ico.status()).toBe(200);
    expect(ico.headers()["content-type"]).toBe("image/x-icon");
    const body = await ico.body();
    expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 3]);

    const response = await request.get(`${base}/manifest.webmanifest`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json(; ?charset=utf-8)?$/i);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: BRAND, start_url: "/" });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512", "any"]));
    for (const icon of manifest.icons) {
      const file = await request.get(base + icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"], icon.src).toContain(icon.type);
      if (icon.type === "image/png") {
        const size = Number(icon.sizes.split("x")[0]);
        expect(pngSize(await file.body()), icon.src).toEqual({ width: size, height: size });
      }
    }
  });

  test(`${name}: the page's CSP lets the browser load the manifest it links`, async ({ page }) => {
    await page.goto(`${base}/about`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    // Chromium fetches and parses the manifest under the page's CSP (manifest-src, else default-src).
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = (await cdp.send("Page.getAppManifest")) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    expect(url).toBe(`${base}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? "{}")).toMatchObject({ name: BRAND });
  });
}
