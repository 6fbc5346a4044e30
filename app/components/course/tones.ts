import type { CourseTone } from "~/content/schemas/courses";

/**
 * Icon chip classes per colour family: a pale background with a 700 shade foreground keeps the
 * icons above 3:1 (non-text contrast) on the chip and on white. Full class strings so Tailwind sees them.
 */
export const toneChip: Record<CourseTone, string> = {
  orange: "bg-orange-50 text-orange-700 ring-orange-200",
  blue: "bg-blue-50 text-blue-700 ring-blue-200",
  amber: "bg-amber-50 text-amber-700 ring-amber-200",
  cyan: "bg-cyan-50 text-cyan-700 ring-cyan-200",
  teal: "bg-teal-50 text-teal-700 ring-teal-200",
  indigo: "bg-indigo-50 text-indigo-700 ring-indigo-200",
  emerald: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  violet: "bg-violet-50 text-violet-700 ring-violet-200",
  rose: "bg-rose-50 text-rose-700 ring-rose-200",
  slate: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** A thin top border in the topic's colour, so the six landing cards are told apart at a glance. */
export const toneEdge: Record<CourseTone, string> = {
  orange: "border-t-orange-500",
  blue: "border-t-blue-500",
  amber: "border-t-amber-500",
  cyan: "border-t-cyan-500",
  teal: "border-t-teal-500",
  indigo: "border-t-indigo-500",
  emerald: "border-t-emerald-500",
  violet: "border-t-violet-500",
  rose: "border-t-rose-500",
  slate: "border-t-slate-500",
};
