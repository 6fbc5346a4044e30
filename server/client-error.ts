/**
 * What `npm start` answers to HTTP it cannot parse (Node's "clientError"). Like Node's own handler,
 * it writes nothing while a response is under way on the connection: a second, unsolicited answer
 * after a finished one (a 405 whose request body then turned out malformed) would shift a proxy's
 * queue of responses by one. Otherwise it answers with the status that names the problem, as nginx
 * and Node do: 408 for a timeout, 414 for a request line too long, 431 for headers too large.
 */
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

/** The request line length from which nginx (large_client_header_buffers 16k) answers 414. */
const MAX_REQUEST_LINE = 16 * 1024;

export function clientErrorStatus(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): number {
  switch (error.code) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return 408;
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return 413;
    case "HPE_HEADER_OVERFLOW": {
      const packet = error.rawPacket?.toString("latin1") ?? "";
      const lineEnd = packet.indexOf("\r\n");
      return lineEnd === -1 || lineEnd > MAX_REQUEST_LINE ? 414 : 431;
    }
    default:
      return 400;
  }
}

export function handleClientErrors(server: Server, refused: (status: number, detail: string) => void) {
  // The last exchange on each connection, to know whether an answer is under way there.
  const exchanges = new WeakMap<Duplex, { req: IncomingMessage; res: ServerResponse }>();
  server.on("request", (req: IncomingMessage, res: ServerResponse) => exchanges.set(req.socket, { req, res }));

  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const exchange = exchanges.get(socket);
    const busy = exchange && (!exchange.req.complete || !exchange.res.writableFinished);
    if (busy || !socket.writable || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(error);
    refused(status, `client error ${error.code ?? error.message}`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
}
