import type { RoadmapStep } from "~/content/schemas/courses";
import copy from "~/content/copy/saving.yaml";
import { fill } from "~/lib/copy-text";

interface RoadmapProps {
  steps: readonly RoadmapStep[];
  /** The course the steps belong to: a reader marks each step done (their library, on their device). */
  course: { slug: string; title: string };
}

/**
 * The steps as an ordered list, numbered in the order the content lists them. A space follows the
 * number so the step reads as docs/product.md#course-guides writes it, "1 HTML Basics" (a flex box does not show it).
 * Each step has a checkbox the reader ticks when it is done, and the list is led by how far they
 * are; both need the library's scripts (components/library/), so neither shows without JavaScript.
 */
export function Roadmap({ steps, course }: RoadmapProps) {
  return (
    <>
      <div
        data-needs-script
        data-course-progress={course.slug}
        className="mb-6 rounded-2xl border border-border bg-surface p-5"
      >
        <p id={`${course.slug}-progress-label`} className="font-semibold text-ink">
          {copy.steps.progressLabel}
        </p>
        <progress
          aria-labelledby={`${course.slug}-progress-label`}
          max={steps.length}
          value={0}
          className="progress mt-3 h-2.5 w-full"
        />
        <p data-progress-text data-template={copy.steps.progress} className="mt-2 text-sm text-muted tabular-nums">
          {fill(copy.steps.progress, { done: 0 })}
        </p>
      </div>
      <ol className="relative space-y-4">
        {steps.map((s, i) => (
          <li key={s.title} className="relative flex gap-4">
            {i < steps.length - 1 && (
              <span aria-hidden="true" className="absolute top-12 bottom-[-1rem] left-[1.375rem] w-0.5 bg-brand/25" />
            )}
            <span className="relative z-10 flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand tabular-nums">
              {i + 1}
            </span>{" "}
            <div className="flex flex-1 flex-wrap items-start justify-between gap-x-4 gap-y-2 rounded-2xl border border-border bg-surface p-5">
              <div className="min-w-0 flex-1 basis-60">
                <h3 className="text-lg">{s.title}</h3>
                <p className="mt-1 text-muted">{s.text}</p>
              </div>
              <label
                data-needs-script
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-ink"
              >
                <input
                  type="checkbox"
                  data-step={i + 1}
                  data-course={course.slug}
                  data-course-title={course.title}
                  aria-label={fill(copy.steps.mark, { step: s.title })}
                  className="size-5 accent-brand"
                />
                {copy.steps.done}
              </label>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
