/** The gate's pure parts (tools/gate/gate.ts, tools/gate/step.ts): a step's processor time, its test counts, the closing summary. */

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
  /** Processor seconds (user + system) of the step's processes: its cgroup's, or bash's `times`. */
  cpu?: number;
}

/**
 * The children's processor time from bash's `times` (its second line, "user system", each like
 * `1m2.345s`): how much of the two cores a step used, which the wall-clock time alone cannot tell
 * when steps run side by side.
 */
export function cpuSecondsIn(times: string): number | undefined {
  const line = times.trim().split("\n")[1];
  const parts = line
    ?.trim()
    .split(/\s+/)
    .map((t) => /^(\d+)m([\d.]+)s$/.exec(t));
  if (!parts || parts.length !== 2 || parts.some((m) => !m)) return undefined;
  return parts.reduce((sum, m) => sum + Number(m![1]) * 60 + Number(m![2]), 0);
}

/** What a step prints when it could check nothing. */
const NOT_CHECKED = /\bNOT CHECKED\b/;

/** The last "N passed, N failed" a step printed (its own closing line, or Vitest's "Tests" line). */
export function countsIn(output: string): { passed: number; failed: number } | undefined {
  let found: { passed: number; failed: number } | undefined;
  for (const line of output.split("\n")) {
    const plain = /^(?:[\w:-]+:\s+)?(\d+) passed, (\d+) failed\b/.exec(line.trim());
    if (plain) found = { passed: Number(plain[1]), failed: Number(plain[2]) };
    const vitest = /^Tests\s+(?:(\d+) failed \| )?(\d+) passed\b/.exec(line.trim());
    if (vitest) found = { passed: Number(vitest[2]), failed: Number(vitest[1] ?? 0) };
  }
  return found;
}

/** How many of a failed step's last lines the gate prints again at its end. */
export const DIGEST_LINES = 40;

/**
 * The last lines of each failed step, printed again just above the table: a step's output is printed
 * whole when it ends, often long before the gate does, and a CI log read from its end (or cut to its
 * last screen) must still name what failed. A step not run printed nothing and has no digest.
 */
export function failureDigest(results: StepResult[]): string {
  return results
    .filter((r) => !r.ok && r.output.trim())
    .map((r) => {
      const lines = r.output.trimEnd().split("\n");
      const cut = lines.length > DIGEST_LINES ? ` (its last ${DIGEST_LINES} of ${lines.length} lines)` : "";
      return `──── what ${r.name} printed last${cut} ────\n${lines.slice(-DIGEST_LINES).join("\n")}`;
    })
    .join("\n\n");
}

/**
 * A table of each step's time and result, and one closing line adding up the tests the steps
 * counted; a failed step that counted no failure of its own adds one. A step that says it could
 * check nothing ("NOT CHECKED": npm audit where the registry has no advisory endpoint) is shown as
 * such and counts as no test, passed or failed.
 */
export function summarise(
  results: StepResult[],
  totalSeconds: number,
): { table: string; closing: string; failed: boolean } {
  let passed = 0;
  let failed = 0;
  const rows = results.map((r) => {
    const counts = countsIn(r.output);
    passed += counts?.passed ?? 0;
    failed += counts?.failed ?? 0;
    if (!r.ok && !counts?.failed) failed += 1;
    const tests = counts ? `${counts.passed} passed, ${counts.failed} failed` : "";
    const cpu = r.cpu === undefined ? "" : `cpu ${r.cpu.toFixed(0)} s`;
    const status = !r.ok ? "FAILED" : NOT_CHECKED.test(r.output) ? "NOT CHECKED" : "passed";
    return `gate: ${r.name.padEnd(20)} ${status.padEnd(11)} ${r.seconds.toFixed(1).padStart(6)} s  ${cpu.padEnd(11)} ${tests}`.trimEnd();
  });
  const cpuTotal = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
  rows.push(
    `gate: ${"total".padEnd(20)} ${"".padEnd(11)} ${totalSeconds.toFixed(1).padStart(6)} s  cpu ${cpuTotal.toFixed(0)} s`,
  );
  return {
    table: rows.join("\n"),
    closing: `gate: ${passed} passed, ${failed} failed`,
    failed: failed > 0 || results.some((r) => !r.ok),
  };
}

/** Where a step stands while the gate runs. */
export type StepState = "waiting" | "running" | "passed" | "failed" | "not run";

/**
 * What the gate does next, given each step's needs (in the order steps start) and where each
 * stands: the waiting steps that will never run because a step they need failed or was not run, and
 * the waiting steps to start now, every need passed, in order, as many as leave at most `slots`
 * running. A step that has none of its needs failing waits until they have all passed.
 */
export function nextMoves(
  steps: ReadonlyMap<string, readonly string[]>,
  states: ReadonlyMap<string, StepState>,
  slots: number,
): { start: string[]; notRun: string[] } {
  const state = new Map(states);
  const notRun: string[] = [];
  // A step not run makes the steps that need it not run too: repeat until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, needs] of steps) {
      if (state.get(name) !== "waiting") continue;
      if (needs.some((need) => state.get(need) === "failed" || state.get(need) === "not run")) {
        state.set(name, "not run");
        notRun.push(name);
        changed = true;
      }
    }
  }
  const running = [...state.values()].filter((s) => s === "running").length;
  const start = [...steps]
    .filter(([name, needs]) => state.get(name) === "waiting" && needs.every((need) => state.get(need) === "passed"))
    .map(([name]) => name)
    .slice(0, Math.max(0, slots - running));
  return { start, notRun };
}
