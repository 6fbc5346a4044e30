import type { LegalSection } from "~/content/legal";

/** The document's sections as in-page links; sticky beside the text on wide screens. */
export function LegalToc({ label, sections }: { label: string; sections: readonly LegalSection[] }) {
  return (
    <nav aria-labelledby="legal-toc-title" className="rounded-2xl border border-border bg-surface p-5 lg:sticky lg:top-24">
      <h2 id="legal-toc-title" className="text-base">
        {label}
      </h2>
      <ol className="mt-3 space-y-0.5 text-sm">
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="block rounded-md px-2 py-2 text-ink no-underline hover:bg-brand-soft hover:text-brand">
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
