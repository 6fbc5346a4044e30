export interface Step {
  title: string;
  desc: string;
}

/**
 * How the cards sit. 4: two, then four across, each number beside its step on phones and above it
 * from tablets up (a service's or the hiring steps); 3: three across from tablets up, the number
 * always above (the services page's process).
 */
const layouts = {
  4: {
    list: "grid gap-4 md:grid-cols-2 md:gap-5 lg:grid-cols-4",
    item: "flex gap-4 rounded-2xl border border-border bg-bg p-5 md:flex-col md:p-6",
    text: undefined,
  },
  3: { list: "grid gap-6 md:grid-cols-3", item: "rounded-2xl border border-border bg-bg p-6", text: "mt-4" },
} as const;

/** Steps that happen in order, numbered by the list itself so assistive technology hears the order. */
export function StepList({ steps, columns = 4 }: { steps: readonly Step[]; columns?: keyof typeof layouts }) {
  const layout = layouts[columns];
  return (
    <ol className={layout.list}>
      {steps.map((step, i) => (
        <li key={step.title} className={layout.item}>
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-on-brand tabular-nums"
          >
            {i + 1}
          </span>
          <div className={layout.text}>
            <h3 className="text-xl md:mt-0">{step.title}</h3>
            <p className="mt-2 text-muted">{step.desc}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
