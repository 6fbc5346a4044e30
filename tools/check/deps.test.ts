import { describe, expect, it } from "vitest";
import { verdict } from "./deps";

const counts = (high: number, critical: number) => ({
  metadata: { vulnerabilities: { info: 0, low: 2, moderate: 1, high, critical, total: 3 + high + critical } },
});

describe("dependency audit verdict", () => {
  it("passes low and moderate advisories", () => {
    expect(verdict(counts(0, 0))).toEqual({ ok: true, line: "info 0, low 2, moderate 1, high 0, critical 0, total 3" });
  });

  it("fails on a high or a critical advisory", () => {
    expect(verdict(counts(1, 0))).toMatchObject({ ok: false });
    expect(verdict(counts(0, 1))).toMatchObject({ ok: false });
  });

  it("says when the registry could not be asked", () => {
    expect(verdict({ statusCode: 405, message: "405 Method Not Allowed" })).toEqual({
      unchecked: "405 Method Not Allowed",
    });
  });
});
