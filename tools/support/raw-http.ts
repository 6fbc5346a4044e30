import net from "node:net";

/**
 * Sends a request line exactly as written. HTTP clients normalise paths such as /../ before
 * sending, which would hide what the server does with them.
 */
export function rawRequest(port: number, target: string, method = "GET"): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let data = "";
    socket.setEncoding("latin1");
    socket.on("connect", () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    socket.on("data", (chunk) => (data += chunk));
    socket.on("end", () => {
      const status = Number(data.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      resolve({ status, body: data.slice(data.indexOf("\r\n\r\n") + 4) });
    });
    socket.on("error", reject);
    socket.setTimeout(5000, () => socket.destroy(new Error(`timeout on ${target}`)));
  });
}

/**
 * Writes `request` (bytes as given: a request line, headers and any body) on a new connection and
 * collects everything the server sends until it closes the connection or `idleMs` pass without a
 * byte. `statuses` lists every status line received, so a second, unsolicited response shows.
 */
export function rawExchange(
  port: number,
  request: string,
  idleMs = 1500,
): Promise<{ text: string; statuses: number[]; headers: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    const done = () => {
      socket.destroy();
      const statuses = [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));
      resolve({ text, statuses, headers: text.slice(0, text.indexOf("\r\n\r\n") + 2) });
    };
    socket.setEncoding("latin1");
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk) => (text += chunk));
    socket.on("end", done);
    socket.on("close", done);
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? done() : reject(error)));
    socket.setTimeout(idleMs, done);
  });
}

/** The value of a header in a raw response head, or undefined. */
export function rawHeader(head: string, name: string): string | undefined {
  return new RegExp(`^${name}: *(.*?)\\r?$`, "im").exec(head)?.[1];
}

/**
 * A client that asks for `path` `times` over (pipelined, without compression) and stops reading at
 * the first bytes of the answer, so the server is left with replies it cannot deliver. `dropped`
 * comes true when the server closes the connection: every `probeMs` one empty line (which HTTP lets
 * precede a request line) is written, and fails once the server has gone. Those bytes are no
 * progress of the answer, so a server must not count them as such.
 */
export function slowReader(port: number, path: string, times: number, probeMs = 500) {
  const socket = net.connect(port, "127.0.0.1");
  const state = { answered: false, dropped: false, socket };
  const settled = new Promise<void>((resolve) => {
    const drop = () => {
      state.dropped = true;
      clearInterval(probe);
      resolve();
    };
    socket.on("connect", () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`.repeat(times)),
    );
    socket.once("data", () => {
      state.answered = true;
      socket.pause();
      resolve();
    });
    socket.on("close", drop);
    socket.on("error", drop);
    const probe = setInterval(() => socket.writable && socket.write("\r\n"), probeMs);
  });
  /** Resolves once the server has answered (and the reader stopped reading) or closed the connection. */
  return Object.assign(state, { settled, close: () => socket.destroy() });
}
