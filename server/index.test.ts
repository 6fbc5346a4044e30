import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawExchange } from "../tools/support/raw-http";
import { freePort } from "../tools/support/free-port";

// `npm start` as an operator meets it: the process, its output and its exit status.
const entry = path.join(import.meta.dirname, "index.ts");
let site: string;

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), "site-process-"));
  writeFileSync(path.join(site, "index.html"), "<!DOCTYPE html><h1>Home</h1>");
  writeFileSync(path.join(site, "404.html"), "<!DOCTYPE html><h1>Page Not Found</h1>");
  writeFileSync(path.join(site, "method-not-allowed.html"), "<!DOCTYPE html><h1>Nothing was sent</h1>");
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [entry], { env: { ...process.env, SITE_ROOT: site, ...env } });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, exited, output: () => output };
}

describe("npm start's operator errors", () => {
  it.each([
    ["PORT=abc", { PORT: "abc" }, /^npm start: PORT must be a whole number from 0 to 65535, not "abc"\n$/],
    ["PORT=70000", { PORT: "70000" }, /^npm start: PORT must be a whole number/],
    [
      "CLIENT_TIMEOUT=0",
      { CLIENT_TIMEOUT: "0" },
      /^npm start: CLIENT_TIMEOUT must be a whole number from 1 to 3600, not "0"\n$/,
    ],
    [
      "MAX_CONNECTIONS=lots",
      { MAX_CONNECTIONS: "lots" },
      /^npm start: MAX_CONNECTIONS must be a whole number from 1 to 1000000, not "lots"\n$/,
    ],
  ])("%s: one line saying what is wrong, exit 1", async (_name, env, message) => {
    const server = start(env);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(message);
  });

  it("a build without its 404 page: one line, exit 1", async () => {
    const incomplete = mkdtempSync(path.join(tmpdir(), "site-no-404-"));
    writeFileSync(path.join(incomplete, "index.html"), "<h1>Home</h1>");
    const server = start({ SITE_ROOT: incomplete, PORT: "0" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toBe(`npm start: the build in ${incomplete} has no 404.html: run "npm run build" again\n`);
    rmSync(incomplete, { recursive: true, force: true });
  });

  it("a port already taken: one line naming it and the fix, exit 1", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const port = (taken.address() as { port: number }).port;
    const server = start({ PORT: String(port) });
    expect(await server.exited).toBe(1);
    taken.close();
    expect(server.output()).toBe(
      `npm start: all interfaces port ${port} is already in use: stop the program using it, or choose another with PORT=<number>\n`,
    );
  });
});

describe("npm start under a flood of bad requests", () => {
  it("logs refusals at a bounded rate, not one line per request", async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), HOST: "127.0.0.1" });
    // Start-up takes seconds when the machine is busy (vitest polls for 1 s by default).
    await expect.poll(server.output, { timeout: 15_000 }).toContain(`:${port}`);
    const request = "GET /%25zz% HTTP/1.1\r\nHost: x\r\n\r\n".repeat(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => rawExchange(port, request, 500)));
    expect(answers.flatMap((a) => a.statuses).filter((s) => s === 400).length).toBeGreaterThanOrEqual(10);
    expect((await rawExchange(port, `GET /x HTTP/1.1\r\nHost x\r\n\r\n`)).statuses).toEqual([400]);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const lines = server.output().trim().split("\n");
    // Served at…, the first refusal, the summary written on shutdown, "SIGTERM received".
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(server.output()).toMatch(/ 400 GET "\/%25zz%"\n/);
    expect(server.output()).toMatch(/\d+ more requests refused in 10 s \(400×\d+\)/);
  });
});
