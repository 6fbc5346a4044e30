import type { ReasonCard } from "~/content/schemas/courses";
import { CourseIcon } from "./course-icon";
import { toneChip } from "./tones";

export function ReasonCards({ reasons }: { reasons: readonly ReasonCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {reasons.map((reason) => (
        <li key={reason.title} className="rounded-2xl border border-border bg-bg p-6">
          <span className={`flex size-12 items-center justify-center rounded-xl ring-1 ${toneChip[reason.color]}`}>
            <CourseIcon name={reason.icon} className="size-6" />
          </span>
          <h3 className="mt-5 text-xl">{reason.title}</h3>
          <p className="mt-2 text-muted">{reason.text}</p>
        </li>
      ))}
    </ul>
  );
}
