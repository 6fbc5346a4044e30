/**
 * State of the course guides' Technologies list (docs/product.md#states-and-transitions): which
 * technology is selected (default the first), which one's filter panel is open (at most one,
 * default none) and which filter buttons are pressed. The desktop sidebar and the drawer share it;
 * the drawer itself is a native <dialog> that opens and closes without script.
 */
export interface CourseSidebarState {
  selected: string;
  expanded: string | null;
  /** Pressed filter buttons, as `filterKey(technology, filter)`. */
  pressed: readonly string[];
}

export type CourseSidebarAction =
  /** A row clicked in the desktop sidebar: select it and toggle its panel. */
  | { type: "desktopRowClick"; id: string }
  /** A row clicked in the drawer: select it and collapse any open panel. */
  | { type: "drawerRowClick"; id: string }
  /** The row's plus/close button: toggle its panel, leaving the selection alone. */
  | { type: "togglePanel"; id: string }
  | { type: "toggleFilter"; id: string; filter: string };

export function initialCourseSidebarState(selected: string): CourseSidebarState {
  return { selected, expanded: null, pressed: [] };
}

// Technology ids never contain a slash, so the key cannot collide ("Components" is in two lists).
export function filterKey(id: string, filter: string): string {
  return `${id}/${filter}`;
}

export function isFilterPressed(state: CourseSidebarState, id: string, filter: string): boolean {
  return state.pressed.includes(filterKey(id, filter));
}

function toggled(expanded: string | null, id: string): string | null {
  return expanded === id ? null : id;
}

export function courseSidebarReducer(state: CourseSidebarState, action: CourseSidebarAction): CourseSidebarState {
  switch (action.type) {
    case "desktopRowClick":
      return { ...state, selected: action.id, expanded: toggled(state.expanded, action.id) };
    case "drawerRowClick":
      if (state.selected === action.id && state.expanded === null) return state;
      return { ...state, selected: action.id, expanded: null };
    case "togglePanel":
      return { ...state, expanded: toggled(state.expanded, action.id) };
    case "toggleFilter": {
      const key = filterKey(action.id, action.filter);
      const pressed = state.pressed.includes(key) ? state.pressed.filter((k) => k !== key) : [...state.pressed, key];
      return { ...state, pressed };
    }
  }
}
