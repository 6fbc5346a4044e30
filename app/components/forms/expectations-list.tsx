import { CheckCircle2 } from "~/components/ui/icons";

interface Point {
  title: string;
  text: string;
}

/** Short promises about what happens after a visitor writes to us. */
export function ExpectationsList({ id, title, points }: { id: string; title: string; points: readonly Point[] }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-border bg-bg p-6 sm:p-8">
      <h2 id={`${id}-title`} className="text-2xl">
        {title}
      </h2>
      <ul className="mt-5 flex flex-col gap-4">
        {points.map((p) => (
          <li key={p.title} className="flex gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
            <div>
              <h3 className="text-base">{p.title}</h3>
              <p className="mt-0.5 text-sm text-muted">{p.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
