import { describe, expect, it } from "vitest";
import {
  courseSidebarReducer as reduce,
  initialCourseSidebarState,
  isFilterPressed,
  type CourseSidebarState,
} from "./course-sidebar";

const initial = initialCourseSidebarState("html");

describe("initial state", () => {
  it("selects the given technology, with no panel open", () => {
    expect(initial).toEqual({ selected: "html", expanded: null, pressed: [] });
  });
});

describe("desktop row click", () => {
  it("selects the row and opens its panel", () => {
    expect(reduce(initial, { type: "desktopRowClick", id: "css" })).toMatchObject({ selected: "css", expanded: "css" });
  });

  it("closes the panel when the open row is clicked again, keeping it selected", () => {
    const open = reduce(initial, { type: "desktopRowClick", id: "css" });
    expect(reduce(open, { type: "desktopRowClick", id: "css" })).toMatchObject({ selected: "css", expanded: null });
  });

  it("moves the single open panel to another row", () => {
    const open = reduce(initial, { type: "desktopRowClick", id: "css" });
    expect(reduce(open, { type: "desktopRowClick", id: "react" })).toMatchObject({
      selected: "react",
      expanded: "react",
    });
  });

  it("toggles the panel of the already selected row", () => {
    expect(reduce(initial, { type: "desktopRowClick", id: "html" })).toMatchObject({
      selected: "html",
      expanded: "html",
    });
  });
});

describe("drawer row click", () => {
  it("selects the row and collapses any open panel", () => {
    const open = reduce(initial, { type: "togglePanel", id: "css" });
    expect(reduce(open, { type: "drawerRowClick", id: "javascript" })).toMatchObject({
      selected: "javascript",
      expanded: null,
    });
  });

  it("collapses the row's own open panel", () => {
    const open = reduce(initial, { type: "togglePanel", id: "html" });
    expect(reduce(open, { type: "drawerRowClick", id: "html" })).toMatchObject({ selected: "html", expanded: null });
  });

  it("returns the same state when nothing changes", () => {
    expect(reduce(initial, { type: "drawerRowClick", id: "html" })).toBe(initial);
  });
});

describe("plus/close button", () => {
  it("opens and closes a panel without changing the selection", () => {
    const open = reduce(initial, { type: "togglePanel", id: "tailwind" });
    expect(open).toMatchObject({ selected: "html", expanded: "tailwind" });
    expect(reduce(open, { type: "togglePanel", id: "tailwind" })).toMatchObject({ selected: "html", expanded: null });
  });

  it("keeps only one panel open", () => {
    const open = reduce(initial, { type: "togglePanel", id: "css" });
    expect(reduce(open, { type: "togglePanel", id: "react" }).expanded).toBe("react");
  });
});

describe("filter buttons", () => {
  it("toggle only their own pressed state", () => {
    let state: CourseSidebarState = reduce(initial, { type: "toggleFilter", id: "react", filter: "Components" });
    expect(isFilterPressed(state, "react", "Components")).toBe(true);
    expect(isFilterPressed(state, "tailwind", "Components")).toBe(false);
    expect(isFilterPressed(state, "react", "Hooks")).toBe(false);
    expect(state).toMatchObject({ selected: "html", expanded: null });
    state = reduce(state, { type: "toggleFilter", id: "react", filter: "Hooks" });
    state = reduce(state, { type: "toggleFilter", id: "react", filter: "Components" });
    expect(isFilterPressed(state, "react", "Components")).toBe(false);
    expect(isFilterPressed(state, "react", "Hooks")).toBe(true);
  });
});
