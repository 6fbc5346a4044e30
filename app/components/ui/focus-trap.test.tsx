// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FocusGuard } from "./focus-trap";

// jsdom lays nothing out, so every element would count as hidden; here everything rendered is shown.
const getClientRects = HTMLElement.prototype.getClientRects;
beforeAll(() => {
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
afterAll(() => {
  HTMLElement.prototype.getClientRects = getClientRects;
});
afterEach(cleanup);

/** A trap whose first element is a link the browser leaves out of the Tab order, as Safari does. */
function Trap() {
  return (
    <>
      <button type="button">Before</button>
      <div>
        <FocusGuard edge="start" />
        <a href="/home" tabIndex={-1}>
          Home
        </a>
        <button type="button">One</button>
        <button type="button">Two</button>
        <FocusGuard edge="end" />
      </div>
      <button type="button">After</button>
    </>
  );
}

describe("FocusGuard", () => {
  it("Tab past the last control wraps to the first element that takes focus, even one Tab skips", async () => {
    render(<Trap />);
    screen.getByRole("button", { name: "Two" }).focus();
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus();
  });

  it("Shift+Tab past the first control the browser tabs to wraps to the last", async () => {
    render(<Trap />);
    screen.getByRole("button", { name: "One" }).focus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Two" })).toHaveFocus();
  });

  it("focus arriving from outside goes to the first element", async () => {
    render(<Trap />);
    screen.getByRole("button", { name: "Before" }).focus();
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus();
  });
});
