// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { emptyLibrary } from "~/lib/library/format";
import { sampleLibrary } from "~/lib/library/library.testing";
import { ContinueCard } from "./continue-card";
import { writeStore } from "./store";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("Continue where you left off", () => {
  it("offers the article left part-way and the course begun, with how far the reader got", () => {
    writeStore(sampleLibrary());
    render(<ContinueCard />);
    expect(screen.getByRole("region", { name: "Continue where you left off" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "WebAssembly" })).toHaveAttribute("href", "/blog/wasm");
    expect(screen.getByText("40% read")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Frontend Development" })).toHaveAttribute("href", "/webdev/frontend");
    expect(screen.getByText("2 of 5 steps done")).toBeInTheDocument();
  });

  it("is not there at all when there is nothing to continue", () => {
    writeStore({ ...emptyLibrary(), saved: sampleLibrary().saved });
    const { container } = render(<ContinueCard />);
    expect(container).toBeEmptyDOMElement();
  });
});
