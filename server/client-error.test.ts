import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawExchange } from "../tools/support/raw-http";
import { handleClientErrors } from "./client-error";

// A server that refuses POST with a 405 before reading the body, as `npm start` does, with short
// timeouts so a slow request is cut off within the test.
let server: Server;
let port: number;
const refusals: number[] = [];

beforeAll(async () => {
  server = createServer({ requestTimeout: 600, headersTimeout: 500, connectionsCheckingInterval: 100 }, (req, res) => {
    res.writeHead(req.method === "POST" ? 405 : 200, { "Content-Length": 0 });
    res.end();
  });
  handleClientErrors(server, (status) => refusals.push(status));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => server.close());

describe("handleClientErrors", () => {
  it("writes nothing after a finished response when the request body then turns out malformed", async () => {
    const { statuses } = await rawExchange(
      port,
      "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n",
    );
    expect(statuses).toEqual([405]);
  });

  it("answers malformed HTTP with 400, and keeps serving", async () => {
    expect((await rawExchange(port, "GET / HTTP/1.1\r\nHost x\r\n\r\n")).statuses).toEqual([400]);
    expect((await rawExchange(port, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).statuses).toEqual([200]);
  });

  it("answers 408 to a request that does not arrive in time", async () => {
    expect((await rawExchange(port, "GET / HTTP/1.1\r\nHost: x\r\n", 3000)).statuses).toEqual([408]);
  });

  it("answers 431 to headers too large and 414 to a request line too long, as nginx does", async () => {
    expect(
      (await rawExchange(port, `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${"a".repeat(20_000)}\r\n\r\n`)).statuses,
    ).toEqual([431]);
    expect((await rawExchange(port, `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)).statuses).toEqual([414]);
    expect(refusals).toEqual(expect.arrayContaining([400, 408, 414, 431]));
  });

  it("answers 505 to a later HTTP/1 minor version and 400 to a version that is not one, with the security headers", async () => {
    const later = await rawExchange(port, "GET / HTTP/1.2\r\nHost: x\r\n\r\n");
    expect(later.statuses).toEqual([505]);
    expect(later.headers).toMatch(/^X-Content-Type-Options: nosniff\r$/m);
    expect(later.headers).toMatch(/^Content-Security-Policy: default-src 'self'/m);
    expect((await rawExchange(port, "GET / HTTP/1.x\r\nHost: x\r\n\r\n")).statuses).toEqual([400]);
  });
});
