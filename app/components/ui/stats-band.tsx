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

/**
 * Large numbers with small labels in a band (docs/product.md#components). Each stat is one list item read
 * in the order docs/product.md#home gives, number first ("10K+ Community Members"): the number sits above its label by
 * being a block, and the space between them keeps the two words apart in the text as well.
 */
export function StatsBand({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <section aria-label={label} className="border-y border-border bg-surface">
      <ul className="mx-auto grid max-w-content grid-cols-2 gap-6 px-4 py-10 sm:px-6 lg:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <li key={stat.label} className="text-center">
            <strong className="block text-3xl font-bold text-brand tabular-nums sm:text-4xl">
              {breakableValue(stat.value)}
            </strong>{" "}
            <span className="mt-1 block text-sm text-muted">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
