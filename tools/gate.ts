/**
 * `npm test`: the whole gate, each step an npm script, run side by side where they are independent.
 * The machine has two cores, so each step says how many it keeps busy (`cores`); a step starts when
 * what it needs has passed and its cores are free, in the list's order (the longest path first). Each step's output is printed
 * whole when it ends, with one line of its time; the run ends with a table of every step's time and
 * one closing line adding up the tests the steps counted. A step whose prerequisite failed is not run
 * and counts as failed.
 *   node tools/gate.ts            every step
 *   node tools/gate.ts STEP …     only these steps (their prerequisites must be in place already)
 *   node tools/gate.ts --check    says the machine is ready and runs nothing (`npm test -- --check`
 *                                   runs tools/preflight.sh, which brings Node and names what is missing)
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmdirSync } from "node:fs";
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { cpuSecondsIn, planNext, summarise, type Step, type StepResult } from "./gate-plan.ts";

const STEPS: Step[] = [
  // Unit tests read the real content folder, which the editor's end-to-end test writes into near its
  // end: they run first, beside the build.
  { name: "test:unit", cores: 1, needs: [] },
  // The longest path next: the one build, then the end-to-end suite that reads it.
  { name: "build", cores: 2, needs: [] },
  { name: "test:e2e", cores: 2, needs: ["build"] },
  // The fresh-machine run waits mostly on the registry at first; it builds its own clone.
  { name: "test:fresh-start", cores: 1, needs: [] },
  // `astro sync` writes what the build writes (.astro/, the font subset): after it, never beside it.
  { name: "typecheck", cores: 1, needs: ["build"] },
  { name: "lint", cores: 1, needs: [] },
  { name: "audit:deps", cores: 0, needs: [] },
  // Everything below reads the one build.
  { name: "check:size", cores: 1, needs: ["build"] },
  // Bytes a first and a next search transfer (Pagefind's chunks), against their budgets.
  { name: "check:search", cores: 1, needs: ["build"] },
  { name: "test:observatory", cores: 1, needs: ["build"] },
  { name: "test:lighthouse", cores: 1, needs: ["build"] },
  { name: "test:smoke", cores: 1, needs: ["build"] },
  { name: "test:webkit", cores: 1, needs: ["build"] },
  // The W3C Nu HTML Checker on every built page, in one Java run.
  { name: "test:html", cores: 1, needs: ["build"] },
  // Cloudflare's own runtime (wrangler pages dev) on the build's Cloudflare files.
  { name: "test:cloudflare", cores: 1, needs: ["build"] },
  // A ratio of two servers under load: it takes the whole machine, alone, last.
  { name: "test:bench", cores: 2, needs: ["build"], alone: true },
];

/**
 * A cgroup (v1 cpuacct, as on this machine) for one step, or nothing where cgroups are not ours to
 * make (no root, cgroup v2 only): the figure is a report, never a verdict, so either is fine.
 */
const CPUACCT = "/sys/fs/cgroup/cpuacct";
const leftGroups = new Set<string>();
function cpuGroup(name: string): string | undefined {
  const dir = `${CPUACCT}/gate-${process.pid}-${name.replace(/[^\w-]/g, "-")}`;
  try {
    mkdirSync(dir);
    leftGroups.add(dir);
    return dir;
  } catch {
    return undefined;
  }
}

function groupCpuSeconds(dir: string): number | undefined {
  let seconds: number | undefined;
  try {
    seconds = Number(readFileSync(`${dir}/cpuacct.usage`, "utf8")) / 1e9;
    // Removing fails while a process of the step is still exiting; the run's end tries again.
    rmdirSync(dir);
    leftGroups.delete(dir);
  } catch {
    // What was read stands.
  }
  return seconds !== undefined && Number.isFinite(seconds) ? seconds : undefined;
}

if (process.argv.includes("--check")) {
  console.log(`gate: ready: node ${process.version} and every system package the steps drive`);
  process.exit(0);
}

const only = process.argv.slice(2);
const steps = only.length ? STEPS.filter((s) => only.includes(s.name)).map((s) => ({ ...s, needs: s.needs.filter((n) => only.includes(n)) })) : STEPS;
const unknown = only.filter((n) => !STEPS.some((s) => s.name === n));
if (unknown.length) {
  console.error(`gate: no step named ${unknown.join(", ")} (steps: ${STEPS.map((s) => s.name).join(", ")})`);
  process.exit(2);
}

// One more than the machine's cores: the steps wait on the network, the disk and their browsers part
// of the time (the end-to-end suite's three workers left a quarter of two cores idle).
const CORES = Number(process.env.GATE_CORES ?? cpus().length + 1);
const started = performance.now();
const results = new Map<string, Omit<StepResult, "name">>();
const running = new Set<string>();

function run(step: Step): Promise<void> {
  running.add(step.name);
  const t0 = performance.now();
  return new Promise((resolve) => {
    // The step's processor time: its cgroup's where the machine lets us make one (every process it
    // starts, browsers that detach included), otherwise bash's `times` on descriptor 3 (only the
    // processes it waited for).
    const group = cpuGroup(step.name);
    const join = group ? `echo $$ > ${group}/cgroup.procs; ` : "";
    const script = `${join}npm run --silent ${step.name}; status=$?; times >&3; exit $status`;
    const child = spawn("bash", ["-c", script], { stdio: ["ignore", "pipe", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" } });
    let output = "";
    let times = "";
    child.stdout!.on("data", (d: Buffer) => (output += d));
    child.stderr!.on("data", (d: Buffer) => (output += d));
    child.stdio[3]!.on("data", (d: Buffer) => (times += d));
    child.on("close", (code) => {
      const seconds = (performance.now() - t0) / 1000;
      const cpu = (group ? groupCpuSeconds(group) : undefined) ?? cpuSecondsIn(times);
      running.delete(step.name);
      results.set(step.name, { ok: code === 0, seconds, output, cpu });
      const at = ((performance.now() - started) / 1000).toFixed(0);
      const used = cpu === undefined ? "" : `, cpu ${cpu.toFixed(0)} s`;
      process.stdout.write(`\n──── ${step.name} ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s${used} (at ${at} s) ────\n${output.trimEnd()}\n`);
      resolve();
    });
  });
}

const pending = new Set(steps.map((s) => s.name));
const inFlight = new Set<Promise<void>>();
for (;;) {
  // Steps whose prerequisite failed are settled as failed without running.
  for (const s of steps) {
    const broken = s.needs.find((n) => results.get(n)?.ok === false);
    if (pending.has(s.name) && broken) {
      pending.delete(s.name);
      results.set(s.name, { ok: false, seconds: 0, output: "" });
      console.log(`\n──── ${s.name} not run: ${broken} failed ────`);
    }
  }
  const next = planNext(steps, { pending, running, passed: new Set([...results].filter(([, r]) => r.ok).map(([n]) => n)), cores: CORES });
  for (const s of next) {
    pending.delete(s.name);
    const p = run(s).finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  if (inFlight.size === 0) break;
  await Promise.race(inFlight);
}

const { table, closing, failed } = summarise(steps.map((s) => ({ name: s.name, ...results.get(s.name)! })), (performance.now() - started) / 1000);
console.log(`\n${table}\n${closing}`);
for (const dir of leftGroups) {
  try {
    rmdirSync(dir);
  } catch {
    console.log(`gate: left ${dir}: a process of that step still runs`);
  }
}
process.exit(failed ? 1 : 0);
