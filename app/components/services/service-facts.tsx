import type { ServiceFact } from "~/content/schemas/services";

/** The hero's "At a glance" card: length, format and team of a service. */
export function ServiceFacts({ label, facts }: { label: string; facts: readonly ServiceFact[] }) {
  return (
    <aside
      aria-labelledby="facts-title"
      className="rounded-2xl border border-border bg-bg p-6 shadow-sm lg:w-full lg:max-w-md lg:justify-self-end"
    >
      <h2 id="facts-title" className="text-lg">
        {label}
      </h2>
      <dl className="mt-4 divide-y divide-border">
        {facts.map((fact) => (
          <div key={fact.label} className="py-3 first:pt-0 last:pb-0">
            <dt className="text-sm font-semibold text-accent">{fact.label}</dt>
            <dd className="mt-0.5 text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
