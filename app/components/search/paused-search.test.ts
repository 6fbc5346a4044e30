import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Pagefind } from "./pagefind";
import { pausedSearch } from "./paused-search";

function fakePagefind() {
  const searched: (string | null)[] = [];
  const pagefind: Pagefind = {
    options: async () => {},
    init: async () => {},
    search: async (term) => {
      searched.push(term);
      return { results: [{ id: String(term), data: async () => ({ url: "/", excerpt: "", meta: {} }) }] };
    },
  };
  return { pagefind, searched };
}

describe("pausedSearch", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("searches only the term the reader paused on, nothing of the keys before it", async () => {
    const { pagefind, searched } = fakePagefind();
    const answers = ["d", "da", "dat"].map((term) => pausedSearch(pagefind, term, {}, 300));
    await vi.advanceTimersByTimeAsync(300);
    expect(await Promise.all(answers)).toEqual([null, null, { results: [expect.objectContaining({ id: "dat" })] }]);
    expect(searched).toEqual(["dat"]);
  });

  it("waits for the pause before it searches", async () => {
    const { pagefind, searched } = fakePagefind();
    void pausedSearch(pagefind, "react", {}, 300);
    await vi.advanceTimersByTimeAsync(299);
    expect(searched).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(searched).toEqual(["react"]);
  });

  it("drops an answer that arrives after a newer key", async () => {
    const { pagefind } = fakePagefind();
    let finish = () => {};
    const slow: Pagefind = {
      ...pagefind,
      search: (term) => new Promise((resolve) => (finish = () => resolve(pagefind.search(term)))),
    };
    const first = pausedSearch(slow, "react", {}, 300);
    await vi.advanceTimersByTimeAsync(300);
    // The search for "react" is on its way when the reader types another key.
    const second = pausedSearch(slow, "reacts", {}, 300);
    finish();
    expect(await first).toBeNull();
    await vi.advanceTimersByTimeAsync(300);
    finish();
    expect(await second).toEqual({ results: [expect.objectContaining({ id: "reacts" })] });
  });

  it("keeps each bundle's searches apart", async () => {
    const site = fakePagefind();
    const blog = fakePagefind();
    const answers = [pausedSearch(site.pagefind, "react", {}, 300), pausedSearch(blog.pagefind, "models", {}, 300)];
    await vi.advanceTimersByTimeAsync(300);
    expect((await Promise.all(answers)).every(Boolean)).toBe(true);
  });
});
