/**
 * Markdown to HTML for the collections not yet on Astro's Markdown pipeline (guides, legal pages):
 * the same plugins (markdown-plugins.ts), so their HTML matches the articles'. A problem fails
 * naming the file and the body.
 */
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { VFile } from "vfile";
import { fail } from "./errors.ts";
import { rehypePlugins, UnknownCodeStyleError, type Outline } from "./markdown-plugins.ts";

export { isSafeUrl } from "./markdown-plugins.ts";

const createProcessor = () => unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypePlugins).use(rehypeStringify);
let processor: ReturnType<typeof createProcessor> | undefined;

export interface RenderedMarkdown extends Outline {
  html: string;
}

/** `markdown` (a body without frontmatter) as HTML; a problem fails naming `file` and the body. */
export function renderMarkdown(file: string, markdown: string): RenderedMarkdown {
  const vfile = new VFile({ path: file, value: markdown });
  processor ??= createProcessor();
  let html: string;
  try {
    html = String(processor.processSync(vfile));
  } catch (error) {
    if (error instanceof UnknownCodeStyleError) fail(file, "body", error.message);
    fail(file, "body", `cannot be rendered (${(error as Error).message.split("\n")[0]})`);
  }
  const { toc, words } = (vfile.data as { outline?: Outline }).outline ?? { toc: [], words: 0 };
  return { html, toc, words };
}
