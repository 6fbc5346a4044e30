/** `npm start`: serve build/client on PORT (default 3000), on all interfaces unless HOST is set. */
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { createSiteHandler } from "./app.ts";

const root = path.resolve(import.meta.dirname, "../build/client");
if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No build found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const handle = createSiteHandler({ root });

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error(`${new Date().toISOString()} 500 ${req.method} ${JSON.stringify(req.url)} ${(error as Error).message}`);
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("500\n");
  }
});

// Malformed HTTP never reaches the handler; answer it and keep serving.
server.on("clientError", (error, socket) => {
  console.warn(`${new Date().toISOString()} 400 client error: ${(error as NodeJS.ErrnoException).code ?? error.message}`);
  if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
});

server.listen(port, host, () => {
  console.log(`TechHorizon is being served at http://${host ?? "localhost"}:${port}`);
});

function shutdown(signal: string) {
  console.log(`${signal} received, closing the server.`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 3000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
