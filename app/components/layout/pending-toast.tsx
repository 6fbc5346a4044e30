import { useEffect } from "react";
import { showPendingToast } from "./notify";

/** Shows the toast the previous page left (sign-in, then the home page); hydrates only when one waits. */
export function PendingToast() {
  useEffect(showPendingToast, []);
  return null;
}
