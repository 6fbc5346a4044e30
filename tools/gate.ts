/**
 * `npm test`: the whole gate. Each step is an npm script; wireit runs them (package.json, "wireit":
 * the `gate:*` scripts and what each needs), side by side where they are independent, as many at a
 * time as the machine has cores, and nothing that needs a failed step. Each step runs
 * through tools/gate-step.ts, which leaves a record; this prints each step's output whole as it ends,
 * with one line of its time, then a table of every step and one closing line adding up the tests the
 * steps counted (`gate: N passed, N failed`). A step not run because a step it needs failed counts
 * as failed.
 *   node tools/gate.ts            every step
 *   node tools/gate.ts STEP …     only these steps, one after the other (what they need must be in place)
 *   node tools/gate.ts --check    says the machine is ready and runs nothing (`npm test -- --check`
 *                                   runs tools/preflight.sh, which brings Node and names what is missing)
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { summarise, type StepResult } from "./gate-plan.ts";
import { recordFile, runStep } from "./gate-step.ts";

/** The gate's steps: the `gate:<step>` scripts of package.json's wireit config, in its order. */
const GATE = "gate";
const wireit = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { wireit: Record<string, unknown> }
).wireit;
const STEPS = Object.keys(wireit)
  .filter((name) => name.startsWith(`${GATE}:`))
  .map((name) => name.slice(GATE.length + 1));

if (process.argv.includes("--check")) {
  console.log(`gate: ready: node ${process.version} and every system package the steps drive`);
  process.exit(0);
}

const started = performance.now();
const results = new Map<string, StepResult>();

function report(result: StepResult) {
  results.set(result.name, result);
  const at = ((performance.now() - started) / 1000).toFixed(0);
  const used = result.cpu === undefined ? "" : `, cpu ${result.cpu.toFixed(0)} s`;
  const verdict = result.ok ? "passed" : "FAILED";
  process.stdout.write(
    `\n──── ${result.name} ${verdict} in ${result.seconds.toFixed(1)} s${used} (at ${at} s) ────\n${result.output.trimEnd()}\n`,
  );
}

const only = process.argv.slice(2);
const unknown = only.filter((n) => !STEPS.includes(n));
if (unknown.length) {
  console.error(`gate: no step named ${unknown.join(", ")} (steps: ${STEPS.join(", ")})`);
  process.exit(2);
}

if (only.length) {
  for (const name of only) report(await runStep(name));
} else {
  const records = mkdtempSync(path.join(tmpdir(), "gate-"));
  // As many steps at a time as the machine has cores: each step runs several processes (the e2e suite
  // three browsers), and a third step mostly made them contend. Clean clones: the gate took 541 and
  // 558 s (1,004 and 1,062 s of CPU) with two at a time, 557-572 s (1,039-1,072 s) with three; the
  // order wireit starts ready steps in varies from run to run (ADR 0037). wireit decides only what
  // may start; nothing of it is cached between runs.
  const env = {
    ...process.env,
    GATE_RECORDS: records,
    WIREIT_PARALLEL: String(Number(process.env.GATE_CORES ?? cpus().length)),
    WIREIT_FAILURES: "continue",
    WIREIT_CACHE: "none",
    WIREIT_LOGGER: "quiet-ci",
  };
  const runner = spawn("npm", ["run", "--silent", GATE], { stdio: ["ignore", "pipe", "pipe"], env });
  let runnerOutput = "";
  runner.stdout.on("data", (d: Buffer) => (runnerOutput += d));
  runner.stderr.on("data", (d: Buffer) => (runnerOutput += d));
  // Each step's record is printed as soon as it is written, so a long run shows its progress.
  const poll = setInterval(() => {
    for (const name of STEPS) {
      const file = recordFile(records, name);
      if (!results.has(name) && existsSync(file)) report(JSON.parse(readFileSync(file, "utf8")) as StepResult);
    }
  }, 1000);
  const exit = await new Promise<number | null>((resolve) => runner.on("close", resolve));
  clearInterval(poll);
  for (const name of STEPS) {
    const file = recordFile(records, name);
    if (!results.has(name) && existsSync(file)) report(JSON.parse(readFileSync(file, "utf8")) as StepResult);
  }
  rmSync(records, { recursive: true, force: true });
  const notRun = STEPS.filter((name) => !results.has(name));
  for (const name of notRun) {
    results.set(name, { name, ok: false, seconds: 0, output: "" });
    console.log(`\n──── ${name} not run: a step it needs failed ────`);
  }
  // wireit itself failing (a broken config) leaves no step failed of its own: say what it said.
  if (exit !== 0 && [...results.values()].every((r) => r.ok || r.seconds === 0) && notRun.length === STEPS.length)
    console.log(runnerOutput);
}

const { table, closing, failed } = summarise(
  (only.length ? only : STEPS).map((name) => results.get(name)!),
  (performance.now() - started) / 1000,
);
console.log(`\n${table}\n${closing}`);
process.exit(failed ? 1 : 0);
