import { rmSync } from "node:fs";
import { startNginx, stopNginx } from "../../tools/support/nginx";

export default function globalSetup() {
  startNginx();
  return () => {
    stopNginx();
    // The articles this run read once (tools/support/articles.ts).
    if (process.env.E2E_ARTICLES) rmSync(process.env.E2E_ARTICLES, { force: true });
  };
}
