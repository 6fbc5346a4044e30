import { describe, expect, it } from "vitest";
import { breadcrumbs, pageMeta, socialImage } from "./meta";

describe("pageMeta", () => {
  const meta = pageMeta({ title: "Blog", description: "Articles on AI and the web.", path: "/blog" });

  it("titles the page with the brand and links its canonical URL", () => {
    expect(meta).toContainEqual({ title: "Blog — TechHorizon" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://techhorizon.example/blog" });
  });

  it("describes the page for social cards with a 1200×630 image", () => {
    expect(meta).toContainEqual({ property: "og:image", content: "https://techhorizon.example/og/blog.jpg" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("adds Organization and WebSite data on the home page only", () => {
    const home = pageMeta({ title: "Home", description: "d", path: "/" });
    const types = home.flatMap((m) => ("script:ld+json" in m ? [(m["script:ld+json"] as { "@type": string })["@type"]] : []));
    expect(types).toEqual(["Organization", "WebSite"]);
    expect(meta.some((m) => "script:ld+json" in m)).toBe(false);
  });

  it("adds BlogPosting data to articles", () => {
    const article = pageMeta({
      title: "T",
      description: "d",
      path: "/blog/t",
      article: { datePublished: "2026-11-04", dateModified: "2026-11-04", author: "Daniel Okafor", image: "/images/blog/t.svg" },
    });
    const posting = article.find((m) => "script:ld+json" in m && (m["script:ld+json"] as { "@type": string })["@type"] === "BlogPosting");
    expect(posting).toBeDefined();
    expect(article).toContainEqual({ property: "og:type", content: "article" });
  });
});

describe("breadcrumbs", () => {
  it("puts nested pages under their section's page", () => {
    expect(breadcrumbs("/tech/cloud", "Cloud Computing")).toEqual([
      { name: "Home", path: "/" },
      { name: "Tech Trends", path: "/tech-trends" },
      { name: "Cloud Computing", path: "/tech/cloud" },
    ]);
    expect(breadcrumbs("/webdev/frontend", "Frontend Development")[1]).toEqual({ name: "Web Development", path: "/motivation" });
  });

  it("gives top-level pages none", () => {
    expect(breadcrumbs("/about", "About")).toEqual([]);
  });
});

describe("socialImage", () => {
  it("picks one image per page kind", () => {
    expect(socialImage("/")).toBe("/og/default.jpg");
    expect(socialImage("/ai/chatbots")).toBe("/og/ai.jpg");
    expect(socialImage("/tech-trends")).toBe("/og/tech.jpg");
    expect(socialImage("/motivation")).toBe("/og/webdev.jpg");
  });
});
