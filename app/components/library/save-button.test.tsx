// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { toggleSaved } from "~/lib/library/edit";
import { article } from "~/lib/library/library.testing";
import { emptyLibrary } from "~/lib/library/format";
import { announceChange } from "./library-events";
import { SaveButton } from "./save-button";
import { writeStore } from "./store";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the Save button", () => {
  it("is named Save and the article on a card, Save this article on the article, not pressed at build", () => {
    const html = renderToString(<SaveButton article={article("wasm", "WebAssembly Beyond the Browser")} onCard />);
    expect(html).toContain('aria-label="Save WebAssembly Beyond the Browser"');
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain("data-needs-script");
    render(<SaveButton article={article("wasm")} />);
    expect(screen.getByRole("button", { name: "Save this article" })).toHaveAttribute("aria-pressed", "false");
  });

  it("carries the slug and reading time, and shows pressed once the article is saved, here or in another part of the page", () => {
    render(<SaveButton article={article("wasm")} onCard />);
    const button = screen.getByRole("button", { name: /^Save / });
    expect(button.dataset).toMatchObject({ saveSlug: "wasm", minutes: "4" });
    act(() => {
      writeStore(toggleSaved(emptyLibrary(), article("wasm"), new Date()).library);
      announceChange();
    });
    expect(button).toHaveAttribute("aria-pressed", "true");
  });
});
