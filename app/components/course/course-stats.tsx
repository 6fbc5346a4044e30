import type { CourseStat } from "~/content/course-guide";

export function CourseStats({ stats }: { stats: readonly CourseStat[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <li key={stat.label} className="rounded-2xl border border-border bg-surface p-6 text-center">
          <span className="block text-4xl font-bold text-brand tabular-nums">{stat.value}</span>{" "}
          <span className="mt-1 block text-sm text-muted">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
