import type { LegalSection } from "~/content/legal";

/** The numbered sections of a legal document, each an h2 with its paragraphs and list. */
export function LegalBody({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <div className="max-w-prose space-y-12">
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`} className="text-2xl sm:text-3xl">
            {s.title}
          </h2>
          <div className="mt-4 space-y-4">
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.list && (
              <ul className="list-disc space-y-2 pl-6 marker:text-accent">
                {s.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
