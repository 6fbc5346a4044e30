import { useReducer } from "react";
import { courseGuideCopy as copy, defaultTechnology, technologies } from "~/content/course-guide";
import { courseSidebarReducer, initialCourseSidebarState } from "~/lib/course-sidebar";
import { TechDrawer } from "./tech-drawer";
import { TechList } from "./tech-list";

/**
 * The Technologies list in its two places, one island sharing one state: a sidebar from lg up, and
 * below lg the drawer that the (static) Browse Technologies button opens. It reads its content
 * itself, so it takes no props.
 */
export function CourseTechnologies() {
  const [state, dispatch] = useReducer(courseSidebarReducer, defaultTechnology, initialCourseSidebarState);
  return (
    <>
      <aside aria-labelledby="sidebar-technologies-title" className="hidden lg:sticky lg:top-24 lg:-m-1 lg:block lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:p-1">
        <h2 id="sidebar-technologies-title" className="text-2xl">
          {copy.sidebarTitle}
        </h2>
        <p className="mt-2 mb-5 text-sm text-muted">{copy.sidebarIntro}</p>
        <TechList technologies={technologies} state={state} dispatch={dispatch} idPrefix="sidebar" surface="desktop" />
      </aside>
      <TechDrawer titleId="drawer-technologies-title">
        <TechList technologies={technologies} state={state} dispatch={dispatch} idPrefix="drawer" surface="drawer" />
      </TechDrawer>
    </>
  );
}
