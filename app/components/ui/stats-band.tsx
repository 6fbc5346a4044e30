import { Fragment } from "react";

export interface Stat {
  value: string;
  label: string;
}

/** A range such as "$70k-$150k+" may wrap after its hyphen on phones; the text itself is unchanged. */
function breakableValue(value: string) {
  const parts = value.split(/(?<=-)/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}

/** Large numbers with small labels in a band (design.md, "Stats"). */
export function StatsBand({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <section aria-label={label} className="border-y border-border bg-surface">
      <dl className="mx-auto grid max-w-content grid-cols-2 gap-6 px-4 py-10 sm:px-6 lg:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm text-muted">{stat.label}</dt>
            <dd className="text-3xl font-bold text-brand tabular-nums sm:text-4xl">{breakableValue(stat.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
