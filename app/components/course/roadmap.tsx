import type { RoadmapStep } from "~/content/schemas/courses";

/**
 * The steps as an ordered list, numbered in the order the content lists them. A space follows the
 * number so the step reads as the spec writes it, "1 HTML Basics" (a flex box does not show it).
 */
export function Roadmap({ steps }: { steps: readonly RoadmapStep[] }) {
  return (
    <ol className="relative space-y-4">
      {steps.map((s, i) => (
        <li key={s.title} className="relative flex gap-4">
          {i < steps.length - 1 && <span aria-hidden="true" className="absolute top-12 bottom-[-1rem] left-[1.375rem] w-0.5 bg-brand/25" />}
          <span className="relative z-10 flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand tabular-nums">
            {i + 1}
          </span>{" "}
          <div className="flex-1 rounded-2xl border border-border bg-surface p-5">
            <h3 className="text-lg">{s.title}</h3>
            <p className="mt-1 text-muted">{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
