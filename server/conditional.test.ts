import { describe, expect, it } from "vitest";
import { notModified } from "./conditional";

const file = { etag: '"1-2-3000"', lastModified: new Date("2026-01-01T00:00:00.500Z") };
const now = Date.parse("2026-06-01T00:00:00Z");

describe("notModified", () => {
  it("matches If-None-Match weakly, in a list, and for *", () => {
    for (const value of ['"1-2-3000"', 'W/"1-2-3000"', '"a", "1-2-3000"', "*"])
      expect(notModified({ "if-none-match": value }, file, now), value).toBe(true);
    expect(notModified({ "if-none-match": '"a"' }, file, now)).toBe(false);
  });

  it("lets If-None-Match decide alone when both are sent", () => {
    expect(
      notModified({ "if-none-match": '"a"', "if-modified-since": "Mon, 01 Jun 2026 00:00:00 GMT" }, file, now),
    ).toBe(false);
  });

  it("takes If-Modified-Since at whole seconds, and ignores a future or invalid date", () => {
    expect(notModified({ "if-modified-since": "Thu, 01 Jan 2026 00:00:00 GMT" }, file, now)).toBe(true);
    expect(notModified({ "if-modified-since": "Wed, 31 Dec 2025 23:59:59 GMT" }, file, now)).toBe(false);
    expect(notModified({ "if-modified-since": "Tue, 01 Jun 2027 00:00:00 GMT" }, file, now)).toBe(false);
    expect(notModified({ "if-modified-since": "soon" }, file, now)).toBe(false);
  });
});
