import { Clock } from "lucide-react";

export interface TocEntry {
  id: string;
  title: string;
}

interface GuideTocProps {
  label: string;
  entries: readonly TocEntry[];
  readingTime: string;
}

/** "In this guide": the guide's sections as in-page links, with its reading time. */
export function GuideToc({ label, entries, readingTime }: GuideTocProps) {
  return (
    <nav aria-labelledby="toc-title" className="rounded-2xl border border-border bg-bg p-6 shadow-sm lg:w-full lg:max-w-sm lg:justify-self-end print:hidden">
      <h2 id="toc-title" className="text-lg">
        {label}
      </h2>
      <p className="mt-1 flex items-center gap-2 text-sm text-muted">
        <Clock aria-hidden="true" className="size-4" />
        {readingTime}
      </p>
      <ol className="mt-4 space-y-1">
        {entries.map((entry, i) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="flex min-h-11 items-center gap-3 rounded-lg px-2 no-underline hover:bg-brand-soft">
              <span aria-hidden="true" className="w-5 text-sm font-semibold text-accent tabular-nums">
                {i + 1}
              </span>
              <span className="text-ink">{entry.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
