import copy from "~/content/copy/saving.yaml";

/**
 * The reader's note on an article, on the article's page, to them alone (it lives in their browser):
 * under the heading "Your note", the text as they wrote it, line breaks kept. Built empty and hidden;
 * the article variant of the inline library script (library-init.ts) puts the note in as text, never
 * as markup, before the first paint, and again whenever the library changes. Notes are written in
 * /library.
 */
export function ArticleNote({ slug }: { slug: string }) {
  return (
    <section
      data-note-for={slug}
      hidden
      aria-labelledby="your-note"
      className="mt-6 max-w-prose rounded-xl border-l-4 border-accent bg-accent-soft/40 px-4 py-3 text-ink"
    >
      <h2 id="your-note" className="text-sm font-semibold tracking-wide text-accent uppercase">
        {copy.yourNote}
      </h2>
      <p className="mt-1 break-words whitespace-pre-line" />
    </section>
  );
}
