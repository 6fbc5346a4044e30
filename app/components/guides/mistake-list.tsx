import { TriangleAlert } from "~/components/ui/icons";
import type { GuideItem } from "~/content/schemas/guides";

/** Pitfalls, each with the way to avoid it. */
export function MistakeList({ mistakes }: { mistakes: readonly GuideItem[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {mistakes.map((m) => (
        <li key={m.title} className="flex gap-4 rounded-2xl border border-border bg-bg p-6">
          <TriangleAlert aria-hidden="true" className="mt-1 size-6 shrink-0 text-danger" />
          <div>
            <h3 className="text-xl">{m.title}</h3>
            <p className="mt-2 text-muted">{m.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
