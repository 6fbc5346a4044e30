import { CircleCheck } from "~/components/ui/icons";

export function ImportanceList({ points }: { points: readonly string[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {points.map((point) => (
        <li key={point} className="flex gap-3 rounded-2xl border border-border bg-bg p-5">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}
