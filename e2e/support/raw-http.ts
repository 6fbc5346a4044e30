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
    socket.on("connect", () => socket.write(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    socket.on("data", (chunk) => (data += chunk));
    socket.on("end", () => {
      const status = Number(data.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      resolve({ status, body: data.slice(data.indexOf("\r\n\r\n") + 4) });
    });
    socket.on("error", reject);
    socket.setTimeout(5000, () => socket.destroy(new Error(`timeout on ${target}`)));
  });
}
