import { useReducer } from "react";
import type { Technology } from "~/content/schemas/courses";
import { courseSidebarReducer, initialCourseSidebarState } from "~/lib/course-sidebar";
import { TechDrawer } from "./tech-drawer";
import { TechList } from "./tech-list";

/**
 * The Technologies list in its two places, one island sharing one state: a sidebar from lg up, and
 * below lg the drawer that the (static) Browse Technologies button opens. Its props are the sidebar
 * of app/content/courses/course-guide.yaml.
 */
export interface CourseTechnologiesProps {
  title: string;
  intro: string;
  technologies: readonly Technology[];
  /** The technology selected at first; the first one when left out. */
  selected?: string | undefined;
}

export function CourseTechnologies({ title, intro, technologies, selected }: CourseTechnologiesProps) {
  const [state, dispatch] = useReducer(
    courseSidebarReducer,
    selected ?? technologies[0]?.id ?? "",
    initialCourseSidebarState,
  );
  return (
    <>
      <aside
        aria-labelledby="sidebar-technologies-title"
        className="hidden lg:sticky lg:top-24 lg:-m-1 lg:block lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:p-1"
      >
        <h2 id="sidebar-technologies-title" className="text-2xl">
          {title}
        </h2>
        <p className="mt-2 mb-5 text-sm text-muted">{intro}</p>
        <TechList technologies={technologies} state={state} dispatch={dispatch} idPrefix="sidebar" surface="desktop" />
      </aside>
      <TechDrawer titleId="drawer-technologies-title" title={title} intro={intro}>
        <TechList technologies={technologies} state={state} dispatch={dispatch} idPrefix="drawer" surface="drawer" />
      </TechDrawer>
    </>
  );
}
