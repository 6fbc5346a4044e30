/**
 * /llms.txt as llmstxt.org describes it: an H1 with the site's name, a `> ` summary, then H2
 * sections whose lists link the Markdown twins (lib/markdown-twins.ts), one line each. A language
 * model reads it whole, so it does not grow with the archive: it lists the newest LLMS_ARTICLES
 * articles and, in llmstxt.org's "Optional" section, where every other one is (ADR 0039).
 */
import { BRAND } from "../content/site.ts";

/** Articles listed by name: the newest, however large the archive (about 27 KB of the file). */
export const LLMS_ARTICLES = 100;

/** One line of a section: the page's title, the address it links and one line about it. */
export interface LlmsLink {
  title: string;
  url: string;
  line: string;
}

/** The words of the file (copy/llms.yaml): the summary and each section's title. */
export interface LlmsWords {
  summary: string;
  sections: {
    articles: string;
    guides: string;
    courses: string;
    services: string;
    /** llmstxt.org's name for links a reader may skip ("Optional"): here, where the whole archive is. */
    optional: string;
  };
}

export interface LlmsContent {
  /** Every article, newest first, each linking its twin. */
  articles: readonly LlmsLink[];
  guides: readonly LlmsLink[];
  courses: readonly LlmsLink[];
  services: readonly LlmsLink[];
  /** Where every article is, those past LLMS_ARTICLES too: the blog's lists, the sitemap. */
  archive: readonly LlmsLink[];
}

/** One line, whatever the content: a link's title keeps its brackets apart from the link's own. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const linkText = (text: string) => oneLine(text).replace(/[[\]\\]/g, "\\$&");
const item = ({ title, url, line }: LlmsLink) => `- [${linkText(title)}](${url}): ${oneLine(line)}`;
/** A heading, a blank line and its list, as llmstxt.org's example writes a section. */
const section = (title: string, links: readonly LlmsLink[]) =>
  links.length ? `## ${title}\n\n${links.map(item).join("\n")}` : "";

/** The text of /llms.txt. */
export function llmsTxt(content: LlmsContent, words: LlmsWords): string {
  return (
    [
      `# ${BRAND}`,
      `> ${oneLine(words.summary)}`,
      section(words.sections.articles, content.articles.slice(0, LLMS_ARTICLES)),
      section(words.sections.guides, content.guides),
      section(words.sections.courses, content.courses),
      section(words.sections.services, content.services),
      section(words.sections.optional, content.archive),
    ]
      .filter(Boolean)
      .join("\n\n") + "\n"
  );
}
