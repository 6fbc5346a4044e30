import { startNginx, stopNginx } from "./nginx";

export default function globalSetup() {
  startNginx();
  return () => stopNginx();
}
