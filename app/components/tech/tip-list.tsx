interface Tip {
  title: string;
  text: string;
}

export function TipList({ tips }: { tips: readonly Tip[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {tips.map((tip, i) => (
        <li key={tip.title} className="rounded-2xl border border-border bg-bg p-6">
          <span aria-hidden="true" className="text-4xl font-bold text-brand tabular-nums">
            {String(i + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-3 text-xl">{tip.title}</h3>
          <p className="mt-2 text-muted">{tip.text}</p>
        </li>
      ))}
    </ol>
  );
}
