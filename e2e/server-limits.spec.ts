import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { freePort } from "../tools/support/free-port";
import { SITE_ROOT } from "../shared/build-layout";
import { expect, test } from "./support/fixtures";
import { nginxInstance } from "../tools/support/nginx";
import { rawExchange, slowReader } from "../tools/support/raw-http";
import { serveSite } from "../tools/support/serve-site";

/**
 * Issue 19, defects 8 and 10, on both servers: clients that stop reading are dropped after the client
 * timeout, no more connections are held than the limit, and a flood of malformed requests leaves a
 * log of a few lines. Browser-free (raw sockets only). Each server is started here with a 2 s client
 * timeout and a limit of 16 connections (production: 60 s and 1024), on ports of its own.
 */
const CLIENT_TIMEOUT = 2;
const LIMIT = 16;
/**
 * The build's largest file that both servers serve by name (not a precompressed copy, not a host's
 * own file), asked for 40 times over: far more than the socket buffers between them hold.
 */
const BIG_FILE = readdirSync(SITE_ROOT, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && !/\.(br|gz|html)$/.test(e.name) && !e.name.startsWith("_"))
  .map((e) => path.join(e.parentPath, e.name))
  .map((file) => ({ url: "/" + path.relative(SITE_ROOT, file).split(path.sep).join("/"), size: statSync(file).size }))
  .sort((a, b) => b.size - a.size)[0]!.url;
const TIMES = 40;

interface Instance {
  port: number;
  /** Every line the server has logged so far. */
  logLines(): string[];
  stop(): void | Promise<unknown>;
}

async function startNode(): Promise<Instance> {
  const site = await serveSite({
    env: { CLIENT_TIMEOUT: String(CLIENT_TIMEOUT), MAX_CONNECTIONS: String(LIMIT) },
  });
  // Its first line says where it serves; the rest is its log.
  return { port: site.port, logLines: () => site.output().trim().split("\n").slice(1), stop: site.stop };
}

async function startNginx(): Promise<Instance> {
  const nginx = nginxInstance({ port: await freePort(), clientTimeout: CLIENT_TIMEOUT, workerConnections: LIMIT });
  nginx.start();
  const logLines = () => readFileSync(nginx.errorLog, "utf8").split("\n").filter(Boolean);
  return { port: nginx.port, logLines, stop: nginx.stop };
}

const get = (port: number, target: string) =>
  rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

for (const [name, start] of [
  ["npm start", startNode],
  ["nginx", startNginx],
] as const) {
  test.describe(name, () => {
    test.describe.configure({ mode: "serial" });
    let server: Instance;
    test.beforeAll(async () => {
      server = await start();
    });
    test.afterAll(() => server.stop());

    test("a client that stops reading is dropped after the client timeout; others are served meanwhile", async () => {
      const readers = Array.from({ length: 8 }, () => slowReader(server.port, BIG_FILE, TIMES));
      try {
        await Promise.all(readers.map((r) => r.settled));
        expect(readers.filter((r) => r.answered)).toHaveLength(readers.length);
        // Held, not yet dropped: a normal request is answered all the same.
        expect((await get(server.port, "/about")).statuses).toEqual([200]);
        await expect
          .poll(() => readers.filter((r) => r.dropped).length, { timeout: 25_000, intervals: [500] })
          .toBe(readers.length);
      } finally {
        readers.forEach((r) => r.close());
      }
    });

    test(`no more than ${LIMIT} connections are held: the rest are closed as they arrive, and the server serves again once they go`, async () => {
      const readers = Array.from({ length: LIMIT + 8 }, () => slowReader(server.port, BIG_FILE, TIMES));
      try {
        await Promise.all(readers.map((r) => r.settled));
        const held = readers.filter((r) => r.answered && !r.dropped).length;
        expect(held).toBeLessThanOrEqual(LIMIT);
        expect(readers.filter((r) => !r.answered && r.dropped).length).toBeGreaterThanOrEqual(8);
      } finally {
        readers.forEach((r) => r.close());
      }
      await expect.poll(async () => (await get(server.port, "/about")).statuses, { timeout: 10_000 }).toEqual([200]);
    });

    test("a flood of malformed requests leaves a few log lines, not one a request", async () => {
      const before = server.logLines().length;
      // 600 requests with a bad chunk size, 10 connections at a time (one request each: the answer closes it).
      const request = "GET /about HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n";
      let answered = 0;
      for (let batch = 0; batch < 60; batch++) {
        const answers = await Promise.all(Array.from({ length: 10 }, () => rawExchange(server.port, request, 1000)));
        answered += answers.filter((a) => a.statuses[0] === 400).length;
      }
      expect(answered).toBe(600);
      // npm start: the first refusal of its 10 s window (the summary of the rest comes with the next window).
      expect(server.logLines().length - before).toBeLessThanOrEqual(2);
    });
  });
}
