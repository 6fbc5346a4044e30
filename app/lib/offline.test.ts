import { describe, expect, it } from "vitest";
import { emptyLibrary } from "./library/format";
import { filesUsedBy, keptPages, pageFile, pagePathOf, parseKeptList, referencedFiles } from "./offline";
import { article } from "./library/library.testing";

const savedArticle = ({ slug }: { slug: string }) => ({ ...article(slug), savedAt: "2026-11-20T10:00:00.000Z" });

describe("the pages a library keeps offline", () => {
  it("are its saved articles and the courses with a step done, each once", () => {
    const library = {
      ...emptyLibrary(),
      saved: [
        savedArticle({ slug: "react-19-features-in-practice" }),
        savedArticle({ slug: "react-19-features-in-practice" }),
      ],
      courses: [
        { slug: "frontend", title: "Frontend", done: [1], updatedAt: "2026-11-01T00:00:00Z" },
        { slug: "backend", title: "Backend", done: [], updatedAt: "2026-11-01T00:00:00Z" },
      ],
    };
    expect(keptPages(library)).toEqual(["/blog/react-19-features-in-practice", "/webdev/frontend"]);
  });

  it("never names a page outside the site, whatever a hand-edited library holds", () => {
    const library = {
      ...emptyLibrary(),
      saved: [savedArticle({ slug: "../../evil" }), savedArticle({ slug: "x?y" }), savedArticle({ slug: "ok-1" })],
    };
    expect(keptPages(library)).toEqual(["/blog/ok-1"]);
  });
});

describe("a page's path", () => {
  it("drops the query, the hash and a trailing slash, and refuses what is not a path of this site", () => {
    expect(pagePathOf("/search?q=css#top")).toBe("/search");
    expect(pagePathOf("/library/")).toBe("/library");
    expect(pagePathOf("/")).toBe("/");
    for (const bad of ["//evil.example/x", "https://evil.example/", "/Blog/X", "/a b", 42, null])
      expect(pagePathOf(bad)).toBeUndefined();
  });

  it("is its folder's index.html in the build", () => {
    expect(pageFile("/")).toBe("/index.html");
    expect(pageFile("/library")).toBe("/library/index.html");
  });
});

describe("the files a page uses", () => {
  it("are its stylesheets, scripts, islands and images, not its links to other pages", () => {
    const html = `<link rel="stylesheet" href="/assets/Document.Ab1.css"><img src="/images/blog/x.svg" alt="">
      <astro-island component-url="/assets/header.Cd2.js" renderer-url="/assets/client.Ef3.js"></astro-island>
      <a href="/blog/other">Other</a><a href="/assets-guide">Guide</a>`;
    expect(referencedFiles(html, "/blog/x").sort()).toEqual([
      "/assets/Document.Ab1.css",
      "/assets/client.Ef3.js",
      "/assets/header.Cd2.js",
      "/images/blog/x.svg",
    ]);
  });

  it("in a script, are its imports, dynamic imports and the bundler's list of what those need", () => {
    const js =
      'import{a}from"./react.Xy.js";const t=()=>import(`./toasts.Zz.js`),d=["assets/toasts.Zz.js","assets/styles.Q.css"],u=`/assets/styles.Q.css`;';
    expect(referencedFiles(js, "/assets/notify.N.js").sort()).toEqual([
      "/assets/react.Xy.js",
      "/assets/styles.Q.css",
      "/assets/toasts.Zz.js",
    ]);
  });

  it("in a stylesheet, are its fonts, never itself", () => {
    expect(
      referencedFiles("@font-face{src:url(/assets/inter.W.woff2) format('woff2')}", "/assets/Document.D.css"),
    ).toEqual(["/assets/inter.W.woff2"]);
  });
});

describe("the walk through the files a page uses", () => {
  const site: Record<string, string> = {
    "/assets/app.A.js": 'import"./react.B.js";import"./react.B.js";',
    "/assets/react.B.js": 'import"./app.A.js";',
    "/assets/Document.C.css": "@font-face{src:url(/assets/inter.D.woff2)}",
  };
  const page =
    '<link rel="stylesheet" href="/assets/Document.C.css"><script src="/assets/app.A.js"></script><img src="/images/x.svg">';

  it("follows scripts and stylesheets, opening each file once, loops and all", async () => {
    const opened: string[] = [];
    const open = (file: string) => (opened.push(file), site[file]);
    expect((await filesUsedBy(page, "/", open)).sort()).toEqual([
      "/assets/Document.C.css",
      "/assets/app.A.js",
      "/assets/inter.D.woff2",
      "/assets/react.B.js",
      "/images/x.svg",
    ]);
    expect(opened.sort()).toEqual([
      "/assets/Document.C.css",
      "/assets/app.A.js",
      "/assets/inter.D.woff2",
      "/assets/react.B.js",
      "/images/x.svg",
    ]);
  });

  it("keeps to what `within` allows", async () => {
    expect(
      (
        await filesUsedBy(
          page,
          "/",
          (file) => site[file],
          (file) => file.endsWith(".js"),
        )
      ).sort(),
    ).toEqual(["/assets/app.A.js", "/assets/react.B.js"]);
  });
});

describe("the stored list of kept pages", () => {
  it("keeps well-formed entries and drops the rest, never throwing", () => {
    expect(
      parseKeptList({ "/blog/a": ["/images/a.svg"], "/blog/b": "nope", "https://x/": [], "/blog/c": [1] }),
    ).toEqual({ "/blog/a": ["/images/a.svg"] });
    for (const bad of [null, [], "x", 3, undefined]) expect(parseKeptList(bad)).toEqual({});
  });
});
