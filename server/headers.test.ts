import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./headers";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes every inline script the browser runs, once each", () => {
    const html = `<script>a()</script><script type="module" async="">import("/x.js")</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha(`import("/x.js")`)]);
  });

  it("leaves out external scripts, empty scripts and JSON-LD data blocks, which CSP does not govern", () => {
    const html = `<script src="/a.js"></script><script> </script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
