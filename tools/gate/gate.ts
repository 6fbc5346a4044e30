/**
 * `npm test`: the whole gate. Each step is an npm script (tools/gate/steps.ts: build, the unit and
 * end-to-end tests, lint, typecheck and every `check:*` script, with what each needs); this runs
 * them side by side where they are independent, as many at a time as the machine has cores, keeps
 * going after a failure, and runs nothing that needs a failed step (ADR 0044). Each step runs
 * through tools/gate/step.ts; this prints each step's output whole as it ends, with one line of its
 * time; at the end, the last lines of each failed step again (so the log's end names what failed),
 * a table of every step and one closing line adding up the tests the steps counted
 * (`gate: N passed, N failed`). A step not run because a step it needs failed counts as failed.
 *   node tools/gate/gate.ts            every step
 *   node tools/gate/gate.ts STEP …     only these steps, one after the other (what they need must be in place)
 *   node tools/gate/gate.ts --check    says the machine is ready and runs nothing (`npm test -- --check`
 *                                   runs tools/gate/preflight.sh, which brings Node and names what is missing)
 */
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { failureDigest, nextMoves, summarise, type StepResult, type StepState } from "./plan.ts";
import { runStep } from "./step.ts";
import { gateSteps } from "./steps.ts";

const scripts = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;
const GRAPH = gateSteps(scripts);
const STEPS = [...GRAPH.keys()];

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
  // As many steps at a time as the machine has cores: each step runs several processes (the e2e suite
  // three browsers), and a third step mostly made them contend. Clean clones: the gate took 541 and
  // 558 s (1,004 and 1,062 s of CPU) with two at a time, 557-572 s (1,039-1,072 s) with three (ADR
  // 0037). Ready steps start in tools/gate/steps.ts's order (ADR 0044).
  const slots = Math.max(1, Number(process.env.GATE_CORES ?? cpus().length));
  const states = new Map<string, StepState>(STEPS.map((name) => [name, "waiting"]));
  const running = new Map<string, Promise<string>>();
  for (;;) {
    const { start, notRun } = nextMoves(GRAPH, states, slots);
    for (const name of notRun) {
      states.set(name, "not run");
      results.set(name, { name, ok: false, seconds: 0, output: "" });
      console.log(`\n──── ${name} not run: a step it needs failed ────`);
    }
    for (const name of start) {
      states.set(name, "running");
      running.set(
        name,
        runStep(name).then((result) => {
          report(result);
          states.set(name, result.ok ? "passed" : "failed");
          return name;
        }),
      );
    }
    if (!running.size) break;
    running.delete(await Promise.race(running.values()));
  }
}

const ran = (only.length ? only : STEPS).map((name) => results.get(name)!);
const { table, closing, failed } = summarise(ran, (performance.now() - started) / 1000);
const digest = failureDigest(ran);
console.log(`${digest ? `\n${digest}\n` : ""}\n${table}\n${closing}`);
process.exit(failed ? 1 : 0);
