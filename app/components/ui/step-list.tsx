export interface Step {
  title: string;
  desc: string;
}

/** Steps that happen in order, numbered by the list itself so assistive technology hears the order. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => (
        <li key={step.title} className="relative flex flex-col rounded-2xl border border-border bg-bg p-6">
          <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-brand font-bold text-on-brand tabular-nums">
            {i + 1}
          </span>
          <h3 className="mt-4 text-xl">{step.title}</h3>
          <p className="mt-2 text-muted">{step.desc}</p>
        </li>
      ))}
    </ol>
  );
}
