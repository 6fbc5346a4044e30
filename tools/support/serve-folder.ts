/**
 * Any static build served as plain files, for the measures that load an anchor beside our pages
 * (AstroWind's `dist`: tools/measure/scripting.ts and tools/measure/lcp.ts; docs/performance.md says
 * how to build it). Text is sent with brotli when the browser accepts it, as `npm start` sends
 * ours, so a side-by-side measure compares the pages and not the servers.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import mime from "mime";

const TEXT = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/;

/** Any static build (AstroWind's `dist`), served as files: `/x` from `x`, `x.html` or `x/index.html`. */
export async function serveFolder(root: string): Promise<{ base: string; close: () => void }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    const file = [pathname, `${pathname}.html`, path.join(pathname, "index.html")]
      .map((candidate) => path.join(root, path.normalize(candidate)))
      .find((candidate) => candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile());
    if (!file) return void response.writeHead(404).end();
    const type = mime.getType(file) ?? "application/octet-stream";
    const brotli = TEXT.test(type) && /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
    const body = readFileSync(file);
    response
      .writeHead(200, { "content-type": type, ...(brotli && { "content-encoding": "br", vary: "Accept-Encoding" }) })
      .end(brotli ? brotliCompressSync(body) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
