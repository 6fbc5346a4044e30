/**
 * Share a page: the native share sheet where the browser has one, otherwise the link on the
 * clipboard. The navigator is passed in, so the choice is made at click time (never during render,
 * which would differ between the server and the browser) and can be tested without a browser.
 */
import { copyText, type ClipboardNavigator } from "./clipboard.ts";

export interface SharePayload {
  title: string;
  url: string;
}

/** The parts of `navigator` this needs; all optional, as browsers differ. */
export interface ShareNavigator extends ClipboardNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data?: ShareData) => boolean;
}

/** shared: the share sheet completed; cancelled: the reader closed it; copied / failed: the clipboard path. */
export type ShareOutcome = "shared" | "cancelled" | "copied" | "failed";

/**
 * Whether to open the share sheet. Browsers that have `share` without `canShare` (Safari before 14)
 * can share a URL, so a missing `canShare` does not rule it out.
 */
export function canUseShareSheet(nav: ShareNavigator, payload: SharePayload): boolean {
  if (typeof nav.share !== "function") return false;
  try {
    return nav.canShare?.({ url: payload.url }) ?? true;
  } catch {
    return false;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

export async function shareOrCopy(nav: ShareNavigator, payload: SharePayload): Promise<ShareOutcome> {
  if (canUseShareSheet(nav, payload)) {
    try {
      await nav.share!({ title: payload.title, url: payload.url });
      return "shared";
    } catch (error) {
      // Closing the sheet is the reader's choice, not a failure. Anything else (a sheet already
      // open, a refused permission) falls back to the clipboard, so the click still does something.
      if (isAbort(error)) return "cancelled";
    }
  }
  return (await copyText(nav, payload.url)) === "copied" ? "copied" : "failed";
}
