// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isSearchShortcut } from "./search-shortcut";

const key = (key: string, target: EventTarget | null, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
  key,
  target,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe("isSearchShortcut", () => {
  const body = document.body;
  const field = document.createElement("input");

  it('is "/" outside a field, and Ctrl or ⌘ with K anywhere', () => {
    expect(isSearchShortcut(key("/", body))).toBe(true);
    expect(isSearchShortcut(key("k", body, { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key("K", field, { metaKey: true }))).toBe(true);
  });

  it('is not "/" typed into a field, nor any other key', () => {
    expect(isSearchShortcut(key("/", field))).toBe(false);
    expect(isSearchShortcut(key("/", document.createElement("textarea")))).toBe(false);
    for (const other of ["k", "r", "Enter", "Escape", "ArrowDown"])
      expect(isSearchShortcut(key(other, body)), other).toBe(false);
  });
});
