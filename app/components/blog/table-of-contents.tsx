import { articleCopy, type TocEntry } from "~/content/blog";

/** Links to the article's h2 sections; plain anchors, so they work before and without JavaScript. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="article-toc-title" className="rounded-2xl border border-border bg-surface p-5 print:hidden">
      <h2 id="article-toc-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {articleCopy.tocTitle}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="block rounded py-1.5 leading-snug text-ink no-underline hover:text-brand hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
