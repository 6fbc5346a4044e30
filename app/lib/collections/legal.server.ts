/**
 * Reads the legal documents (app/content/legal/<page>.md): frontmatter checked by the schema, the body
 * rendered by the shared Markdown pipeline. Its `## ` headings are the sections; their ids and the
 * table of contents come from the rendering. The body may say `{brand}` and `{email}` like the
 * frontmatter. Not cached: `astro dev` calls it again when a file is saved.
 */
import path from "node:path";
import { CONTENT_DIR, fillPlaceholders, readMarkdownEntries } from "../content/files.server.ts";
import { fail } from "../content/errors.ts";
import { renderMarkdown } from "../content/markdown.server.ts";
import { legalSchema, type LegalDocument } from "../../content/schemas/legal.ts";

export const LEGAL_DIR = path.join(CONTENT_DIR, "legal");

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11-20" as "20 November 2026". */
export function formatUpdated(iso: string): string {
  return DATE.format(new Date(`${iso}T00:00:00Z`));
}

const H2_GROUP = '<div class="heading-group heading-group-h2">';

/**
 * The rendered body with each `##` section in a <section> named by its heading, as the pages had
 * before they were Markdown: a screen reader lists them as regions. (The pipeline wraps every h2 in
 * its heading group, so the body splits there.)
 */
export function wrapSections(html: string): string {
  const [before = "", ...sections] = html.split(H2_GROUP);
  return (
    before +
    sections
      .map((section) => {
        const id = /^<h2 id="([^"]+)"/.exec(section)?.[1];
        return `<section${id ? ` aria-labelledby="${id}"` : ""}>${H2_GROUP}${section.trimEnd()}</section>\n`;
      })
      .join("")
  );
}

export function readLegalDocuments(dir: string = LEGAL_DIR): LegalDocument[] {
  return readMarkdownEntries(dir, legalSchema).map(({ id, file, data, body }) => {
    const { html, toc } = renderMarkdown(file, fillPlaceholders(body));
    if (toc.length === 0) fail(file, "body", "has no sections: start each one with a ## heading");
    return { id, ...data, updatedText: formatUpdated(data.updated), html: wrapSections(html), toc };
  });
}
