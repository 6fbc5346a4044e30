/**
 * `npx vitest` and `npx playwright test` start on the first Node on PATH, which on a fresh Debian
 * machine is the system's 20, older than the project needs (package.json "engines"). Imported first
 * by vitest.config.ts and playwright.config.ts, this runs the same command again on the Node that
 * bin/supported-node.sh puts first (Node 24, brought from the npm registry once, as `npm start`
 * does), so the README's quick loop works as written; on a supported Node it does nothing.
 * It uses only what Node 20 has, and is evaluated before the configs' other imports.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const packageJson = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  engines: { node: string };
};
// The engines range is ">=MAJOR.MINOR", as bin/supported-node.sh reads it.
const [major = 0, minor = 0] = packageJson.engines.node.replace(/^>=/, "").split(".").map(Number);
const [a = 0, b = 0] = process.versions.node.split(".").map(Number);

if (a < major || (a === major && b < minor)) {
  const script = fileURLToPath(new URL("../../bin/supported-node.sh", import.meta.url));
  const again = spawnSync("bash", [script, "node", ...process.argv.slice(1)], { stdio: "inherit" });
  process.exit(again.status ?? 1);
}
