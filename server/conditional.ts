/**
 * Conditional GET and HEAD by RFC 9110 §13.2.2, as nginx answers them: If-None-Match, when sent,
 * decides alone (weak comparison, a list, or "*"); If-Modified-Since counts only without it, and
 * only when it is a valid date not in the future.
 */
import type { IncomingHttpHeaders } from "node:http";

export interface Validators {
  etag: string;
  lastModified: Date;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

export function notModified(
  headers: IncomingHttpHeaders,
  { etag, lastModified }: Validators,
  now = Date.now(),
): boolean {
  const ifNoneMatch = headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === "*") return true;
    const wanted = opaque(etag);
    return ifNoneMatch.split(",").some((tag) => opaque(tag) === wanted);
  }
  const ifModifiedSince = headers["if-modified-since"];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  if (Number.isNaN(since) || since > now) return false;
  // HTTP dates have whole seconds; the file's time may not.
  return Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
