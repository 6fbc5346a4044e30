// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { icon } from "./icon";

const Chevron = icon([["path", { d: "m6 9 6 6 6-6", key: "a" }]]);

describe("icon", () => {
  it("writes the view box, the .icon class and the shapes, none of lucide-react's repeated attributes", () => {
    const { container } = render(<Chevron className="size-4" />);
    expect(container.innerHTML).toBe(
      '<svg viewBox="0 0 24 24" class="icon size-4" aria-hidden="true"><path d="m6 9 6 6 6-6"></path></svg>',
    );
  });

  it("is named for assistive technology when given a name, and hidden otherwise", () => {
    const { container } = render(<Chevron aria-label="More" role="img" />);
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBeNull();
    expect(container.querySelector("svg")?.getAttribute("aria-label")).toBe("More");
  });
});
