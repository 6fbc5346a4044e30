/**
 * What `npm start` answers to HTTP it cannot parse (Node's "clientError"). It answers each request
 * once: nothing after the request's own answer has started (a 405 whose request body then turned
 * out malformed: a second, unsolicited answer would shift a proxy's queue of responses by one), and
 * nothing while an earlier request's answer is still due. Otherwise, which includes a GET whose body
 * is malformed (server/app.ts waits for the body before answering), it answers with the status that
 * names the problem, as nginx and Node do: 408 for a timeout, 414 for a request line too long, 431
 * for headers too large, 501 for a transfer coding it does not know, 400 for the rest.
 */
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { baseHeaders } from "../shared/headers.ts";
import { MAX_REQUEST_LINE } from "./request-guard.ts";

export function clientErrorStatus(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): number {
  switch (error.code) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return 408;
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return 413;
    // A transfer coding other than chunked ('"chunked"', "gzip"): RFC 9112 §6.1's 501, as nginx.
    case "HPE_INVALID_TRANSFER_ENCODING":
      return 501;
    case "HPE_HEADER_OVERFLOW": {
      const packet = error.rawPacket?.toString("latin1") ?? "";
      const lineEnd = packet.indexOf("\r\n");
      return lineEnd === -1 || lineEnd > MAX_REQUEST_LINE ? 414 : 431;
    }
    // Node's parser takes HTTP/0.9 to 1.1 and 2.0 only. RFC 9110 §2.5 has a server treat a later
    // minor version ("HTTP/1.2") as the highest it supports, which Node's parser cannot be made to
    // do short of its lenient mode (request smuggling); 505 names the problem, as nginx's answer
    // to a later major version does. A version that is not one ("HTTP/1.x") is malformed.
    case "HPE_INVALID_VERSION":
      return /^[A-Z]+ \S+ HTTP\/[1-9]\.[0-9]\r?\n/.test(error.rawPacket?.toString("latin1") ?? "") ? 505 : 400;
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
    // The request in error is the last one seen when that one is unfinished (its body is malformed),
    // else a next one, whose answer must wait for the last one's.
    const answerable = !exchange || (exchange.req.complete ? exchange.res.writableFinished : !exchange.res.headersSent);
    if (!answerable || !socket.writable || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(error);
    refused(status, `client error ${error.code ?? error.message}`);
    answerAndClose(socket, status);
  });

  // CONNECT asks for a tunnel, which a site does not give: 400, as nginx. Node closes such a
  // connection without a word when nothing listens for it.
  server.on("connect", (req: IncomingMessage, socket: Duplex) => {
    refused(400, `${req.method} ${JSON.stringify((req.url ?? "").slice(0, 200))}`);
    answerAndClose(socket, 400);
  });
}

function answerAndClose(socket: Duplex, status: number) {
  const headers = {
    ...baseHeaders({ https: "encrypted" in socket }),
    "Cache-Control": "no-store",
    Connection: "close",
    "Content-Length": "0",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n`);
}
