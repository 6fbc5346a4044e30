import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "./support/fixtures";

const repo = path.resolve(import.meta.dirname, "..");

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  test(`the server stops cleanly on ${signal}, and a bad request never stops it`, async ({ request }) => {
    const port = Number(process.env.E2E_PORT ?? 4173) - (signal === "SIGTERM" ? 3 : 2);
    const child = spawn(process.execPath, [path.join(repo, "server/index.ts")], {
      env: { ...process.env, PORT: String(port) },
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    await expect.poll(() => output).toContain(`http://localhost:${port}`);

    expect((await request.get(`http://localhost:${port}/%E0%A4%A`)).status()).toBe(400);
    expect((await request.get(`http://localhost:${port}/`)).status()).toBe(200);
    // One line per refused request, naming status, method and target.
    expect(output).toMatch(/ 400 GET "\/%E0%A4%A"\n/);

    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.kill(signal);
    expect(await exited).toBe(0);
    expect(output).toContain(`${signal} received`);
  });
}
