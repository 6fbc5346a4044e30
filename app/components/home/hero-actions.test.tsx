// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroActions } from "./hero-actions";

const getStarted = { label: "Get Started", href: "/motivation", log: "Get Started clicked" };
const learnMore = { label: "Learn More", href: "#featured", log: "Learn More clicked" };

const assign = vi.fn();
let log: ReturnType<typeof vi.spyOn>;
let reduceMotion = false;

beforeEach(() => {
  vi.stubGlobal("location", { ...window.location, assign });
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduceMotion && query.includes("reduce") }));
  log = vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  assign.mockClear();
  document.body.innerHTML = "";
});

describe("HeroActions", () => {
  it("are the hero's two buttons, each sent by a form where it leads when there is no script", () => {
    render(<HeroActions getStarted={getStarted} learnMore={learnMore} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual(["Get Started", "Learn More"]);
    expect(buttons.map((b) => (b as HTMLButtonElement).form?.getAttribute("action"))).toEqual([
      "/motivation",
      "#featured",
    ]);
  });

  it("Get Started writes its console entry and opens the page without the form's empty query", async () => {
    render(<HeroActions getStarted={getStarted} learnMore={learnMore} />);
    await userEvent.click(screen.getByRole("button", { name: "Get Started" }));
    expect(log).toHaveBeenCalledWith("Get Started clicked");
    expect(assign).toHaveBeenCalledWith("/motivation");
  });

  it.each([
    [false, "smooth"],
    [true, "instant"],
  ])(
    "Learn More writes its console entry, scrolls to the section and moves focus to its heading (reduced motion: %s)",
    async (reduce, behavior) => {
      reduceMotion = reduce;
      const section = document.createElement("section");
      section.id = "featured";
      section.innerHTML = "<h2>Featured Content</h2>";
      document.body.append(section);
      const scrollIntoView = vi.fn();
      section.scrollIntoView = scrollIntoView;
      render(<HeroActions getStarted={getStarted} learnMore={learnMore} />);
      await userEvent.click(screen.getByRole("button", { name: "Learn More" }));
      expect(log).toHaveBeenCalledWith("Learn More clicked");
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior, block: "start" });
      expect(screen.getByRole("heading", { name: "Featured Content" })).toHaveFocus();
      expect(assign).not.toHaveBeenCalled();
    },
  );
});
