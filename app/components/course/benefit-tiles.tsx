import type { BenefitTile } from "~/content/schemas/courses";
import { CourseIcon } from "./course-icon";

/** The landing hero's four reasons to start, beside the heading on wide screens. */
export function BenefitTiles({ tiles }: { tiles: readonly BenefitTile[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4">
      {tiles.map((tile) => (
        <li
          key={tile.title}
          className="flex gap-4 rounded-2xl border border-border bg-bg/90 p-4 shadow-sm sm:block sm:p-5"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand text-on-brand">
            <CourseIcon name={tile.icon} className="size-6" />
          </span>
          <div>
            <p className="font-semibold text-ink sm:mt-4">{tile.title}</p>
            <p className="mt-1 text-sm text-muted">{tile.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
