/**
 * The Markdown twins and /llms.txt (docs/product.md#markdown-twins; ADR 0039) on both servers
 * that serve the build: every article, guide and course page at its path plus `.md`, typed
 * text/markdown with its charset and the security headers every file carries, in every encoding;
 * each page naming its twin; /llms.txt as llmstxt.org describes it, every link in it answering.
 * Netlify's files are read by its rules in integration/deploy-config.test.ts, Cloudflare's are
 * checked in its runtime by `npm run check:cloudflare`.
 */
import { courseTopicEntries, guideData } from "../app/data/testing/collection-files.testing";
import { BRAND } from "../app/content/site";
import { expect, test } from "./support/fixtures";
import { articles } from "../tools/support/articles";
import { SERVERS } from "../tools/support/nginx";
import { pagePaths } from "../tools/support/site";

const SITE_URL = process.env.SITE_URL ?? "https://techhorizon.example";

/** Every page with a twin, with the title its twin starts with. */
const twins: { path: string; title: string; byline?: string[] }[] = [
  ...articles.map((a) => ({ path: `/blog/${a.slug}`, title: a.title, byline: [a.author, a.dateText] })),
  ...guideData().map((g) => ({ path: `/${g.id}`, title: g.data.title })),
  ...courseTopicEntries().map((c) => ({ path: `/webdev/${c.id}`, title: c.data.title })),
];

test("every article, guide and course page is in the list of twins, and no other page", () => {
  const withTwins = pagePaths.filter((path) =>
    /^\/(blog\/(?!\d+$)[^/]+|ai\/[^/]+|tech\/[^/]+|webdev\/[^/]+)$/.test(path),
  );
  expect(twins.map((t) => t.path).sort()).toEqual(withTwins.sort());
});

for (const server of SERVERS) {
  test.describe(server.name, () => {
    const origin = `http://localhost:${server.port}`;
    test.use({ baseURL: origin });

    test("every article, guide and course page is Markdown at its path plus .md, as text/markdown with the security headers", async ({
      request,
    }) => {
      for (const { path, title, byline } of twins) {
        const response = await request.get(`${path}.md`);
        expect(response.status(), path).toBe(200);
        const headers = response.headers();
        expect(headers["content-type"], path).toMatch(/^text\/markdown; ?charset=utf-8$/i);
        expect(headers["x-content-type-options"], path).toBe("nosniff");
        expect(headers["x-frame-options"], path).toBe("DENY");
        expect(headers["content-security-policy"], path).toContain("default-src 'self'");
        expect(headers["cache-control"], path).toBe("no-cache");
        const text = await response.text();
        expect(text.split("\n")[0], path).toBe(`# ${title}`);
        if (byline) for (const part of byline) expect(text.split("\n")[2], path).toContain(part);
        // Links and images absolute: no destination that starts at the site's root.
        expect(text, path).not.toMatch(/\]\(\/|^\[[^\]]+\]: \//m);
        expect(text, path).not.toContain("{brand}");
      }
    });

    test("a twin keeps its type in every encoding the server sends", async ({ request }) => {
      const path = `/blog/${articles[0]!.slug}.md`;
      const plain = await (await request.get(path, { headers: { "Accept-Encoding": "identity" } })).text();
      for (const encoding of ["br", "gzip"]) {
        const response = await request.get(path, { headers: { "Accept-Encoding": encoding } });
        expect(response.headers()["content-type"], encoding).toMatch(/^text\/markdown; ?charset=utf-8$/i);
        expect(response.headers()["content-encoding"], encoding).toBe(
          encoding === "br" && !server.brotli ? undefined : encoding,
        );
        expect(await response.text(), encoding).toBe(plain);
      }
    });

    test("each page names its twin in a text/markdown alternate link", async ({ request }) => {
      for (const { path } of twins) {
        const html = await (await request.get(path)).text();
        // Attributes in any order: the head writes a link's rel, type, title and href as it has them.
        const links = html.match(/<link [^>]*>/g) ?? [];
        const named = links.some(
          (link) =>
            link.includes('rel="alternate"') &&
            link.includes(`href="${path}.md"`) &&
            link.includes('type="text/markdown"'),
        );
        expect(named, `${path} names ${path}.md as text/markdown`).toBe(true);
      }
    });

    test("/llms.txt follows llmstxt.org, as plain text, and every link in it answers", async ({ request }) => {
      const response = await request.get("/llms.txt");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/plain; ?charset=utf-8$/i);
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      const text = await response.text();
      const lines = text.split("\n");
      expect(lines[0]).toBe(`# ${BRAND}`);
      expect(lines[2]).toMatch(/^> \S/);
      expect(text.match(/^## .+$/gm)).toEqual(["## Articles", "## Guides", "## Courses", "## Services", "## Optional"]);
      const links = [...text.matchAll(/^- \[(.+?)\]\((\S+)\): \S.*$/gm)].map((m) => m[2]!);
      expect(links.length).toBe(lines.filter((line) => line.startsWith("- ")).length);
      for (const { path } of twins) expect(links, path).toContain(`${SITE_URL}${path}.md`);
      for (const link of links) {
        expect(link.startsWith(`${SITE_URL}/`), link).toBe(true);
        const answer = await request.get(link.slice(SITE_URL.length), { maxRedirects: 0 });
        expect(answer.status(), link).toBe(200);
      }
    });

    test("the twins stay out of the sitemap", async ({ request }) => {
      const sitemap = await (await request.get("/sitemap.xml")).text();
      expect(sitemap).toContain(`<loc>${SITE_URL}/blog/${articles[0]!.slug}</loc>`);
      expect(sitemap).not.toMatch(/\.md<\/loc>/);
    });
  });
}
