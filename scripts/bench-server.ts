/**
 * `npm run bench:server`: autocannon (100 connections, 20 s) against `npm start`'s server and against
 * nginx serving the same build, in one run, for /, /blog, a hashed script and the 404 page; with
 * --write, puts the table in docs/performance.md. The budget is npm start's: 0 errors, p99 under
 * 25 ms, at least half of nginx's requests per second. nginx is the yardstick: its figures are
 * reported, not judged (one worker sharing two cores with the load generator). Needs a build
 * (`npm run build`) and nginx (installed by .ci/run).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { writePerformanceSection } from "./performance-doc.ts";
import { SITE_ROOT } from "../server/build-layout.ts";

const repo = path.resolve(import.meta.dirname, "..");
const NODE_PORT = 4300;
process.env.NGINX_PORT ??= "4301";
const { startNginx, stopNginx, NGINX_PORT } = await import("../e2e/support/nginx.ts");
const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 100;

const html = readFileSync(path.join(SITE_ROOT, "index.html"), "utf8");
const script = html.match(/\/assets\/[\w.-]+\.js/)![0];
const targets = [
  { label: "/", path: "/" },
  { label: "/blog", path: "/blog" },
  { label: "hashed script", path: script },
  { label: "404 page", path: "/no-such-page" },
];

const node = spawn(process.execPath, [path.join(repo, "server/index.ts")], { env: { ...process.env, PORT: String(NODE_PORT) }, stdio: "ignore" });
startNginx();
await new Promise((r) => setTimeout(r, 800));

interface Result {
  server: string;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
const results: Result[] = [];
try {
  for (const t of targets) {
    for (const [server, port] of [["npm start", NODE_PORT], ["nginx", NGINX_PORT]] as const) {
      const r = await autocannon({
        url: `http://127.0.0.1:${port}${t.path}`,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { "accept-encoding": "br, gzip" },
      });
      // A 404 is the expected answer for the 404 page; anything else non-2xx is an error.
      const unexpected = t.label === "404 page" ? r.non2xx - (r.statusCodeStats?.["404"]?.count ?? 0) : r.non2xx;
      results.push({
        server,
        target: t.label,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts + unexpected,
      });
      console.log(`bench ${server} ${t.label}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.timeouts + unexpected}`);
    }
  }
} finally {
  node.kill("SIGTERM");
  stopNginx();
}

const failures: string[] = [];
const rows = targets.map((t) => {
  const n = results.find((r) => r.server === "npm start" && r.target === t.label)!;
  const x = results.find((r) => r.server === "nginx" && r.target === t.label)!;
  const ratio = n.rps / x.rps;
  if (n.errors > 0) failures.push(`npm start ${t.label}: ${n.errors} errors`);
  if (n.p99 >= 25) failures.push(`npm start ${t.label}: p99 ${n.p99} ms`);
  if (ratio < 0.5) failures.push(`${t.label}: npm start has ${(ratio * 100).toFixed(0)}% of nginx's throughput`);
  return `| ${t.label} | ${n.rps} | ${n.p50} / ${n.p99} | ${n.errors} | ${x.rps} | ${x.p50} / ${x.p99} | ${x.errors} | ${ratio.toFixed(2)} |`;
});

const table = [
  `${CONNECTIONS} connections, ${DURATION} s per row, brotli accepted, measured ${new Date().toISOString().slice(0, 10)} on 2 cores (load generator on the same machine).`,
  "",
  "| target | npm start req/s | p50 / p99 ms | errors | nginx req/s | p50 / p99 ms | errors | ratio |",
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows,
].join("\n");
if (process.argv.includes("--write")) {
  writePerformanceSection("bench", table);
} else {
  console.log(table);
}

if (failures.length) {
  console.error(`server benchmark budget missed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
