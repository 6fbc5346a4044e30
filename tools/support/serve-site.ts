/**
 * The built site as `npm start` serves it, for every tool and test that needs it: the production
 * server (server/index.ts) in a process of its own, never its handler in the caller's process, so
 * what is measured and checked is the process that ships (its limits, its logging, its start-up
 * checks of the build), and a caller busy driving a browser or a load generator does not slow it.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { REPO_ROOT, SITE_ROOT } from "../../shared/build-layout.ts";
import { freePort } from "./free-port.ts";
import { untilAnswering } from "./until-answering.ts";

const SERVER = path.join(REPO_ROOT, "server/index.ts");

export interface SiteOptions {
  /** The build folder to serve (SITE_ROOT unless told). */
  root?: string;
  /** The port (a free one unless told; the same one again brings a stopped site back where it was). */
  port?: number;
  /** More of npm start's environment: CLIENT_TIMEOUT, MAX_CONNECTIONS. */
  env?: Record<string, string>;
}

export interface ServedSite {
  /** `http://localhost:PORT`, as npm start names itself. */
  origin: string;
  port: number;
  /** All the server has printed so far, stdout and stderr. */
  output: () => string;
  /** Sends `signal` (SIGTERM unless told) and resolves with the exit code once the process has gone. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts npm start's server on `root` and resolves once it answers HTTP on 127.0.0.1; rejects with
 * the server's own output if it exits first (a taken port, an incomplete build) or never answers.
 */
export async function serveSite({ root = SITE_ROOT, port, env = {} }: SiteOptions = {}): Promise<ServedSite> {
  const listening = port ?? (await freePort());
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, ...env, SITE_ROOT: root, PORT: String(listening), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let gone = false;
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  void exited.then(() => (gone = true));
  // A caller that ends without stopping it (a failed check, Ctrl-C) takes its server with it.
  const orphaned = () => child.kill();
  process.once("exit", orphaned);
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (!gone) child.kill(signal);
    const code = await exited;
    process.off("exit", orphaned);
    return code;
  };
  // A limit that catches a server that never comes up, not a slow one: it reads the whole build first.
  if (!(await untilAnswering(`http://127.0.0.1:${listening}/`, { timeoutMs: 60_000, gaveUp: () => gone }))) {
    await stop("SIGKILL");
    const why = gone ? "exited" : "did not answer within 60 s";
    throw new Error(`npm start on ${root}, port ${listening}, ${why}:\n${output.trim()}`);
  }
  return { origin: `http://localhost:${listening}`, port: listening, output: () => output, stop };
}
