// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { courseGuideEntry } from "~/data/testing/collection-files.testing";
import { CourseTechnologies } from "./course-technologies";
import { BrowseTechnologiesButton, DRAWER_ID } from "./tech-drawer";

// jsdom has no matchMedia; the drawer only listens to it (to close when the sidebar takes over).
beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
});
afterEach(cleanup);

const { sidebar } = courseGuideEntry().data;
const props = {
  title: sidebar.title,
  intro: sidebar.intro,
  technologies: sidebar.technologies,
  selected: sidebar.selected,
};

describe("CourseTechnologies", () => {
  it("a sidebar row selects its technology and toggles its filter panel", async () => {
    const { container } = render(<CourseTechnologies {...props} />);
    const sidebar = within(container.querySelector("aside")!);
    const css = sidebar.getByRole("button", { name: "CSS" });
    await userEvent.click(css);
    expect(css).toHaveAttribute("aria-current", "true");
    expect(sidebar.getByRole("group", { name: "CSS filter options" })).toBeVisible();
    await userEvent.click(css);
    expect(sidebar.queryByRole("group", { name: "CSS filter options" })).toBeNull();
  });

  it("the drawer is a dialog that the static button opens and its close button closes by command", () => {
    const { container } = render(
      <>
        <BrowseTechnologiesButton />
        <CourseTechnologies {...props} />
      </>,
    );
    const dialog = container.querySelector(`dialog#${DRAWER_ID}`)!;
    expect(dialog).toHaveAttribute("closedby", "any");
    const browse = screen.getByRole("button", { name: "Browse Technologies" });
    expect(browse).toHaveAttribute("commandfor", DRAWER_ID);
    expect(browse).toHaveAttribute("command", "show-modal");
    const close = within(dialog as HTMLElement).getByRole("button", { name: "Close technologies", hidden: true });
    expect(close).toHaveAttribute("command", "close");
  });
});
