/**
 * Small UI labels of the course pages' Technologies list and drawer, shared by the components. The
 * page's copy (titles, roadmap, statistics…) is in app/content/courses/.
 */
export const courseLabels = {
  filterOptions: "Filter Options",
  browse: "Browse Technologies",
  closeDrawer: "Close technologies",
  showFilters: (name: string) => `Show ${name} filters`,
  hideFilters: (name: string) => `Hide ${name} filters`,
  filterGroup: (name: string) => `${name} filter options`,
  roadmapId: "learning-roadmap",
} as const;
