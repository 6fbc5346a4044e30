/**
 * The Mozilla HTTP Observatory's own scanner (@mdn/mdn-http-observatory) run against `npm start` as
 * a deployment serves it: HTTPS in front (a local TLS proxy that adds X-Forwarded-Proto: https, with
 * a throwaway certificate authority the scanner is told to trust) and plain HTTP answering with a
 * redirect to it, as a TLS terminator does. Prints the score and each rule; fails below A+.
 *
 * The scanner is not a devDependency: its install scripts download certificate bundles and build a
 * PostgreSQL binding (neither possible nor needed here). It is installed once, pinned and without
 * install scripts, into a cache folder; only its retriever, rules and grader are used.
 *
 *   node tools/check/observatory.ts
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { forward } from "../support/forward.ts";
import { serveSite } from "../support/serve-site.ts";

const SCANNER = "@mdn/mdn-http-observatory@1.4.8";
const REQUIRED_GRADE = "A+";
const cacheDir = path.join(
  process.env.XDG_CACHE_HOME ?? path.join(homedir(), ".cache"),
  "techhorizon",
  "observatory-1.4.8",
);
const scannerDir = path.join(cacheDir, "node_modules", "@mdn", "mdn-http-observatory");

interface TestResult {
  result: string;
  pass: boolean;
  scoreModifier: number;
}
interface ScanResult {
  grade: string;
  score: number;
  tests: Record<string, TestResult>;
}

if (process.argv[2] === "--scan") {
  // Child process: NODE_EXTRA_CA_CERTS (read at start-up) makes it trust the throwaway CA, so the
  // scanner sees a verified certificate as it would in production.
  const [httpPort, httpsPort] = process.argv.slice(3).map(Number);
  console.log(JSON.stringify(await scan("localhost", httpPort!, httpsPort!)));
  process.exit(0);
}

/** The scanner's scan(), which takes no ports: its retriever, every rule and its grading, as it does them. */
async function scan(hostname: string, httpPort: number, httpsPort: number): Promise<ScanResult> {
  const load = (file: string) => import(pathToFileURL(path.join(scannerDir, "src", file)).href);
  const { retrieve } = await load("retriever/retriever.js");
  const { ALL_TESTS } = await load("constants.js");
  const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");

  const requests = await retrieve(hostname, { httpPort, httpsPort });
  if (!requests.responses.auto) throw new Error("the scanner could not reach the site");
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests: Record<string, TestResult> = {};
  for (const test of ALL_TESTS as ((r: unknown) => {
    constructor: { name: string };
    result: string;
    pass: boolean;
  })[]) {
    const output = test(requests);
    const scoreModifier: number = getScoreModifier(output.result);
    withExtraCredit += scoreModifier;
    if (scoreModifier < 0) uncurved += scoreModifier;
    tests[output.constructor.name] = { result: output.result, pass: output.pass, scoreModifier };
  }
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return { grade, score, tests };
}

function ensureScanner() {
  if (!existsSync(path.join(scannerDir, "package.json"))) {
    console.log(`observatory: installing ${SCANNER} into ${cacheDir} (once, without install scripts)`);
    execFileSync(
      "npm",
      [
        "install",
        "--prefix",
        cacheDir,
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--ignore-scripts",
        "--loglevel=error",
        SCANNER,
      ],
      {
        stdio: "inherit",
      },
    );
  }
  // The HSTS preload list is downloaded by the scanner's maintenance script, not shipped. The scanned
  // host (localhost) is on no preload list, so an empty one gives the verdict the full list would.
  const preload = path.join(scannerDir, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
}

/** A certificate authority made for this run, and a certificate for localhost signed by it. */
function makeCertificates(dir: string) {
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(
    "req",
    "-x509",
    ...ec,
    "-keyout",
    "ca.key",
    "-out",
    "ca.crt",
    "-days",
    "1",
    "-subj",
    "/CN=TechHorizon test CA",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign",
  );
  openssl("req", ...ec, "-keyout", "site.key", "-out", "site.csr", "-subj", "/CN=localhost");
  writeFileSync(path.join(dir, "site.ext"), "subjectAltName=DNS:localhost\nextendedKeyUsage=serverAuth\n");
  openssl(
    "x509",
    "-req",
    "-in",
    "site.csr",
    "-CA",
    "ca.crt",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "site.crt",
    "-days",
    "1",
    "-extfile",
    "site.ext",
  );
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

async function main() {
  ensureScanner();
  const dir = mkdtempSync(path.join(tmpdir(), "observatory-"));
  makeCertificates(dir);

  // npm start itself, on a free port.
  const site = await serveSite();

  // The TLS terminator: HTTPS in front of npm start, and HTTP redirecting to it.
  const tls = createHttpsServer(
    { key: readFileSync(path.join(dir, "site.key")), cert: readFileSync(path.join(dir, "site.crt")) },
    (req, res) =>
      forward(req, res, `http://127.0.0.1:${site.port}`, { headers: { ...req.headers, "x-forwarded-proto": "https" } }),
  );
  const httpsPort = await listen(tls);
  const redirector = createServer((req, res) => {
    res.writeHead(301, { Location: `https://localhost:${httpsPort}${req.url}` });
    res.end();
  });
  const httpPort = await listen(redirector);

  try {
    // Asynchronously: the proxies above run in this process's event loop.
    const child = spawn(process.execPath, [import.meta.filename, "--scan", String(httpPort), String(httpsPort)], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(dir, "ca.crt") },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let stdout = "";
    child.stdout.on("data", (d) => (stdout += d));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    if (code !== 0) throw new Error(`the scan failed (exit ${code})`);
    const result = JSON.parse(stdout.trim().split("\n").at(-1)!) as ScanResult;
    console.log(`observatory: ${SCANNER} on npm start behind HTTPS`);
    for (const [name, test] of Object.entries(result.tests)) {
      const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
      console.log(`  ${test.pass ? "pass" : "FAIL"}  ${modifier.padStart(3)}  ${name}: ${test.result}`);
    }
    console.log(`observatory: score ${result.score}, grade ${result.grade}`);
    if (result.grade !== REQUIRED_GRADE) {
      console.error(`observatory: grade ${result.grade} is below ${REQUIRED_GRADE}`);
      process.exitCode = 1;
    }
  } finally {
    await site.stop();
    tls.close();
    redirector.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
