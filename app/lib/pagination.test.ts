import { describe, expect, it } from "vitest";
import { paginate } from "./pagination";

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("paginate", () => {
  it("shows no controls for six items or fewer (the blog's six articles)", () => {
    for (const n of [0, 1, 6]) {
      const slice = paginate(items(n), 1);
      expect(slice.showControls, `${n} items`).toBe(false);
      expect(slice.pageCount).toBe(1);
      expect(slice.items).toEqual(items(n));
      expect(slice.hasPrevious).toBe(false);
      expect(slice.hasNext).toBe(false);
    }
  });

  it("splits 13 items into pages of 6, 6 and 1", () => {
    const first = paginate(items(13), 1);
    expect(first).toEqual({
      items: [1, 2, 3, 4, 5, 6],
      page: 1,
      pageCount: 3,
      hasPrevious: false,
      hasNext: true,
      showControls: true,
    });
    const second = paginate(items(13), 2);
    expect(second.items).toEqual([7, 8, 9, 10, 11, 12]);
    expect(second.hasPrevious).toBe(true);
    expect(second.hasNext).toBe(true);
    const third = paginate(items(13), 3);
    expect(third.items).toEqual([13]);
    expect(third.hasPrevious).toBe(true);
    expect(third.hasNext).toBe(false);
  });

  it("shows controls from seven items on", () => {
    const slice = paginate(items(7), 1);
    expect(slice.showControls).toBe(true);
    expect(slice.pageCount).toBe(2);
  });

  it("clamps pages that do not exist", () => {
    expect(paginate(items(13), 9).page).toBe(3);
    expect(paginate(items(13), 0).page).toBe(1);
    expect(paginate(items(13), -2).page).toBe(1);
    expect(paginate(items(13), Number.NaN).page).toBe(1);
    expect(paginate(items(13), 2.7).page).toBe(2);
    expect(paginate(items(3), 2).items).toEqual([1, 2, 3]);
  });

  it("takes another page size", () => {
    expect(paginate(items(10), 2, 4).items).toEqual([5, 6, 7, 8]);
  });
});
