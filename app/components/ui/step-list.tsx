export interface Step {
  title: string;
  desc: string;
}

/** Steps that happen in order, numbered by the list itself so assistive technology hears the order. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 md:gap-5 lg:grid-cols-4">
      {steps.map((step, i) => (
        <li key={step.title} className="flex gap-4 rounded-2xl border border-border bg-bg p-5 md:flex-col md:p-6">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-on-brand tabular-nums"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="text-xl md:mt-0">{step.title}</h3>
            <p className="mt-2 text-muted">{step.desc}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
