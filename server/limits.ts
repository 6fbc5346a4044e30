/**
 * How long `npm start` waits on a client and how many it holds at once, bounded as nginx bounds them
 * (deploy/nginx.conf). A client that sends its request a byte at a time, or stops reading its
 * answer, is dropped after CLIENT_TIMEOUT seconds without progress (nginx: client_header_timeout,
 * client_body_timeout, send_timeout, 60 s each), and at most MAX_CONNECTIONS connections are open at
 * once; further ones are closed as they arrive (nginx: worker_connections). Without either, 300
 * clients that stopped reading held 72 MB and delayed everyone else (issue 19).
 */
import type { Server, ServerOptions } from "node:http";
import type { Socket } from "node:net";

export interface Limits {
  /** Seconds a request may take to arrive, and an answer may wait on a client that takes none of it. */
  clientTimeout: number;
  maxConnections: number;
}

export const DEFAULT_LIMITS: Limits = { clientTimeout: 60, maxConnections: 1024 };

/** How often connections are checked against the timeout: an eighth of it, within 250 ms and 5 s. */
const checkInterval = (timeoutMs: number) => Math.min(5000, Math.max(250, timeoutMs / 8));

/** The options of node:http's createServer for these limits. */
export function serverOptions({ clientTimeout }: Limits): ServerOptions {
  const ms = clientTimeout * 1000;
  // The whole head, and the whole request, within the timeout: a byte now and then keeps no
  // connection. (Node checks every 30 s by default, which would let a short timeout run long.)
  return { headersTimeout: ms, requestTimeout: ms, connectionsCheckingInterval: checkInterval(ms) };
}

export function applyLimits(server: Server, { clientTimeout, maxConnections }: Limits) {
  server.maxConnections = maxConnections;
  dropStalledReaders(server, clientTimeout * 1000);
}

/** Bytes of a socket's output that libuv holds, not yet taken by the kernel (0 when unknown). */
const queuedInLibuv = (socket: Socket) =>
  (socket as Socket & { _handle?: { writeQueueSize?: number } })._handle?.writeQueueSize ?? 0;

/**
 * Drops a connection whose answer has waited `timeoutMs` without a byte of it taken: what nginx's
 * send_timeout does. Node's own socket timeout cannot: bytes the client sends (even one a minute)
 * count as activity, and one long write that is progressing counts as none. Progress is what the
 * kernel takes: the bytes handed to the socket and those libuv still holds.
 */
function dropStalledReaders(server: Server, timeoutMs: number) {
  const watched = new Map<Socket, { mark: string; since: number }>();
  server.on("connection", (socket: Socket) => {
    watched.set(socket, { mark: "", since: 0 });
    socket.on("close", () => watched.delete(socket));
  });
  const timer = setInterval(() => {
    const now = Date.now();
    for (const [socket, state] of watched) {
      if (socket.writableLength === 0) {
        state.since = 0;
        continue;
      }
      const mark = `${socket.bytesWritten} ${socket.writableLength} ${queuedInLibuv(socket)}`;
      if (state.since === 0 || mark !== state.mark) Object.assign(state, { mark, since: now });
      else if (now - state.since >= timeoutMs) socket.destroy();
    }
  }, checkInterval(timeoutMs));
  timer.unref();
  server.on("close", () => clearInterval(timer));
}
