import { describe, expect, it } from "vitest";
import {
  articleCardOf,
  excerptParts,
  marksMatchQuery,
  MAX_QUERY,
  pageKind,
  pagePath,
  searchableDocument,
  searchTerm,
  siteSearchTerm,
  spaceBlocks,
  transpositions,
} from "./search";

describe("pagePath", () => {
  it("links a result where the site serves the page, without Pagefind's trailing slash", () => {
    expect(pagePath("/about/")).toBe("/about");
    expect(pagePath("/blog/react-19/")).toBe("/blog/react-19");
    expect(pagePath("/webdev/html/index.html")).toBe("/webdev/html");
    expect(pagePath("/")).toBe("/");
    expect(pagePath("/index.html")).toBe("/");
  });
});

describe("pageKind", () => {
  it("names the kind of page from its section", () => {
    expect(pageKind("/blog/react-19")).toBe("Article");
    expect(pageKind("/blog")).toBe("Page");
    expect(pageKind("/blog/tags/react")).toBe("Page");
    expect(pageKind("/blog/authors/daniel-okafor")).toBe("Page");
    expect(pageKind("/blog/category/tech-trends")).toBe("Page");
    expect(pageKind("/ai/prompting")).toBe("Guide");
    expect(pageKind("/tech/python")).toBe("Guide");
    expect(pageKind("/webdev/html")).toBe("Course");
    expect(pageKind("/services/audits")).toBe("Service");
    expect(pageKind("/about")).toBe("Page");
  });
});

describe("excerptParts", () => {
  it("splits Pagefind's excerpt at its <mark>s", () => {
    expect(excerptParts("Use <mark>React</mark> hooks with <mark>React</mark> 19.")).toEqual([
      { text: "Use ", match: false },
      { text: "React", match: true },
      { text: " hooks with ", match: false },
      { text: "React", match: true },
      { text: " 19.", match: false },
    ]);
  });

  it("decodes the excerpt's entities and keeps any other tag as text, never markup", () => {
    expect(excerptParts("a &lt;script&gt; &amp; <mark>b&#39;s</mark> &#x27;c&quot;")).toEqual([
      { text: "a <script> & ", match: false },
      { text: "b's", match: true },
      { text: " 'c\"", match: false },
    ]);
    expect(
      excerptParts("<b>bold</b> text")
        .map((p) => p.text)
        .join(""),
    ).toBe("bold text");
  });
});

describe("transpositions", () => {
  it("swaps each pair of neighbouring letters, so a swapped pair finds the word", () => {
    expect(transpositions("raect")).toContain("react");
    expect(transpositions("raect")).toEqual(["arect", "react", "racet", "raetc"]);
  });

  it("varies one word at a time, skips short words and doubled letters, and stops at the limit", () => {
    expect(transpositions("the hoosk")).toEqual(["the ohosk", "the hosok", "the hooks"]);
    expect(transpositions("a an the")).toEqual([]);
    expect(transpositions("kubernetes deployment", 3)).toHaveLength(3);
    expect(transpositions("W".repeat(30) + "x")).toEqual([]);
  });
});

describe("marksMatchQuery", () => {
  it("accepts marks of the query's words, their prefixes being typed and their word forms", () => {
    expect(marksMatchQuery("Use <mark>React</mark> hooks", "react")).toBe(true);
    expect(marksMatchQuery("Use <mark>React</mark> hooks", "reac")).toBe(true);
    expect(marksMatchQuery("a <mark>deployment</mark> that", "deployments")).toBe(true);
    expect(marksMatchQuery("it <mark>beats</mark> <mark>containers</mark>", "container")).toBe(true);
  });

  it("rejects Pagefind's loose stand-ins for a word the index does not hold, and results with no mark", () => {
    expect(marksMatchQuery("a small add-on such as a <mark>LoRA</mark> adapter", "raect")).toBe(false);
    expect(marksMatchQuery("pages <mark>are</mark> the same", "arect")).toBe(false);
    expect(marksMatchQuery("no marks here", "react")).toBe(false);
  });
});

describe("searchableDocument", () => {
  const page = (main: string) =>
    `<!doctype html><html lang="en"><head><title>T</title></head><body><header><nav>Menu</nav></header>${main}<footer>Footer</footer></body></html>`;

  it("keeps the language and the searchable <main>, not the head, header or footer", () => {
    expect(searchableDocument(page('<main id="main" data-pagefind-body=""><h1>Title</h1><p>Text</p></main>'))).toBe(
      '<html lang="en"><body><main id="main" data-pagefind-body=""><h1>Title</h1><p>Text</p></main></body></html>',
    );
  });

  it("leaves out a page whose <main> is not searchable", () => {
    expect(searchableDocument(page('<main id="main"><h1>Page 2</h1></main>'))).toBeNull();
    expect(searchableDocument("<html><body><p>No main</p></body></html>")).toBeNull();
  });
});

describe("spaceBlocks", () => {
  it("separates neighbouring elements so their words do not run together, leaving code as it is", () => {
    expect(spaceBlocks("<dt>adapters</dt><dd>Training</dd>")).toBe("<dt>adapters</dt> <dd>Training</dd>");
    expect(spaceBlocks('<span>Tech Trends</span><time datetime="x">May 1</time>')).toBe(
      '<span>Tech Trends</span> <time datetime="x">May 1</time>',
    );
    const code = '<pre class="shiki"><span>con</span><span>st</span></pre>';
    expect(spaceBlocks(`<p>a</p>${code}<p>b</p>`)).toBe(`<p>a</p>${code}<p>b</p>`);
    expect(spaceBlocks("<p>a <em>b</em>.</p>")).toBe("<p>a <em>b</em>.</p>");
  });
});

describe("siteSearchTerm", () => {
  it("leaves out the words in nearly every page, whatever their case or punctuation", () => {
    expect(siteSearchTerm("  How to deploy React in production ")).toBe("deploy React production");
    expect(siteSearchTerm("The state of CSS, and the web")).toBe("state CSS, web");
    expect(siteSearchTerm("kubernetes")).toBe("kubernetes");
  });

  it("keeps IT, and a query of nothing but such words whole", () => {
    expect(siteSearchTerm("IT careers")).toBe("IT careers");
    expect(siteSearchTerm("to be or not")).toBe("not");
    expect(siteSearchTerm(" The Who ")).toBe("Who");
    expect(siteSearchTerm("the and")).toBe("the and");
  });
});

describe("searchTerm", () => {
  it("trims the query and cuts a very long one", () => {
    expect(searchTerm("  react hooks ")).toBe("react hooks");
    expect(searchTerm("W".repeat(10_000))).toHaveLength(MAX_QUERY);
  });
});

describe("articleCardOf", () => {
  const meta = {
    summary: "What it is about.",
    category: "Tech Trends",
    date: "2026-11-04",
    dateText: "November 4, 2026",
    minutes: "4",
  };
  it("makes an article's card from its result's meta, for its Save button", () => {
    expect(articleCardOf("/blog/react-19", "React 19", meta)).toEqual({
      slug: "react-19",
      title: "React 19",
      excerpt: "What it is about.",
      category: "Tech Trends",
      date: "2026-11-04",
      dateText: "November 4, 2026",
      readingMinutes: 4,
    });
  });
  it("gives none for a page that is not an article or lacks a field", () => {
    expect(articleCardOf("/ai/chatbots", "Chatbots", meta)).toBeUndefined();
    expect(articleCardOf("/blog/react-19", "React 19", { ...meta, category: undefined })).toBeUndefined();
  });
});
