// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { LIBRARY_KEY, type Library } from "~/lib/library/format";
import { listedLibrary } from "~/lib/library/library.testing";
import { AddToList } from "./add-to-list";
import { writeStore } from "./store";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const stored = () => JSON.parse(localStorage.getItem(LIBRARY_KEY)!) as Library;

/** The article's header, as the page marks it for the library (card-of.ts). */
function renderInHeader() {
  render(
    <header data-card>
      <h1 data-card-title>WebAssembly</h1>
      <p data-card-excerpt>What the article is about.</p>
      <span data-card-category>Tech Trends</span>
      <time dateTime="2026-11-04">November 4, 2026</time>
      <AddToList slug="wasm" readingMinutes={4} />
    </header>,
  );
}

describe("Add to list, a menu button", () => {
  it("opens from the keyboard on its first item, ticks a list with Space, and closes with Escape back on the button", async () => {
    writeStore(listedLibrary());
    renderInHeader();
    const button = screen.getByRole("button", { name: "Add to list" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("menu", { name: "Add to list" });
    const items = within(menu).getAllByRole("menuitemcheckbox");
    expect(items.map((item) => [item.textContent, item.getAttribute("aria-checked")])).toEqual([
      ["Saved articles", "false"],
      ["Weekend", "true"],
    ]);
    expect(within(menu).getByRole("menuitem", { name: "New list…" })).toBeInTheDocument();
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(items[0]).toHaveAttribute("aria-checked", "true");
    expect(stored().saved.map((a) => a.slug)).toEqual(["react-19", "wasm"]);
    expect(stored().saved[1]).toMatchObject({ title: "WebAssembly", category: "Tech Trends", readingMinutes: 4 });
    await userEvent.keyboard("{End}");
    expect(within(menu).getByRole("menuitem")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard("w{Enter}");
    expect(stored().lists[0]!.articles).toEqual([]);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(button);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("makes a new list from 'New list…' with the article in it", async () => {
    writeStore(listedLibrary());
    renderInHeader();
    await userEvent.click(screen.getByRole("button", { name: "Add to list" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "New list…" }));
    const dialog = screen.getByRole("dialog", { name: "New list" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "List name" }), "Later{Enter}");
    expect(stored().lists.map((l) => [l.name, l.articles.map((a) => a.slug)])).toEqual([
      ["Weekend", ["wasm"]],
      ["Later", ["wasm"]],
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("Added to Later.");
    expect(screen.getByRole("button", { name: "Add to list" })).toHaveFocus();
  });
});
