/**
 * The Markdown twin of a page with text (docs/product.md#markdown-twins): an article, a guide
 * or a course page, also served at its path plus `.md` for readers who paste it into their notes or
 * a language model's context. It starts with `# <title>`; an article's body is its Markdown as the
 * writer wrote it, a guide's and a course's text is made from the same data their page shows.
 * Every link and image is absolute, so the text still points home wherever it is pasted. Pure: the
 * endpoints in app/pages/ hand it what they read (ADR 0039).
 */
import { parse, postprocess, preprocess } from "micromark";
import { gfm } from "micromark-extension-gfm";
import { decodeString } from "micromark-util-decode-string";
import type { ArticleSummary } from "../content/schemas/blog.ts";
import type { CourseGuide, CourseTopic } from "../content/schemas/courses.ts";
import type { Guide } from "../content/schemas/guides.ts";
import { fill } from "./copy-text.ts";
import { fillPlaceholders } from "./content/placeholders.ts";

/** The twins' type, as every host sends them (shared/headers.ts names it by the extension). */
export const MARKDOWN_TYPE = "text/markdown; charset=utf-8";

/** Where a page's twin is served: its path plus `.md` (`/blog/x` → `/blog/x.md`). */
export const twinPath = (path: string): string => `${path}.md`;

/** The tokens of a link's, an image's or a link definition's destination, as micromark names them. */
const DESTINATION = new Set(["resourceDestinationString", "definitionDestinationString"]);
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A URL written back into a destination: the characters Markdown would read otherwise are escaped
 * (a bracket or parenthesis with a backslash, an `&` that would start a character reference), so the
 * destination means exactly this URL in either form (`(…)` or `<…>`). WHATWG's URL has already
 * percent-encoded spaces, `<` and `>`.
 */
const asDestination = (url: string) => url.replace(/[()\\]/g, "\\$&").replace(/&(?=#?[a-z0-9]+;)/gi, "\\&");

/**
 * `markdown` with every relative link, image and link definition made absolute against `pageUrl`,
 * and nothing else changed: the destinations are found by micromark, the tokenizer under Astro's
 * Markdown pipeline (remark-parse, with GitHub's extensions as the pages are rendered), and only
 * their text is replaced, so emphasis, lists, tables, code and the writer's line breaks stay byte
 * for byte as written. Links in code are code, not links, and stay too.
 */
export function withAbsoluteLinks(markdown: string, pageUrl: string): string {
  const events = postprocess(
    parse({ extensions: [gfm()] })
      .document()
      .write(preprocess()(markdown, undefined, true)),
  );
  const edits: { start: number; end: number; url: string }[] = [];
  for (const [kind, token] of events) {
    if (kind !== "enter" || !DESTINATION.has(token.type)) continue;
    const written = markdown.slice(token.start.offset, token.end.offset);
    const url = decodeString(written);
    if (url === "" || HAS_SCHEME.test(url)) continue;
    edits.push({ start: token.start.offset, end: token.end.offset, url: asDestination(new URL(url, pageUrl).href) });
  }
  // From the end, so each edit's offsets still hold when it is made.
  let out = markdown;
  for (const { start, end, url } of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, start) + url + out.slice(end);
  return out;
}

/** The words of a twin that are not the content's own. */
export interface TwinWords {
  /** "Updated" before an article's revision date (copy/article.yaml). */
  updated: string;
}

/** A document from its title and its blocks (paragraphs, lists, sections), one blank line apart. */
const twinDocument = (title: string, blocks: readonly string[]) =>
  [`# ${title}`, ...blocks.filter((block) => block.trim() !== "")].join("\n\n") + "\n";

/** An article's author and dates, as its page's byline says them: "Ada Lovelace, Editor · November 4, 2026 · Updated …". */
export function articleByline(
  article: Pick<ArticleSummary, "author" | "authorRole" | "dateText" | "updatedText">,
  words: TwinWords,
): string {
  return [
    `${article.author}, ${article.authorRole}`,
    article.dateText,
    ...(article.updatedText ? [`${words.updated} ${article.updatedText}`] : []),
  ].join(" · ");
}

/**
 * An article's twin: its title, its byline, then `body` (the Markdown after the frontmatter) as the
 * writer wrote it, `{brand}` and `{email}` filled in as on the page and every link absolute.
 */
export function articleTwin(
  article: Pick<ArticleSummary, "title" | "author" | "authorRole" | "dateText" | "updatedText">,
  body: string,
  pageUrl: string,
  words: TwinWords,
): string {
  return twinDocument(article.title, [
    articleByline(article, words),
    withAbsoluteLinks(fillPlaceholders(body), pageUrl).trim(),
  ]);
}

/** A list item's term and its text: "- **Term**: text". */
const termItem = (term: string, text: string) => `- **${term}**: ${text}`;
const list = (items: readonly string[]) => items.join("\n");
const section = (title: string, ...blocks: string[]) => [`## ${title}`, ...blocks.filter(Boolean)].join("\n\n");

/** The section titles of a guide page (copy/guide.yaml). */
export interface GuideSectionTitles {
  introduction: string;
  concepts: string;
  practices: string;
  mistakes: string;
  furtherReading: string;
}

/**
 * A guide's twin, in its page's order: title and lead, the Introduction (its Markdown body as
 * written, links absolute), Key concepts, Tools and practices, Common mistakes and Further reading.
 */
export function guideTwin(
  guide: Omit<Guide, "html" | "words">,
  body: string,
  pageUrl: string,
  sections: GuideSectionTitles,
): string {
  return twinDocument(guide.title, [
    guide.intro,
    section(sections.introduction, withAbsoluteLinks(fillPlaceholders(body), pageUrl).trim()),
    section(sections.concepts, list(guide.concepts.map((c) => termItem(c.term, c.definition)))),
    section(sections.practices, list(guide.practices.map((p) => termItem(p.title, p.text)))),
    section(sections.mistakes, list(guide.mistakes.map((m) => termItem(m.title, m.text)))),
    ...(guide.furtherReading.length
      ? [
          section(
            sections.furtherReading,
            list(
              guide.furtherReading.map(
                (l) => `- [${l.title}](${asDestination(new URL(l.href, pageUrl).href)}): ${l.text}`,
              ),
            ),
          ),
        ]
      : []),
  ]);
}

/** Another course page, offered at the end of one. */
export interface CourseLink {
  href: string;
  title: string;
  desc: string;
}

/**
 * A course page's twin from the data its page shows: the topic's title, the guide's subtitle and
 * the topic's definition, then the page's sections in its order (the Learning Roadmap, why the
 * topic matters, what you learn, the statistics), the Technologies of its sidebar, and the other
 * course pages.
 */
export function courseTwin(
  topic: Pick<CourseTopic, "title" | "definition" | "importance">,
  guide: CourseGuide,
  others: readonly CourseLink[],
  pageUrl: string,
): string {
  const { roadmap, learn, stats, sidebar } = guide;
  return twinDocument(topic.title, [
    guide.subtitle,
    topic.definition,
    section(
      roadmap.title,
      roadmap.intro,
      roadmap.steps.map((step, i) => `${i + 1}. **${step.title}**: ${step.text}`).join("\n"),
    ),
    section(fill(guide.importanceTitle, { title: topic.title }), list(topic.importance.map((point) => `- ${point}`))),
    section(learn.title, list(learn.items.map((item) => `- ${item}`))),
    section(stats.title, list(stats.items.map((stat) => termItem(stat.value, stat.label)))),
    section(
      sidebar.title,
      sidebar.intro,
      list(sidebar.technologies.map((t) => termItem(t.name, t.filters.join(", ")))),
    ),
    section(
      guide.onwardTitle,
      list(others.map((o) => `- [${o.title}](${asDestination(new URL(o.href, pageUrl).href)}): ${o.desc}`)),
    ),
  ]);
}
