import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { METHOD_NOT_ALLOWED_FILE, NOT_FOUND_FILE } from "../../shared/pages.ts";
import { serveSite } from "./serve-site.ts";

/** The smallest build npm start accepts: a home page, its 404 page and its 405 page. */
const root = mkdtempSync(path.join(tmpdir(), "th-serve-site-"));
for (const file of ["index.html", NOT_FOUND_FILE, METHOD_NOT_ALLOWED_FILE])
  writeFileSync(path.join(root, file), `<!doctype html><title>${file}</title><h1>${file}</h1>\n`);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("serveSite", () => {
  it("answers once started, comes back on the same port after a stop, and stops with npm start's clean exit", async () => {
    const site = await serveSite({ root });
    expect(await (await fetch(`${site.origin}/`)).text()).toContain("<h1>index.html</h1>");
    expect(await site.stop()).toBe(0);
    await expect(fetch(`${site.origin}/`)).rejects.toThrow();
    const again = await serveSite({ root, port: site.port });
    try {
      expect(again.origin).toBe(site.origin);
      expect((await fetch(`${again.origin}/no-such-page`)).status).toBe(404);
    } finally {
      await again.stop();
    }
    expect(again.output()).toContain("SIGTERM received");
  });

  it("fails with the server's own words when it cannot serve, without waiting out its limit", async () => {
    const started = Date.now();
    await expect(serveSite({ root: path.join(root, "missing") })).rejects.toThrow(/exited:\nnpm start: no build found/);
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
