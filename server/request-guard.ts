/**
 * Reads a request before any file lookup: the target's path, decoded and normalised once, which every
 * later decision uses (private files, page files by name, aliases, the file served), or the HTTP
 * status to refuse the request with. Deciding on the encoded path and serving the decoded one let
 * `/%5Fheaders` and `/about/index%2Ehtml` through (issue 19).
 */
import type { IncomingHttpHeaders } from "node:http";

/**
 * The longest request line either server takes: the site search is a GET form, so a long query
 * travels in the URL (/search?q=…). nginx reads the request line into one of its
 * `large_client_header_buffers 4 16k` (deploy/nginx.conf) and answers 414 beyond it; Node's parser
 * stops at its 16 KB header limit and server/client-error.ts answers 414 the same way.
 */
export const MAX_REQUEST_LINE = 16 * 1024;

export type Target = { path: string; search: string } | { refuse: number };

/**
 * The target of a request line. The absolute form ("GET http://localhost/about HTTP/1.1"), which
 * RFC 9112 §3.2.2 has a server accept, is read as its path and query when it names the host the
 * Host header names (as deploy/nginx.conf does): a target naming another origin, with user info,
 * or in the asterisk form is not ours to serve.
 */
export function readTarget(rawUrl: string, host?: string): Target {
  if (rawUrl.length > MAX_REQUEST_LINE) return { refuse: 414 };
  const absolute = ABSOLUTE_FORM.exec(rawUrl);
  if (absolute) {
    const [, authority = "", rest = ""] = absolute;
    if (host === undefined || hostnameOf(authority) !== hostnameOf(host)) return { refuse: 400 };
    return readTarget(rest.startsWith("/") ? rest : `/${rest}`);
  }
  if (!rawUrl.startsWith("/") || rawUrl.startsWith("//")) return { refuse: 400 };
  const rawPath = rawUrl.split(/[?#]/, 1)[0]!;
  if (rawPath.includes("\\") || /%5c/i.test(rawPath)) return { refuse: 400 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { refuse: 400 };
  }
  if (decoded.includes("\0")) return { refuse: 400 };
  if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) return { refuse: 400 };
  // Repeated slashes are one, as nginx's merge_slashes makes them.
  const path = decoded.replace(/\/{2,}/g, "/");
  return { path, search: new URL(rawUrl, "http://site.invalid").search };
}

/** "http://" or "https://", an authority without user info, and what follows it. */
const ABSOLUTE_FORM = /^https?:\/\/([^/?#@]*)([/?][^#]*)?$/i;

/** A Host value or a target's authority as one name: lower case, without its port or a fully qualified name's trailing dot. */
const hostnameOf = (authority: string) =>
  authority
    .toLowerCase()
    .replace(/:[0-9]*$/, "")
    .replace(/\.$/, "");

/** RFC 9110's Host: a reg-name, IPv4 or IP-literal, and an optional port; no spaces, slashes or "@". */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9\-._~!$&'()*+,;=%]*)(?::[0-9]*)?$/i;

/**
 * 400 for a request whose Host is given twice or is not a host (RFC 9112 §3.2: "A server MUST respond
 * with a 400 (Bad Request) status code to any HTTP/1.1 request message that lacks a Host header
 * field and to any request message that contains more than one Host header field line or a Host
 * header field with an invalid field value"). Node's parser keeps only the first of two Host lines,
 * so they are counted in the raw headers. A missing Host on HTTP/1.1 Node refuses itself.
 */
export function rejectHost(rawHeaders: readonly string[], headers: IncomingHttpHeaders): number | null {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === "host") count++;
  if (count > 1) return 400;
  const host = headers.host;
  if (host !== undefined && !HOST.test(host)) return 400;
  return null;
}

/**
 * 400 for a request whose framing cannot be trusted: RFC 9112 §6.1 has a server treat an HTTP/1.0
 * message with Transfer-Encoding as faulty framing (and close the connection), as nginx does.
 */
export function rejectFraming(httpVersion: string, headers: IncomingHttpHeaders): number | null {
  return httpVersion === "1.0" && headers["transfer-encoding"] !== undefined ? 400 : null;
}
