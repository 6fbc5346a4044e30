/**
 * Renders each page at build time (prerender; there is no runtime server). React Router's default
 * streams a page once its shell is ready, and only bots get the whole page at once; a prerendered
 * file has no reader waiting on the stream, so every page waits for all of its content. The HTML is
 * then in document order, without React's out-of-order boundary scripts (about 1 KB a page).
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });

  return new Promise<Response>((resolve, reject) => {
    const render = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        render.pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      },
      onShellError: reject,
      onError(error) {
        // A page that fails to render must fail the build, not ship half a page.
        reject(error);
      },
    });
    // React calls onAllReady from a later task, so the timer exists by then.
    const timeout = setTimeout(() => render.abort(), streamTimeout + 1000);
  });
}
