/**
 * `npm start`: serve the build (shared/build-layout.ts, or SITE_ROOT) on PORT (default 3000), on all
 * interfaces unless HOST is set. CLIENT_TIMEOUT (seconds, default 60) and MAX_CONNECTIONS (default
 * 1024) bound slow clients and open connections (server/limits.ts). A mistake an operator can fix
 * (a taken port, a bad PORT, an incomplete build) is one line on stderr and exit status 1, not a
 * stack trace.
 */
import { createServer } from "node:http";
import { SITE_ROOT } from "../shared/build-layout.ts";
import { createSiteHandler, StartupError } from "./app.ts";
import { handleClientErrors } from "./client-error.ts";
import { applyLimits, DEFAULT_LIMITS, serverOptions } from "./limits.ts";
import { createRefusalLog } from "./refusal-log.ts";

function fail(message: string): never {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

/** A whole number from the environment variable `name`, from `min` to `max`; `fallback` when unset. */
function wholeNumber(name: string, fallback: number, min: number, max: number): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max))
    fail(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`);
  return number;
}

const root = process.env.SITE_ROOT || SITE_ROOT;
const port = wholeNumber("PORT", 3000, 0, 65535);
const limits = {
  clientTimeout: wholeNumber("CLIENT_TIMEOUT", DEFAULT_LIMITS.clientTimeout, 1, 3600),
  maxConnections: wholeNumber("MAX_CONNECTIONS", DEFAULT_LIMITS.maxConnections, 1, 1_000_000),
};
const host = process.env.HOST || undefined;
const refused = createRefusalLog((line) => console.warn(line));

let handle: ReturnType<typeof createSiteHandler>;
try {
  handle = createSiteHandler({ root, refused });
} catch (error) {
  if (error instanceof StartupError) fail(error.message);
  throw error;
}

const server = createServer(serverOptions(limits), (req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error(
      `${new Date().toISOString()} 500 ${req.method} ${JSON.stringify(req.url)} ${(error as Error).message}`,
    );
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("500\n");
  }
});

// Malformed HTTP never reaches the handler; answer it (unless a response is under way) and keep serving.
handleClientErrors(server, refused);
applyLimits(server, limits);

server.on("error", (error: NodeJS.ErrnoException) => {
  const where = `${host ?? "all interfaces"} port ${port}`;
  if (error.code === "EADDRINUSE")
    fail(`${where} is already in use: stop the program using it, or choose another with PORT=<number>`);
  if (error.code === "EACCES") fail(`no permission to listen on ${where}: choose a port above 1023 with PORT=<number>`);
  if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND")
    fail(`HOST=${host} is not an address of this machine: leave HOST unset or name one of its addresses`);
  fail(`cannot listen on ${where}: ${error.message}`);
});

server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  console.log(`TechHorizon is being served at http://${host ?? "localhost"}:${actualPort}`);
});

function shutdown(signal: string) {
  console.log(`${signal} received, closing the server.`);
  refused.flush();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 3000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
