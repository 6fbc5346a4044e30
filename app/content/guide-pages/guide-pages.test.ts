import { describe, expect, it } from "vitest";
import { aiGuides, techGuides } from "../guides";
import { courseSlugs } from "../courses";
import { serviceDetailSlugs } from "../services";
import { findGuide, guideBodies } from "./index";

const bodies = [...Object.entries(guideBodies.ai), ...Object.entries(guideBodies.tech)];
const articleSlugs = [
  "prompt-engineering-for-developers",
  "running-small-language-models-locally",
  "building-a-learning-habit-that-lasts",
  "from-tutorial-hell-to-shipping-projects",
  "react-19-features-in-practice",
  "webassembly-beyond-the-browser",
];
const sitePaths = new Set([
  ...aiGuides.map((g) => `/ai/${g.slug}`),
  ...techGuides.map((g) => `/tech/${g.slug}`),
  ...courseSlugs.map((s) => `/webdev/${s}`),
  ...serviceDetailSlugs.map((s) => `/services/${s}`),
  ...articleSlugs.map((s) => `/blog/${s}`),
]);

describe("guide bodies", () => {
  it.each(bodies)("%s has a description, the sections and further reading on this site", (_slug, body) => {
    expect(body.description.length).toBeGreaterThanOrEqual(50);
    expect(body.description.length).toBeLessThanOrEqual(160);
    expect(body.overview.length).toBeGreaterThan(0);
    expect(body.concepts.length).toBeGreaterThanOrEqual(4);
    expect(body.practices.length).toBeGreaterThanOrEqual(3);
    expect(body.mistakes.length).toBeGreaterThanOrEqual(3);
    expect(body.furtherReading.length).toBeGreaterThanOrEqual(3);
    for (const link of body.furtherReading) expect(sitePaths.has(link.href), link.href).toBe(true);
  });

  it("cover the topics a site search will look for", () => {
    const text = (section: "ai" | "tech", slug: string) => JSON.stringify(findGuide(section, slug));
    expect(text("tech", "cloud")).toMatch(/Kubernetes/);
    expect(text("tech", "cloud")).toMatch(/container/i);
    expect(text("ai", "chatbots")).toMatch(/prompt/i);
    expect(text("ai", "tools")).toMatch(/prompt/i);
  });
});

describe("findGuide", () => {
  it("finds by section and slug in any case, and nothing else", () => {
    expect(findGuide("ai", "Chatbots")?.guide.title).toBe("Chatbots");
    expect(findGuide("tech", "iot")?.body.concepts.length).toBeGreaterThan(0);
    expect(findGuide("tech", "chatbots")).toBeUndefined();
    expect(findGuide("ai", undefined)).toBeUndefined();
  });
});
