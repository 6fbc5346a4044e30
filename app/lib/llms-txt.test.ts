import { describe, expect, it } from "vitest";
import { BRAND } from "../content/site";
import { readCopy } from "../data/copy-files";
import { LLMS_ARTICLES, llmsTxt, type LlmsContent } from "./llms-txt";

const SITE = "https://techhorizon.example";
const words = readCopy("llms");
/** An article's line as long as the generated archive's (tools/support/scale-articles.ts): a long title and a meta-description excerpt. */
const article = (i: number) => ({
  title: `Generated article ${i}: how a long title about WebAssembly, React Server Components and edge functions reads`,
  url: `${SITE}/blog/generated-article-${i}-about-webassembly-react-and-edge.md`,
  line: "An excerpt of the length a search engine shows under the title, about 160 characters: what the article covers, for whom, and what a reader takes away.",
});
const content = (articles: number): LlmsContent => ({
  articles: Array.from({ length: articles }, (_, i) => article(i)),
  guides: [{ title: "AI Tools", url: `${SITE}/ai/tools.md`, line: "Assistants, APIs and libraries." }],
  courses: [
    { title: "Frontend Development", url: `${SITE}/webdev/frontend.md`, line: "HTML, CSS, JavaScript and React." },
  ],
  services: [{ title: "Coaching", url: `${SITE}/services/coaching`, line: "One-to-one sessions." }],
  archive: [
    { title: words.archive.blog.title, url: `${SITE}/blog`, line: words.archive.blog.line },
    { title: words.archive.sitemap.title, url: `${SITE}/sitemap.xml`, line: words.archive.sitemap.line },
  ],
});
const bytes = (text: string) => new TextEncoder().encode(text).length;

describe("/llms.txt", () => {
  it("follows llmstxt.org: the site's name, a one-paragraph summary, then sections of links with one line each", () => {
    const text = llmsTxt(content(2), words);
    const lines = text.split("\n");
    expect(lines[0]).toBe(`# ${BRAND}`);
    expect(lines[2]).toMatch(/^> \S/);
    expect(lines[2]).toContain(BRAND);
    expect(text.match(/^## .+$/gm)).toEqual(["## Articles", "## Guides", "## Courses", "## Services", "## Optional"]);
    expect(text).toContain(
      `## Articles\n\n- [${article(0).title}](${article(0).url}): ${article(0).line}\n- [${article(1).title}]`,
    );
    expect(text).toContain(`## Guides\n\n- [AI Tools](${SITE}/ai/tools.md): Assistants, APIs and libraries.`);
    for (const line of lines.filter((l) => l.startsWith("- ")))
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/\S+\): \S.*$/);
  });

  it("keeps each entry on one line and its title's brackets apart from the link's", () => {
    const text = llmsTxt(
      { ...content(0), guides: [{ title: "Arrays [and] maps", url: `${SITE}/ai/x.md`, line: "Two\nlines." }] },
      words,
    );
    expect(text).toContain(`- [Arrays \\[and\\] maps](${SITE}/ai/x.md): Two lines.`);
  });

  it(`lists the newest ${LLMS_ARTICLES} articles and points to the rest, so it stays the same size under 1 MB at 10,000`, () => {
    const atCap = llmsTxt(content(LLMS_ARTICLES), words);
    const atScale = llmsTxt(content(10_000), words);
    expect(bytes(atScale)).toBe(bytes(atCap));
    expect(bytes(atScale)).toBeLessThan(40 * 1024);
    expect(atScale).toContain(article(LLMS_ARTICLES - 1).url);
    expect(atScale).not.toContain(article(LLMS_ARTICLES).url);
    expect(atScale).toContain(`## Optional\n\n- [${words.archive.blog.title}](${SITE}/blog): `);
    expect(atScale).toContain(`(${SITE}/sitemap.xml)`);
  });
});
