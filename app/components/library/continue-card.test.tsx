// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyLibrary } from "~/lib/library/format";
import { sampleLibrary } from "~/lib/library/library.testing";
import { ContinueCard } from "./continue-card";
import { writeStore } from "./store";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The page's inline library script, run as on a page load, after the HTML it paints. */
async function runLibraryScript() {
  vi.resetModules();
  await import("./library-init");
}

describe("Continue where you left off", () => {
  it("is built hidden: nothing of it shows before the library script has read the reader's library", () => {
    render(<ContinueCard />);
    expect(screen.queryByRole("region", { name: "Continue where you left off" })).not.toBeInTheDocument();
  });

  it("offers the article left part-way and the course begun, with how far the reader got, without React", async () => {
    writeStore(sampleLibrary());
    render(<ContinueCard />);
    await runLibraryScript();
    const card = screen.getByRole("region", { name: "Continue where you left off" });
    expect(card).toBeVisible();
    expect(screen.getByRole("link", { name: "WebAssembly" })).toHaveAttribute("href", "/blog/wasm");
    expect(screen.getByText("40% read")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Frontend Development" })).toHaveAttribute("href", "/webdev/frontend");
    expect(screen.getByText("2 of 5 steps done")).toBeInTheDocument();
  });

  it("is not there at all when there is nothing to continue", async () => {
    writeStore({ ...emptyLibrary(), saved: sampleLibrary().saved });
    render(<ContinueCard />);
    await runLibraryScript();
    expect(screen.queryByRole("region", { name: "Continue where you left off" })).not.toBeInTheDocument();
  });

  it("shows nothing, and breaks nothing, for entries the quick check lets through without their dates", async () => {
    localStorage.setItem(
      "techhorizon:library",
      JSON.stringify({
        ...emptyLibrary(),
        reading: [
          { slug: "wasm", progress: 0.4 },
          { slug: "css", progress: 0.5 },
        ],
      }),
    );
    render(<ContinueCard />);
    await runLibraryScript();
    expect(screen.queryByRole("region", { name: "Continue where you left off" })).not.toBeInTheDocument();
  });
});
