import type { GuideConcept } from "~/content/schemas/guides";

/** Key terms and their definitions: a glossary-style definition list, term beside definition on wide screens. */
export function ConceptList({ concepts }: { concepts: readonly GuideConcept[] }) {
  return (
    <dl className="divide-y divide-border rounded-2xl border border-border bg-bg">
      {concepts.map((c) => (
        <div key={c.term} className="grid gap-1 p-5 sm:p-6 md:grid-cols-[16rem_minmax(0,1fr)] md:gap-8">
          <dt className="text-lg font-bold text-ink">{c.term}</dt>
          <dd className="max-w-prose text-muted">{c.definition}</dd>
        </div>
      ))}
    </dl>
  );
}
