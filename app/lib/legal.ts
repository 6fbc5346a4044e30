/**
 * The legal documents (app/content/legal/<page>.md) as their pages use them, made from the entries
 * the content layer stored: the date as readers say it, the body Astro's Markdown pipeline rendered
 * once with each `## ` section wrapped in a <section>, and the table of contents the pipeline
 * recorded. Pure, so it is unit-tested without Astro. A document without a `## ` section fails
 * naming the file and the body.
 */
import type { LegalData, LegalDocument } from "../content/schemas/legal.ts";
import { fail } from "./content/errors.ts";
import { fileOf, renderedBody, type StoredEntry } from "./content/stored.ts";

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

/** One legal document as its page receives it. */
export function toLegalDocument(entry: StoredEntry<LegalData>): LegalDocument {
  const file = fileOf(entry, "legal");
  const { html, outline } = renderedBody(entry, file);
  if (outline.toc.length === 0) fail(file, "body", "has no sections: start each one with a ## heading");
  return {
    id: entry.id,
    ...entry.data,
    updatedText: formatUpdated(entry.data.updated),
    html: wrapSections(html),
    toc: outline.toc,
  };
}
