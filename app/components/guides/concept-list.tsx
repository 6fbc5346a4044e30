import type { GuideConcept } from "~/content/guide-pages";

/** Key terms and their definitions: a definition list, laid out as cards. */
export function ConceptList({ concepts }: { concepts: readonly GuideConcept[] }) {
  return (
    <dl className="grid gap-5 md:grid-cols-2">
      {concepts.map((c) => (
        <div key={c.term} className="rounded-2xl border border-border bg-bg p-6">
          <dt className="text-lg font-bold text-ink">{c.term}</dt>
          <dd className="mt-2 text-muted">{c.definition}</dd>
        </div>
      ))}
    </dl>
  );
}
