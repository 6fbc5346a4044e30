import { startNginx, stopNginx } from "../../tools/support/nginx";

export default function globalSetup() {
  startNginx();
  return () => stopNginx();
}
