import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageCard, renderCard, writeSocialCards } from "./social-cards.ts";

const pngSize = (png: Buffer) => ({
  signature: png.subarray(1, 4).toString("latin1"),
  width: png.readUInt32BE(16),
  height: png.readUInt32BE(20),
});

const page = (title: string, extra = "") =>
  `<!doctype html><html><head><meta property="og:title" content="${title}"><meta property="og:image" content="https://techhorizon.example/og/ai/chatbots.png">${extra}</head><body><main></main></body></html>`;

describe("pageCard", () => {
  it("reads the card's file, title and label from the built page", () => {
    expect(pageCard(page("Chatbots &amp; Agents — TechHorizon"), "/ai/chatbots", "ai/chatbots/index.html")).toEqual({
      file: "ai/chatbots/index.html",
      image: "/og/ai/chatbots.png",
      host: "techhorizon.example",
      title: "Chatbots & Agents",
      label: "AI Insights",
    });
  });

  it("labels an article with its category, from article:section", () => {
    expect(
      pageCard(
        page("T — TechHorizon", `<meta property="article:section" content="Motivation">`),
        "/blog/t",
        "blog/t/index.html",
      ).label,
    ).toBe("Motivation");
  });

  it("refuses a page without og:image", () => {
    expect(() => pageCard("<html><head><title>x</title></head></html>", "/x", "x/index.html")).toThrow(/og:image/);
  });
});

describe("renderCard", () => {
  it("draws a 1200×630 PNG, also for a title far too long for one", { timeout: 20_000 }, async () => {
    const mark = `data:image/svg+xml;base64,${readFileSync("public/favicon.svg").toString("base64")}`;
    for (const title of ["Blog", "A title that goes on ".repeat(12)]) {
      expect(
        pngSize(
          await renderCard({ title, label: "Tech Trends", brand: "TechHorizon", host: "techhorizon.example", mark }),
        ),
      ).toEqual({ signature: "PNG", width: 1200, height: 630 });
    }
  });
});

describe("writeSocialCards", () => {
  const root = mkdtempSync(path.join(tmpdir(), "cards-"));
  const cache = mkdtempSync(path.join(tmpdir(), "cards-cache-"));
  afterAll(() => [root, cache].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("writes every page's card where its og:image points", { timeout: 20_000 }, async () => {
    mkdirSync(path.join(root, "ai/chatbots"), { recursive: true });
    writeFileSync(path.join(root, "ai/chatbots/index.html"), page("Chatbots — TechHorizon"));
    writeFileSync(
      path.join(root, "404.html"),
      page("Page Not Found — TechHorizon").replace("/og/ai/chatbots.png", "/og/404.png"),
    );
    expect(await writeSocialCards(root, { cacheDir: cache })).toMatch(
      /^social-cards: 2 cards \(2 drawn, 0 from cache\)/,
    );
    expect(pngSize(readFileSync(path.join(root, "og/ai/chatbots.png"))).width).toBe(1200);
    expect(pngSize(readFileSync(path.join(root, "og/404.png"))).height).toBe(630);
  });

  it("in a lean build draws none: every og:image gets the same stand-in, a missing one still fails", async () => {
    const lean = mkdtempSync(path.join(tmpdir(), "cards-lean-"));
    try {
      mkdirSync(path.join(lean, "ai/chatbots"), { recursive: true });
      writeFileSync(path.join(lean, "ai/chatbots/index.html"), page("Chatbots — TechHorizon"));
      writeFileSync(path.join(lean, "404.html"), page("Page Not Found — TechHorizon").replace("chatbots", "404"));
      expect(await writeSocialCards(lean, { cacheDir: path.join(lean, "cache"), lean: true })).toMatch(
        /^social-cards: 2 cards \(lean build: none drawn, a stand-in each\)/,
      );
      expect(pngSize(readFileSync(path.join(lean, "og/ai/404.png")))).toEqual({
        signature: "PNG",
        width: 1,
        height: 1,
      });
      expect(readFileSync(path.join(lean, "og/ai/chatbots.png"))).toEqual(
        readFileSync(path.join(lean, "og/ai/404.png")),
      );
    } finally {
      rmSync(lean, { recursive: true, force: true });
    }
  });

  it(
    "draws many cards on worker threads, each page its own, and none again from the cache",
    { timeout: 60_000 },
    async () => {
      const many = mkdtempSync(path.join(tmpdir(), "cards-many-"));
      const ownCache = path.join(many, "cache");
      try {
        const slugs = Array.from({ length: 30 }, (_, i) => `article-${i}`);
        writeFileSync(
          path.join(many, "404.html"),
          page("Page Not Found — TechHorizon").replace("/og/ai/chatbots.png", "/og/404.png"),
        );
        for (const slug of slugs) {
          mkdirSync(path.join(many, "blog", slug), { recursive: true });
          writeFileSync(
            path.join(many, "blog", slug, "index.html"),
            page(`Card ${slug.slice("article-".length)} — TechHorizon`).replace(
              "/og/ai/chatbots.png",
              `/og/blog/${slug}.png`,
            ),
          );
        }
        expect(await writeSocialCards(many, { cacheDir: ownCache })).toMatch(
          /^social-cards: 31 cards \(31 drawn, 0 from cache\)/,
        );
        const pngs = slugs.map((slug) => readFileSync(path.join(many, "og/blog", `${slug}.png`)));
        expect(pngs.every((png) => pngSize(png).width === 1200)).toBe(true);
        expect(new Set(pngs.map((png) => png.toString("base64"))).size).toBe(30);
        rmSync(path.join(many, "og"), { recursive: true });
        expect(readdirSync(ownCache)).toHaveLength(31);
        expect(await writeSocialCards(many, { cacheDir: ownCache })).toMatch(
          /^social-cards: 31 cards \(0 drawn, 31 from cache\)/,
        );
        expect(readFileSync(path.join(many, "og/blog/article-7.png"))).toEqual(pngs[7]);
      } finally {
        rmSync(many, { recursive: true, force: true });
      }
    },
  );
});
