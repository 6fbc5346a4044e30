/**
 * One step of the gate: runs an npm script and gives back its result, time, processor time and
 * output, which tools/gate/gate.ts prints and adds to the closing table.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmdirSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { cpuSecondsIn, type StepResult } from "./plan.ts";

/**
 * A cgroup (v1 cpuacct, as on this machine) for the step, or nothing where cgroups are not ours to
 * make (no root, cgroup v2 only): the figure is a report, never a verdict, so either is fine.
 */
const CPUACCT = "/sys/fs/cgroup/cpuacct";
function cpuGroup(name: string): string | undefined {
  const dir = `${CPUACCT}/gate-${process.pid}-${name.replace(/[^\w-]/g, "-")}`;
  try {
    mkdirSync(dir);
    return dir;
  } catch {
    return undefined;
  }
}

function groupCpuSeconds(dir: string): number | undefined {
  let seconds: number | undefined;
  try {
    seconds = Number(readFileSync(`${dir}/cpuacct.usage`, "utf8")) / 1e9;
  } catch {
    return undefined;
  }
  // Removing fails while a process of the step is still exiting: the group is then left, empty soon.
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      rmdirSync(dir);
      break;
    } catch {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  return Number.isFinite(seconds) ? seconds : undefined;
}

/** Runs `name` and resolves with its record (never rejects: a step that cannot start has failed). */
export function runStep(name: string): Promise<StepResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    // The step's processor time: its cgroup's where the machine lets us make one (every process it
    // starts, browsers that detach included), otherwise bash's `times` on descriptor 3 (only the
    // processes it waited for).
    const group = cpuGroup(name);
    const join = group ? `echo $$ > ${group}/cgroup.procs; ` : "";
    const script = `${join}npm run --silent ${name}; status=$?; times >&3; exit $status`;
    const child = spawn("bash", ["-c", script], {
      stdio: ["ignore", "pipe", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
    });
    let output = "";
    let times = "";
    child.stdout!.on("data", (d: Buffer) => (output += d));
    child.stderr!.on("data", (d: Buffer) => (output += d));
    child.stdio[3]!.on("data", (d: Buffer) => (times += d));
    child.on("close", (code) => {
      const cpu = (group ? groupCpuSeconds(group) : undefined) ?? cpuSecondsIn(times);
      resolve({ name, ok: code === 0, seconds: (performance.now() - started) / 1000, output, cpu });
    });
  });
}
