interface Step {
  title: string;
  text: string;
}

/** Numbered steps of an engagement; the numbers come from the list itself. */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-2xl border border-border bg-bg p-6">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand font-bold text-on-brand tabular-nums"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-xl">{step.title}</h3>
          <p className="mt-2 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
