import type { CourseStat } from "~/content/schemas/courses";

export function CourseStats({ stats }: { stats: readonly CourseStat[] }) {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:gap-4">
      {stats.map((stat) => (
        <li key={stat.label} className="rounded-2xl border border-border bg-surface px-2 py-5 text-center sm:p-6">
          <span className="block text-2xl font-bold text-brand tabular-nums min-[22rem]:text-3xl sm:text-4xl">
            {stat.value}
          </span>{" "}
          <span className="mt-1 block text-sm text-muted">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
