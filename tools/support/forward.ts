import { request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";

/**
 * Passes `req` on to the server at `origin` and its answer back to `res`, as the tools' proxies do (a
 * deploy switched behind one origin, the Observatory's TLS terminator, WebKit's CSP report collector):
 * `headers` go on (the request's own unless told), `answered` may change the answer's; a connection
 * that fails drops the client's.
 */
export function forward(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  {
    headers = req.headers,
    answered = (answer: IncomingHttpHeaders) => answer,
  }: { headers?: IncomingHttpHeaders; answered?: (answer: IncomingHttpHeaders) => IncomingHttpHeaders } = {},
) {
  const upstream = request(origin + req.url, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answered(answer.headers));
    answer.pipe(res);
  });
  upstream.on("error", () => res.destroy());
  req.pipe(upstream);
}
