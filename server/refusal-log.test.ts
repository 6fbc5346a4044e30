import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRefusalLog } from "./refusal-log";

describe("createRefusalLog", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("logs the first refusal of a window in full and summarises the rest in one line", () => {
    const lines: string[] = [];
    const refused = createRefusalLog(
      (line) => lines.push(line),
      10_000,
      () => new Date(),
    );
    for (let i = 0; i < 100_000; i++) refused(i % 2 ? 400 : 405, `GET "/%25zz%"`);
    expect(lines).toEqual([`2026-01-01T00:00:00.000Z 405 GET "/%25zz%"`]);
    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      "2026-01-01T00:00:10.000Z 99999 more requests refused in 10 s (400×50000, 405×49999), not logged one by one",
    );
    refused(400, "GET /x");
    expect(lines).toHaveLength(3);
  });

  it("writes a pending summary when flushed (on shutdown)", () => {
    const lines: string[] = [];
    const refused = createRefusalLog(
      (line) => lines.push(line),
      10_000,
      () => new Date(),
    );
    refused(400, "a");
    refused(400, "b");
    refused.flush();
    expect(lines[1]).toContain("1 more requests refused");
  });
});
