import { useId, type ReactNode } from "react";

export interface InPageTocEntry {
  id: string;
  title: string;
}

/** Where the list sits: beside an article, in a guide's hero (numbered), beside a legal text. */
type Variant = "article" | "guide" | "legal";

const styles: Record<Variant, { nav: string; heading: string; list: string; link: string }> = {
  article: {
    nav: "bg-surface p-5 print:hidden",
    heading: "text-sm font-semibold tracking-wide text-muted uppercase",
    list: "mt-3 space-y-1 text-sm",
    // The section being read (aria-current, set by components/reading/article-reading.ts): a bar
    // and the brand's colour, not colour alone.
    link: "-ml-3 block rounded-r border-l-2 border-transparent py-1.5 pl-2.5 leading-snug text-ink hover:text-brand hover:underline aria-[current=true]:border-brand aria-[current=true]:font-semibold aria-[current=true]:text-brand",
  },
  guide: {
    nav: "bg-bg p-6 shadow-sm lg:w-full lg:max-w-sm lg:justify-self-end print:hidden",
    heading: "text-lg",
    list: "mt-4 space-y-1",
    link: "flex min-h-11 items-center gap-3 rounded-lg px-2 text-ink hover:bg-brand-soft",
  },
  legal: {
    nav: "bg-surface p-5 lg:sticky lg:top-24",
    heading: "text-base",
    list: "mt-3 space-y-0.5 text-sm",
    link: "block rounded-md px-2 py-2 text-ink hover:bg-brand-soft hover:text-brand",
  },
};

interface InPageTocProps {
  label: string;
  entries: readonly InPageTocEntry[];
  variant: Variant;
  /** A line under the heading, such as a guide's reading time. */
  children?: ReactNode;
}

/**
 * A page's sections as in-page links: plain anchors, so they work before and without JavaScript.
 * `data-toc` names the list for the article's script, which marks the section being read.
 */
export function InPageToc({ label, entries, variant, children }: InPageTocProps) {
  const headingId = useId();
  if (entries.length === 0) return null;
  const s = styles[variant];
  return (
    <nav aria-labelledby={headingId} data-toc className={`rounded-2xl border border-border ${s.nav}`}>
      <h2 id={headingId} className={s.heading}>
        {label}
      </h2>
      {children}
      <ol className={s.list}>
        {entries.map((entry, i) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className={`no-underline ${s.link}`}>
              {variant === "guide" ? (
                <>
                  <span aria-hidden="true" className="w-5 text-sm font-semibold text-accent tabular-nums">
                    {i + 1}
                  </span>
                  <span>{entry.title}</span>
                </>
              ) : (
                entry.title
              )}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
