import { describe, expect, it } from "vitest";
import { countsIn, cpuSecondsIn, DIGEST_LINES, failureDigest, nextMoves, summarise, type StepState } from "./plan.ts";

describe("countsIn", () => {
  it("reads a plain closing line, the last one winning", () => {
    expect(countsIn("e2e: 3 passed, 1 failed\nnoise\ne2e: 470 passed, 0 failed\n")).toEqual({ passed: 470, failed: 0 });
  });

  it("reads Vitest's Tests line with and without failures", () => {
    expect(countsIn(" Test Files  40 passed (40)\n      Tests  385 passed (385)\n")).toEqual({
      passed: 385,
      failed: 0,
    });
    expect(countsIn("      Tests  2 failed | 383 passed (385)\n")).toEqual({ passed: 383, failed: 2 });
  });

  it("finds nothing in a step that counts no tests", () => {
    expect(countsIn("Found 0 errors.\n")).toBeUndefined();
  });
});

describe("summarise", () => {
  it("adds up the counted tests and counts a failed step without counts as one failure", () => {
    const { closing, failed, table } = summarise(
      [
        { name: "test:unit", ok: true, seconds: 20, output: "Tests  10 passed (10)" },
        { name: "test:e2e", ok: true, seconds: 300, output: "e2e: 400 passed, 0 failed" },
        { name: "typecheck", ok: false, seconds: 12, output: "error TS2322" },
      ],
      330,
    );
    expect(closing).toBe("gate: 410 passed, 1 failed");
    expect(failed).toBe(true);
    expect(table).toMatch(/gate: typecheck\s+FAILED\s+12\.0 s/);
    expect(table).toMatch(/gate: total\s+330\.0 s/);
    expect(summarise([{ name: "lint", ok: true, seconds: 9, output: "", cpu: 14.4 }], 9).table).toMatch(
      /gate: lint\s+passed\s+9\.0 s {2}cpu 14 s/,
    );
  });

  it("shows a step that could check nothing as NOT CHECKED, counting no test", () => {
    const { table, closing } = summarise(
      [
        {
          name: "check:deps",
          ok: true,
          seconds: 1,
          output: "audit: NOT CHECKED, the registry's advisory endpoint is unavailable",
        },
      ],
      1,
    );
    expect(table).toMatch(/gate: check:deps\s+NOT CHECKED\s+1\.0 s/);
    expect(closing).toBe("gate: 0 passed, 0 failed");
  });

  it("passes when every step passed", () => {
    expect(summarise([{ name: "lint", ok: true, seconds: 1, output: "" }], 1)).toMatchObject({
      closing: "gate: 0 passed, 0 failed",
      failed: false,
    });
  });
});

describe("cpuSecondsIn", () => {
  it("adds the children's user and system time from bash's times", () => {
    expect(cpuSecondsIn("0m0.010s 0m0.004s\n2m3.500s 0m10.250s\n")).toBeCloseTo(133.75);
  });

  it("gives nothing for output it cannot read", () => {
    expect(cpuSecondsIn("")).toBeUndefined();
    expect(cpuSecondsIn("0m0.010s 0m0.004s\n")).toBeUndefined();
  });
});

describe("nextMoves", () => {
  // A gate in small: the build, unit tests, a suite needing both, a check on the build, one alone and last.
  const steps = new Map<string, string[]>([
    ["build", []],
    ["test:unit", []],
    ["lint", []],
    ["test:e2e", ["build", "test:unit"]],
    ["check:html", ["build"]],
    ["check:bench", ["build", "test:unit", "lint", "test:e2e", "check:html"]],
  ]);
  const at = (states: Record<string, StepState>) =>
    new Map<string, StepState>([...steps.keys()].map((name) => [name, states[name] ?? "waiting"]));

  it("starts the ready steps in order, no more than the slots", () => {
    expect(nextMoves(steps, at({}), 2)).toEqual({ start: ["build", "test:unit"], notRun: [] });
    expect(nextMoves(steps, at({}), 8)).toEqual({ start: ["build", "test:unit", "lint"], notRun: [] });
  });

  it("counts the steps still running against the slots", () => {
    expect(nextMoves(steps, at({ build: "running" }), 2)).toEqual({ start: ["test:unit"], notRun: [] });
    expect(nextMoves(steps, at({ build: "running", "test:unit": "running" }), 2)).toEqual({ start: [], notRun: [] });
  });

  it("starts a step once every step it needs has passed", () => {
    expect(nextMoves(steps, at({ build: "passed", "test:unit": "running" }), 2)).toEqual({
      start: ["lint"],
      notRun: [],
    });
    expect(nextMoves(steps, at({ build: "passed", "test:unit": "passed", lint: "passed" }), 2)).toEqual({
      start: ["test:e2e", "check:html"],
      notRun: [],
    });
  });

  it("keeps going after a failure, and runs nothing that needs the failed step, even at one remove", () => {
    expect(nextMoves(steps, at({ build: "failed" }), 2)).toEqual({
      start: ["test:unit", "lint"],
      notRun: ["test:e2e", "check:html", "check:bench"],
    });
    expect(
      nextMoves(steps, at({ build: "passed", "test:unit": "failed", lint: "passed", "check:html": "running" }), 2),
    ).toEqual({ start: [], notRun: ["test:e2e", "check:bench"] });
  });

  it("starts the step that runs alone only when every other has passed, and never a step twice", () => {
    const done = at({ build: "passed", "test:unit": "passed", lint: "passed", "test:e2e": "passed" });
    expect(nextMoves(steps, new Map([...done, ["check:html", "running"]]), 2).start).toEqual([]);
    expect(nextMoves(steps, new Map([...done, ["check:html", "passed"]]), 2).start).toEqual(["check:bench"]);
    expect(nextMoves(steps, new Map([...done, ["check:html", "passed"], ["check:bench", "running"]]), 2)).toEqual({
      start: [],
      notRun: [],
    });
  });
});

describe("failureDigest", () => {
  it("repeats the last lines of each failed step that printed something, and nothing for passed steps", () => {
    const long = Array.from({ length: DIGEST_LINES + 5 }, (_, i) => `line ${i + 1}`).join("\n");
    const digest = failureDigest([
      { name: "lint", ok: true, seconds: 1, output: "all fine" },
      { name: "test:e2e", ok: false, seconds: 9, output: `${long}\n` },
      { name: "check:bench-server", ok: false, seconds: 0, output: "" },
      { name: "typecheck", ok: false, seconds: 2, output: "error TS2322 in a.ts" },
    ]);
    expect(digest).not.toMatch(/lint|all fine|bench-server/);
    expect(digest).toContain(
      `──── what test:e2e printed last (its last ${DIGEST_LINES} of ${DIGEST_LINES + 5} lines) ────`,
    );
    expect(digest).toContain(`line 6\n`);
    expect(digest).not.toMatch(/line 5\n/);
    expect(digest).toMatch(/line 45\n\n──── what typecheck printed last ────\nerror TS2322 in a.ts$/);
    expect(failureDigest([{ name: "lint", ok: true, seconds: 1, output: "x" }])).toBe("");
  });
});
