import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { freePort } from "./free-port.ts";
import { untilAnswering } from "./until-answering.ts";

describe("untilAnswering", () => {
  it("resolves true once a server starts answering, whatever its status", async () => {
    const port = await freePort();
    const server = createServer((_req, res) => res.writeHead(404).end());
    setTimeout(() => server.listen(port, "127.0.0.1"), 300);
    try {
      expect(await untilAnswering(`http://127.0.0.1:${port}/`, { timeoutMs: 10_000 })).toBe(true);
    } finally {
      server.close();
    }
  });

  it("resolves false when nothing answers in time, or at once when the caller gives up", async () => {
    const port = await freePort();
    expect(await untilAnswering(`http://127.0.0.1:${port}/`, { timeoutMs: 300 })).toBe(false);
    // A 30 s timeout would outlast the test's own limit: only giving up at once passes.
    expect(await untilAnswering(`http://127.0.0.1:${port}/`, { timeoutMs: 30_000, gaveUp: () => true })).toBe(false);
  });
});
