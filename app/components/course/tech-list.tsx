import type { Dispatch } from "react";
import { Plus, X } from "~/components/ui/icons";
import type { Technology } from "~/content/schemas/courses";
import copy from "~/content/copy/course.yaml";
import { fill } from "~/lib/copy-text";
import { isFilterPressed, type CourseSidebarAction, type CourseSidebarState } from "~/lib/course-sidebar";
import { CourseIcon } from "./course-icon";
import { toneChip } from "./tones";

interface TechListProps {
  technologies: readonly Technology[];
  state: CourseSidebarState;
  dispatch: Dispatch<CourseSidebarAction>;
  /** The list is drawn twice (sidebar and drawer); the prefix keeps every id unique on the page. */
  idPrefix: string;
  /**
   * On desktop a row click also toggles its panel; in the drawer it collapses panels
   * (docs/product.md#states-and-transitions).
   */
  surface: "desktop" | "drawer";
}

/** The Technologies list: select a row, open one Filter Options panel at a time, press filters. */
export function TechList({ technologies, state, dispatch, idPrefix, surface }: TechListProps) {
  return (
    <ul className="space-y-2">
      {technologies.map((tech) => {
        const selected = state.selected === tech.id;
        const expanded = state.expanded === tech.id;
        const panelId = `${idPrefix}-${tech.id}-filters`;
        return (
          <li key={tech.id}>
            <div
              className={`flex items-center rounded-xl border transition-colors duration-150 ${
                selected ? "border-brand bg-brand-soft" : "border-border bg-bg hover:border-brand/50"
              }`}
            >
              <button
                type="button"
                aria-current={selected ? "true" : undefined}
                onClick={() =>
                  dispatch({ type: surface === "desktop" ? "desktopRowClick" : "drawerRowClick", id: tech.id })
                }
                className="flex min-h-12 flex-1 items-center gap-3 rounded-xl py-2 pr-2 pl-2.5 text-left font-semibold text-ink"
              >
                <span
                  className={`flex size-9 shrink-0 items-center justify-center rounded-lg ring-1 ${toneChip[tech.color]}`}
                >
                  <CourseIcon name={tech.icon} />
                </span>
                <span className="flex-1">{tech.name}</span>
                {/* In forced colours a fill is dropped unless it is a system colour. */}
                {selected && (
                  <span aria-hidden="true" className="size-2 rounded-full bg-brand forced-colors:bg-[CanvasText]" />
                )}
              </button>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                aria-label={
                  expanded ? fill(copy.hideFilters, { name: tech.name }) : fill(copy.showFilters, { name: tech.name })
                }
                onClick={() => dispatch({ type: "togglePanel", id: tech.id })}
                className="mr-1 flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-bg hover:text-brand"
              >
                {expanded ? (
                  <X aria-hidden="true" className="size-5" />
                ) : (
                  <Plus aria-hidden="true" className="size-5" />
                )}
              </button>
            </div>
            <div
              id={panelId}
              role="group"
              aria-label={fill(copy.filterGroup, { name: tech.name })}
              hidden={!expanded}
              className="mt-2 rounded-xl border border-border bg-surface p-3"
            >
              <p aria-hidden="true" className="text-xs font-semibold tracking-wide text-muted uppercase">
                {copy.filterOptions}
              </p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {tech.filters.map((filter) => {
                  const pressed = isFilterPressed(state, tech.id, filter);
                  return (
                    <li key={filter}>
                      <button
                        type="button"
                        aria-pressed={pressed}
                        onClick={() => dispatch({ type: "toggleFilter", id: tech.id, filter })}
                        className={`min-h-9 rounded-full border px-3 py-1 text-sm font-medium transition-colors duration-150 ${
                          pressed
                            ? "border-brand bg-brand text-on-brand"
                            : "border-border bg-bg text-ink hover:border-brand hover:text-brand"
                        }`}
                      >
                        {filter}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
