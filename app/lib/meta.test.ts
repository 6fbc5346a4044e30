import { describe, expect, it } from "vitest";
import { breadcrumbs, pageMeta, sectionName, socialCardAlt, socialCardPath } from "./meta";
import { titleWithoutBrand } from "./social-card";

describe("pageMeta", () => {
  const meta = pageMeta({ title: "Blog", description: "Articles on AI and the web.", path: "/blog" });

  it("titles the page with the brand and links its canonical URL", () => {
    expect(meta).toContainEqual({ title: "Blog — TechHorizon" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://techhorizon.example/blog" });
  });

  it("describes the page for social cards with its own 1200×630 PNG card and its alt text", () => {
    expect(meta).toContainEqual({ property: "og:image", content: "https://techhorizon.example/og/blog.png" });
    expect(meta).toContainEqual({ property: "og:image:type", content: "image/png" });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "Blog · TechHorizon" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ name: "twitter:image", content: "https://techhorizon.example/og/blog.png" });
    expect(meta).toContainEqual({ name: "twitter:image:alt", content: "Blog · TechHorizon" });
    const guide = pageMeta({ title: "Chatbots", description: "d", path: "/ai/chatbots" });
    expect(guide).toContainEqual({ property: "og:image", content: "https://techhorizon.example/og/ai/chatbots.png" });
    expect(guide).toContainEqual({ property: "og:image:alt", content: "Chatbots — AI Insights · TechHorizon" });
    expect(meta.some((m) => "property" in m && m.property.startsWith("article:"))).toBe(false);
  });

  it("adds Organization and WebSite data on the home page only", () => {
    const home = pageMeta({ title: "Home", description: "d", path: "/" });
    const types = home.flatMap((m) =>
      "script:ld+json" in m ? [(m["script:ld+json"] as { "@type": string })["@type"]] : [],
    );
    expect(types).toEqual(["Organization", "WebSite"]);
    expect(meta.some((m) => "script:ld+json" in m)).toBe(false);
  });

  const articleInput = {
    datePublished: "2026-11-04",
    author: "Daniel Okafor",
    image: "/images/blog/t.svg",
    category: "AI Insights",
  };
  const posting = (meta: ReturnType<typeof pageMeta>) =>
    meta
      .flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"] as Record<string, unknown>] : []))
      .find((d) => d["@type"] === "BlogPosting");

  it("adds BlogPosting data, dates and section to articles, modified = published when never updated", () => {
    const article = pageMeta({ title: "T", description: "d", path: "/blog/t", article: articleInput });
    expect(posting(article)).toMatchObject({ datePublished: "2026-11-04", dateModified: "2026-11-04" });
    expect(posting(article)?.image).toEqual([
      "https://techhorizon.example/og/blog/t.png",
      "https://techhorizon.example/images/blog/t.svg",
    ]);
    expect(article).toContainEqual({ property: "og:type", content: "article" });
    expect(article).toContainEqual({ property: "article:published_time", content: "2026-11-04" });
    expect(article).toContainEqual({ property: "article:modified_time", content: "2026-11-04" });
    expect(article).toContainEqual({ property: "article:section", content: "AI Insights" });
    expect(article).toContainEqual({ property: "og:image:alt", content: "T — AI Insights · TechHorizon" });
  });

  it("gives an updated article its modified date", () => {
    const article = pageMeta({
      title: "T",
      description: "d",
      path: "/blog/t",
      article: { ...articleInput, dateModified: "2026-11-20" },
    });
    expect(article).toContainEqual({ property: "article:modified_time", content: "2026-11-20" });
    expect(posting(article)).toMatchObject({ datePublished: "2026-11-04", dateModified: "2026-11-20" });
  });
});

describe("a page with a Markdown twin", () => {
  it("names its twin, at its path plus .md, in a text/markdown alternate link; other pages name none", () => {
    const twin = { tagName: "link", rel: "alternate", type: "text/markdown", href: "/blog/a-story.md" };
    expect(pageMeta({ title: "A story", description: "d", path: "/blog/a-story", twin: true })).toContainEqual(twin);
    expect(
      pageMeta({ title: "Blog", description: "d", path: "/blog" }).filter(
        (tag) => "type" in tag && tag.type === "text/markdown",
      ),
    ).toEqual([]);
  });
});

describe("breadcrumbs", () => {
  it("puts nested pages under their section's page", () => {
    expect(breadcrumbs("/tech/cloud", "Cloud Computing")).toEqual([
      { name: "Home", path: "/" },
      { name: "Tech Trends", path: "/tech-trends" },
      { name: "Cloud Computing", path: "/tech/cloud" },
    ]);
    expect(breadcrumbs("/webdev/frontend", "Frontend Development")[1]).toEqual({
      name: "Web Development",
      path: "/motivation",
    });
  });

  it("gives top-level pages none", () => {
    expect(breadcrumbs("/about", "About")).toEqual([]);
  });
});

describe("social cards", () => {
  it("puts each page's card at a path derived from its own", () => {
    expect(socialCardPath("/")).toBe("/og/index.png");
    expect(socialCardPath("/about")).toBe("/og/about.png");
    expect(socialCardPath("/blog/tags/ai/")).toBe("/og/blog/tags/ai.png");
  });

  it("labels pages below a section with the section, top-level pages with nothing", () => {
    expect(sectionName("/ai/chatbots")).toBe("AI Insights");
    expect(sectionName("/blog/authors/maya-chen")).toBe("Blog");
    expect(sectionName("/webdev/frontend")).toBe("Web Development");
    expect(sectionName("/services")).toBe("");
    expect(sectionName("/")).toBe("");
    expect(sectionName("/unknown/page")).toBe("");
  });

  it("words the alt text and recovers the title from the full one", () => {
    expect(socialCardAlt("About Us", "")).toBe("About Us · TechHorizon");
    expect(titleWithoutBrand("About Us — TechHorizon")).toBe("About Us");
    expect(titleWithoutBrand("Odd")).toBe("Odd");
  });
});

describe("a list's later pages", () => {
  it("share the first page's social card, described by its title", () => {
    const meta = pageMeta({
      title: "Blog, page 3",
      description: "d",
      path: "/blog/3",
      card: { path: "/blog", title: "Blog" },
    });
    expect(meta).toContainEqual({ property: "og:image", content: "https://techhorizon.example/og/blog.png" });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "Blog · TechHorizon" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://techhorizon.example/blog/3" });
  });
});

describe("a page's alternates", () => {
  const alternates = (meta: ReturnType<typeof pageMeta>) =>
    meta.flatMap((tag) =>
      "tagName" in tag && tag.rel === "alternate" ? [`${tag.type} ${tag.href} ${tag.title}`] : [],
    );

  it("name the blog's two feeds on every page", () => {
    expect(alternates(pageMeta({ title: "About", description: "d", path: "/about" }))).toEqual([
      "application/rss+xml /rss.xml TechHorizon Blog",
      "application/feed+json /feed.json TechHorizon Blog",
    ]);
  });

  it("name a page's own forms first, then the blog's feeds, each once", () => {
    const own = [
      { type: "application/rss+xml", href: "/blog/tags/react/rss.xml", title: "React" },
      { type: "text/markdown", href: "/blog/x.md", title: "X" },
    ];
    expect(
      alternates(pageMeta({ title: "React", description: "d", path: "/blog/tags/react", alternates: own })),
    ).toEqual([
      "application/rss+xml /blog/tags/react/rss.xml React",
      "text/markdown /blog/x.md X",
      "application/rss+xml /rss.xml TechHorizon Blog",
      "application/feed+json /feed.json TechHorizon Blog",
    ]);
    const blog = [{ type: "application/rss+xml", href: "/rss.xml", title: "TechHorizon Blog" }];
    expect(alternates(pageMeta({ title: "Blog", description: "d", path: "/blog", alternates: blog }))).toHaveLength(2);
  });
});
